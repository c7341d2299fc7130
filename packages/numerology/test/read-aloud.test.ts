/**
 * Five people read aloud in full, a simple and a comprehensive report each, on 15 January 2027 (issue 23):
 * a 15-year-old, a 70-year-old, a Chinese name in characters, a hyphenated double-barrelled name and a
 * one-word name. Each assertion is a sentence found wrong in that reading, and fails on the text it replaced.
 */
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const ON = '2027-01-15';
const PEOPLE = {
  teen: { name: 'Maya Rose Thompson', dateOfBirth: '2011-06-20', bornInMorning: false },
  old: { name: 'Harold James Whitaker', dateOfBirth: '1956-11-03', bornInMorning: false },
  chinese: { name: '李静怡', dateOfBirth: '1988-08-08', bornInMorning: false },
  hyphenated: { name: 'Charlotte Ashby-Fitzgerald', dateOfBirth: '1979-03-27', bornInMorning: false },
  oneWord: { name: 'Sukarno', dateOfBirth: '1990-01-09', bornInMorning: false },
} as const;
type Who = keyof typeof PEOPLE;
const simple = (who: Who) => writeSimpleReport(PEOPLE[who], ON).markdown;
const full = (who: Who) => writeComprehensiveReport(PEOPLE[who], ON).markdown;
const WORKING = { skipSections: /How (?:your|these) numbers were calculated|Where calculators disagree/ };

describe('read aloud: the 15-year-old', () => {
  it('a foundation is not planted to flower later', () => {
    expect(full('teen')).not.toMatch(/plant early the \w+ that will flower later/);
  });

  it('the day beside a zero does not say its gift word twice', () => {
    // Was: "a gift of cooperation and sensitivity. … with nothing to soften its sensitivity."
    expect(full('teen')).not.toMatch(/gift of \w+ and (\w+)\. The full day is read too: [^.]*soften its \1\./);
  });
});

describe('read aloud: the 70-year-old', () => {
  it('a quality joined to another is not a chain of ands', () => {
    // Was: "strength and a sense of purpose and the courage of someone who goes first make you …".
    const season = sentencesOf(simple('old')).find((s) => s.startsWith('When you give each its season'));
    expect(season).toBeDefined();
    expect(season?.split(' and ').length).toBe(2);
  });

  it('the second pinnacle does not say responsibility and partnership twice in one sentence', () => {
    const pinnacle = sentencesOf(full('old'), WORKING).find((s) => s.startsWith('Second pinnacle'));
    expect(pinnacle).toBeDefined();
    for (const word of ['responsibility', 'partnership'])
      expect(pinnacle?.split(word).length, word).toBeLessThanOrEqual(2);
  });

  it('the last pinnacle says "for the rest of life" once', () => {
    expect(full('old')).not.toMatch(/for the rest of life\. \w+ comes back for the rest of your life/);
  });

  it('the core numbers "light five sephirot" in all, not "in all your core numbers"', () => {
    expect(full('old')).toMatch(/\. In all, your core numbers light five sephirot/);
  });
});

describe('read aloud: a Chinese name in characters', () => {
  it('two lit paths are counted as two, with the shared letter said once', () => {
    const md = full('chinese');
    expect(md).not.toMatch(/Three paths are lit as well: path 19 for your name's letter Tet, path 19 for Tet/);
    expect(md).toMatch(
      /Two paths are lit as well: path 19 for Tet, both your name's letter and the letter of your birth month/,
    );
  });

  it('a Seven who shows a Seven is not told they are easy to read', () => {
    expect(full('chinese')).not.toMatch(/so you are easy to read/);
  });

  it('"In love" is not said twice in a row', () => {
    expect(full('chinese')).not.toMatch(/In love and in your family alike, [^.]+ leads\. In love/);
  });

  it('the spelling by sound is not called "other names" when there are no others', () => {
    expect(full('chinese')).not.toMatch(/\bother names are spelled by sound/i);
    expect(full('chinese')).toMatch(/\. The names are spelled by sound/);
  });
});

describe('read aloud: a hyphenated double-barrelled name', () => {
  it('a Four is not "a gift for foundation"', () => {
    expect(simple('hyphenated')).not.toMatch(/gift for foundation/);
  });

  it('a practical wish under a free face is not told of duties that suit the look', () => {
    // Soul Urge 8 under Personality 5: the old text gave the Eight "room for balance" and the Five's face duties.
    const md = full('hyphenated');
    expect(md).not.toMatch(/made for freedom, and people may load you with duties/);
    expect(md).toMatch(
      /At heart you are after power and achievement; outside you look made for fun and spontaneity, and people may not guess how much you need respect and a real say in things\./,
    );
  });

  it('the road and the tools do not both answer with patience', () => {
    expect(full('hyphenated')).not.toMatch(/power of patience, your Expression answers with the patience/);
  });
});

describe('read aloud: a one-word name', () => {
  it('the Life Path paragraph does not say intuition three times', () => {
    const paragraph = simple('oneWord')
      .split('\n\n')
      .find((p) => p.startsWith('An Eleven Life Path'));
    expect(paragraph?.match(/intuition/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it('the path of its letter does not read as "the mind that gives form to strength"', () => {
    // Binah's words end in a phrase of their own, so they are closed with a comma before "to".
    expect(full('oneWord')).toMatch(/a current from understanding, the mind that gives form, to strength/);
  });

  it('a one-word name spelled by sound is "it", not "other names"', () => {
    expect(full('oneWord')).toMatch(
      /your name, סוקרנו, (?:as a number|with every other word of the same value)\. It is spelled by sound/,
    );
  });
});

describe('read aloud, then checked over generated people: words said twice in one sentence', () => {
  const people = generatedPeople(200, 2027);
  const twice = (s: string, word: string) => s.toLowerCase().split(word).length > 2;

  it('a Life Path does not turn on the keywords its calling and gifts already say', () => {
    // Was: "An Eleven Life Path turns on intuition, inspiration and vision: it asks you to trust your intuition …".
    for (const p of people) {
      const turn = sentencesOf(writeSimpleReport(p, ON).markdown).find((s) =>
        / Life Path (?:turns on|asks you)/.test(s),
      );
      const named = turn?.match(/turns on (.*?): it asks you (.*)$/);
      if (!named) continue;
      for (const k of (named[1] ?? '').split(/, | and /))
        expect(named[2], `${p.name}: ${k}`).not.toContain(k.slice(0, 5));
    }
  });

  it('no sentence of a report says responsibilities, different, conventions or a closing keyword twice', () => {
    for (const [i, p] of people.entries()) {
      const teen = {
        ...p,
        dateOfBirth: `20${String(10 + (p.name.length % 3)).padStart(2, '0')}-03-0${1 + (p.name.length % 8)}`,
      };
      const partner = people[(i * 7 + 3) % people.length] ?? p;
      for (const who of [p, teen])
        for (const md of [
          writeSimpleReport(who, ON).markdown,
          writeComprehensiveReport(who, ON).markdown,
          // Compatibility readings too (ADR 0995), a teen's read as a friendship.
          writeCompatibilityReading(who, partner, ON).markdown,
        ])
          for (const s of sentencesOf(md, WORKING)) {
            for (const word of ['responsibilities', 'different', 'conventions']) expect(twice(s, word), s).toBe(false);
            const closing = s.match(/shows (\w+) along the road, (\w+) among the tools and (\w+) at the heart/);
            if (closing) expect(new Set(closing.slice(1)).size, s).toBe(3);
          }
    }
  }, 60_000);
});
