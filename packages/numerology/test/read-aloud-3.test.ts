/**
 * Nine people read end to end on 27 November 2026, simple and comprehensive (issue 23): aged 15 to 90, names
 * typed in Latin, Hebrew, Arabic, Chinese, Cyrillic and Devanagari, hyphenated and double names and a single
 * name. Each assertion is a sentence a careful reader stumbled on, and fails on the text it replaced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { parseName } from '../src/name';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const ON = '2026-11-27';
const PEOPLE = {
  /** 15, Personality 8: the Achiever leads among family. */
  maya: { name: 'Maya Goldberg-Ortiz', dateOfBirth: '2011-06-14', bornInMorning: false },
  /** 54, Arabic script, a compound given name. */
  abdul: { name: 'عبد الرحمن السعدي', dateOfBirth: '1972-09-29', bornInMorning: false },
  /** 22, typed in Hebrew, a double surname. */
  noa: { name: 'נועה בר-און', dateOfBirth: '2004-02-11', bornInMorning: false },
  /** 27, Devanagari. */
  ananya: { name: 'अनन्या गुप्ता', dateOfBirth: '1999-07-29', bornInMorning: false },
} as const;
type Who = keyof typeof PEOPLE;
const simple = (who: Who) => writeSimpleReport(PEOPLE[who], ON).markdown;
const full = (who: Who) => writeComprehensiveReport(PEOPLE[who], ON).markdown;

describe('read aloud on 27 November 2026, nine more people', () => {
  it('a 15-year-old Eight is not "the provider and protector" of the family', () => {
    const md = full('maya');
    expect(md).not.toMatch(/provider/);
    expect(md).toMatch(/in your family you are the one who takes charge when something needs doing/);
    expect(simple('maya')).toMatch(/Personal Month 5/);
  });

  it('an Arabic compound given name is addressed whole, never as "عبد" (servant of) alone', () => {
    const free = writeSimpleReport(PEOPLE.abdul, ON);
    expect(free.title).toBe('A numerology reading for عبد الرحمن');
    expect(simple('abdul')).toMatch(/^# A numerology reading for عبد الرحمن\n\nعبد الرحمن, this reading/);
    expect(full('abdul')).not.toMatch(/عبد[,.]/);
    expect(parseName('Abd al-Rahman Saadi').firstName).toBe('Abd al-Rahman');
    expect(parseName('أبو بكر الصديق').firstName).toBe('أبو بكر');
    // A name that only looks like an opener is itself: Abdullah, and Abu typed alone.
    expect(parseName('Abdullah Khan').firstName).toBe('Abdullah');
    expect(parseName('Abu').firstName).toBe('Abu');
  });

  it('a double name typed in Hebrew keeps its hyphen: בר-און, not בראון (Braun)', () => {
    expect(simple('noa')).toMatch(/your name reads נועה בר-און\./);
    expect(simple('noa')).toMatch(/The Hebrew spelling נועה בר-און is the one you typed/);
    expect(full('noa')).not.toMatch(/בראון/);
  });

  it('any Hebrew-typed name with a hyphen or maqaf is printed with its hyphen and counted as without it', () => {
    const word = fc.string({ unit: fc.constantFrom(...'אבגדהוזחטיכלמנסעפצקרשת'), minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(word, word, word, fc.constantFrom('-', '־'), (a, b, c, hyphen) => {
        const born = '1990-05-15';
        const joined = computeChart(
          { name: `${a} ${b}${hyphen}${c}`, dateOfBirth: born, bornInMorning: true },
          '2026-11-27',
        );
        const apart = computeChart({ name: `${a} ${b}${c}`, dateOfBirth: born, bornInMorning: true }, '2026-11-27');
        expect(joined.hebrewName.text.replace(/[ךםןףץ]/gu, (f) => 'כמנפצ'['ךםןףץ'.indexOf(f)] ?? f)).toBe(
          `${a} ${b}-${c}`.replace(/[ךםןףץ]/gu, (f) => 'כמנפצ'['ךםןףץ'.indexOf(f)] ?? f),
        );
        expect(joined.hebrewName.gematria.standard).toBe(apart.hebrewName.gematria.standard);
      }),
      { numRuns: 200 },
    );
  });

  it('how a name was read is said without brackets inside brackets', () => {
    expect(simple('ananya')).toMatch(
      /अनन्या and गुप्ता were read as ANANYA and GUPTA \(by IAST, written as names usually are in Latin letters: diacritics folded, a silent final a dropped\) and counted like Latin letters\./,
    );
    // Every script the engine reads, in both reports: no ASCII bracket opens inside another.
    const names = [
      '김민준',
      'प्रिया शर्मा',
      'محمد علي',
      '陈伟',
      'Анна Иванова',
      'Γιώργος',
      'სოფო',
      'Արամ',
      'สมชาย',
      'አበበ',
      'கார்த்திக்',
      'علی رضایی',
    ];
    const nested = /\([^()]*\(/;
    for (const name of names) {
      const person = { name, dateOfBirth: '1990-05-15', bornInMorning: true };
      for (const md of [writeSimpleReport(person, ON).markdown, writeComprehensiveReport(person, ON).markdown])
        expect(
          md.split('\n').filter((line) => !line.startsWith('- **') && nested.test(line)),
          name,
        ).toEqual([]);
    }
  });
});
