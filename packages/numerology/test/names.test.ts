/** Names, honestly: hyphenated names whole, titles and suffixes left out, other scripts read or named, Hebrew spelling. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart, NumerologyInputError, writeComprehensiveReport, writeSimpleReport } from '../src/index';
import { addDays } from '../src/dates';
import { toHebrewDate } from '../src/hebrew-calendar';
import { parseName } from '../src/name';
import { romanize } from '../src/scripts';
import { suggestHebrew, transliterateLatinWord } from '../src/transliterate';
import { COMMON_SPELLINGS, TRADITIONAL_SPELLINGS } from '../src/hebrew-names';

const ON = '2026-06-15';
const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  dateOfBirth: '1988-03-21',
  bornInMorning: true,
  ...extra,
});
const coreValues = (name: string) => {
  const c = computeChart(person(name), ON).core;
  return [c.expression, c.soulUrge, c.personality].map((n) => [n.value, n.total, n.karmicDebt ?? null]);
};

describe('hyphenated and compound first names are kept whole', () => {
  it('Mary-Kate O’Brien is addressed as Mary-Kate, never as Mary', () => {
    const chart = computeChart(person("Mary-Kate O'Brien"), ON);
    expect(chart.input.firstName).toBe('Mary-Kate');
    expect(chart.name.words.map((w) => w.text)).toEqual(['Mary-Kate', "O'Brien"]);
    for (const reading of [
      writeSimpleReport(person("Mary-Kate O'Brien"), ON),
      writeComprehensiveReport(person("Mary-Kate O'Brien"), ON),
    ]) {
      expect(reading.title).toContain('Mary-Kate');
      // The hyphen is not escaped inside a word (ADR 0612).
      expect(reading.markdown).toMatch(/Mary-Kate/);
      expect(reading.markdown).not.toMatch(/Mary(?!\\?-Kate)/);
    }
  });
  it('Jean-Luc, Anne-Marie and a Hebrew maqaf stay one name', () => {
    expect(parseName('Jean-Luc Picard').firstName).toBe('Jean-Luc');
    expect(parseName('Anne–Marie Dubois').firstName).toBe('Anne-Marie');
    expect(parseName('בן־ציון כהן').words.map((w) => w.text)).toEqual(['בן-ציון', 'כהן']);
  });
});

describe('titles and generational suffixes are left out, and the reading says so once', () => {
  const cases: Array<[string, string, string[]]> = [
    ['Anne Smith 2nd', 'Anne Smith', ['2nd']],
    ['Dr. Martin Luther King Jr.', 'Martin Luther King', ['Dr', 'Jr']],
    ['Mrs Sarah Levy', 'Sarah Levy', ['Mrs']],
    ['Henry Ford II', 'Henry Ford', ['II']],
    ['Thurston Howell III', 'Thurston Howell', ['III']],
    ['Prof. Ada Lovelace PhD', 'Ada Lovelace', ['Prof', 'PhD']],
    ['John Smith Sr.', 'John Smith', ['Sr']],
  ];
  it.each(cases)('%s counts as %s', (typed, plain, ignored) => {
    expect(parseName(typed).ignoredWords).toEqual(ignored);
    expect(coreValues(typed)).toEqual(coreValues(plain));
    const reading = writeSimpleReport(person(typed), ON);
    const mentions = reading.markdown.split(/(?<=\.)\s/).filter((s) => s.includes('left out of the numbers'));
    expect(mentions).toHaveLength(1);
    for (const word of ignored) expect(mentions[0]).toContain(word);
  });
  it('"Anne Smith 2nd" no longer counts "ND" as a name or invents a karmic debt', () => {
    const chart = computeChart(person('Anne Smith 2nd'), ON);
    expect(chart.name.words.map((w) => w.text)).toEqual(['Anne', 'Smith']);
    expect(chart.karmicDebts).toEqual(computeChart(person('Anne Smith'), ON).karmicDebts);
  });
  it('property: any name keeps its numbers with a title before it and a suffix after it', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('Dr.', 'Mrs', 'Mr.', 'Ms', 'Prof.', 'Rev.'),
        fc.constantFrom('Jr.', 'Sr.', 'II', 'III', '2nd', '3rd', 'PhD'),
        (words, title, suffix) => {
          const plain = words.join(' ');
          expect(coreValues(`${title} ${plain} ${suffix}`)).toEqual(coreValues(plain));
        },
      ),
      { numRuns: 150, seed: 12 },
    );
  });
  it('a title or suffix alone is still a name (nothing is left to count otherwise)', () => {
    expect(parseName('Dr').words.map((w) => w.text)).toEqual(['Dr']);
    expect(parseName('II').ignoredWords).toEqual([]);
  });
});

describe('letters of other scripts: romanized by a standard, or named as not counted', () => {
  it('ICAO Doc 9303 for Cyrillic', () => {
    const cases: Array<[string, string]> = [
      ['Михаил', 'MIKHAIL'],
      ['Горбачёв', 'GORBACHEV'],
      ['Юлия', 'IULIIA'],
      ['Щукин', 'SHCHUKIN'],
      ['Ярослав', 'IAROSLAV'],
      ['Лев', 'LEV'],
      ['Жанна', 'ZHANNA'],
      ['Цветаева', 'TSVETAEVA'],
      ['Хрущёв', 'KHRUSHCHEV'],
      ['Євгенія', 'IEVGENIIA'],
      ['Объедков', 'OBIEEDKOV'], // Ъ is IE and Е is E: the standard is letter by letter
      ['Игорь', 'IGOR'],
    ];
    for (const [cyrillic, latin] of cases) expect(romanize(cyrillic)?.latin).toBe(latin);
  });
  it('ELOT 743 for Greek, with its digraph rules', () => {
    const cases: Array<[string, string]> = [
      ['Γιώργος', 'GIORGOS'],
      ['Ευάγγελος', 'EVANGELOS'],
      ['Ευθύμιος', 'EFTHYMIOS'],
      ['Μπακογιάννης', 'BAKOGIANNIS'],
      ['Παπαδόπουλος', 'PAPADOPOULOS'],
      ['Αύγουστος', 'AVGOUSTOS'],
      ['Σωκράτης', 'SOKRATIS'],
      ['Ψυχάρης', 'PSYCHARIS'],
      ['Θεοδώρα', 'THEODORA'],
    ];
    for (const [greek, latin] of cases) expect(romanize(greek)?.latin).toBe(latin);
  });
  it('"Sarah Лев Levy" counts Лев as LEV and says which standard read it', () => {
    const chart = computeChart(person('Sarah Лев Levy'), ON);
    expect(chart.name.words.map((w) => w.letters.map((l) => l.char).join(''))).toEqual(['SARAH', 'LEV', 'LEVY']);
    expect(coreValues('Sarah Лев Levy')).toEqual(coreValues('Sarah Lev Levy'));
    const reading = writeSimpleReport(person('Sarah Лев Levy'), ON);
    expect(reading.markdown).toMatch(/Лев was read as LEV \(by ICAO Doc 9303/);
  });
  it('a name wholly in Greek names its standard once, in one sentence for both words', () => {
    for (const reading of [
      writeSimpleReport(person('Γιώργος Παπαδόπουλος'), ON),
      writeComprehensiveReport(person('Γιώργος Παπαδόπουλος'), ON),
    ]) {
      expect(reading.markdown).toContain(
        'Γιώργος and Παπαδόπουλος were read as GIORGOS and PAPADOPOULOS (by ELOT 743, the Greek passport standard)',
      );
      // Once in the prose; the working ('How your numbers were calculated') names it again beside the letters.
      const prose = reading.markdown.split('## How your numbers were calculated')[0] ?? '';
      expect(prose.split('ELOT 743').length - 1).toBe(1);
    }
  });
  it('"Yuki 山田" tells the reader plainly that 山田 was not counted', () => {
    for (const reading of [
      writeSimpleReport(person('Yuki 山田'), ON),
      writeComprehensiveReport(person('Yuki 山田'), ON),
    ]) {
      expect(reading.markdown).toMatch(/山田, in Chinese characters \(kanji or hanzi\), was not counted/);
      expect(reading.markdown).toMatch(/come from Yuki alone/);
      expect(reading.markdown).not.toMatch(/every letter of your full name/);
    }
    expect(writeComprehensiveReport(person('Yuki Yamada'), ON).markdown).toMatch(/every letter of your full name/);
  });
  it('property: a word in another script never changes the numbers silently', () => {
    // Scripts without a table here, and hanzi beside Latin letters (Chinese, Japanese or Korean: not guessed).
    const other = fc.constantFrom('山田', 'សុខា', 'සුනිල්', '李');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{2,8}$/), other, (latin, foreign) => {
        const reading = writeSimpleReport(person(`${latin} ${foreign}`), ON);
        expect(reading.markdown).toContain(`${foreign}, in `);
        expect(reading.markdown).toContain('was not counted');
        expect(coreValues(`${latin} ${foreign}`)).toEqual(coreValues(latin));
      }),
      { numRuns: 60, seed: 7 },
    );
  });
  it('a name only in an uncovered script is refused with a plain message', () => {
    expect(() => computeChart(person('សុខា'), ON)).toThrow(/No part of the name could be read: សុខា \(Khmer letters/);
  });
});

describe('Hebrew spelling: by sound and common usage, and the reader’s own', () => {
  it('the common-usage table', () => {
    const expected: Array<[string, string]> = [
      ['JOY', "ג'וי"],
      ['JOSE', 'חוסה'],
      ['JOHN', "ג'ון"],
      ['JAMES', "ג'יימס"],
      ['MARY', 'מרי'],
      ['KATE', 'קייט'],
      ['MICHELLE', 'מישל'],
      ['CHARLOTTE', 'שרלוט'],
      ['JUAN', 'חואן'],
      ['PIERRE', 'פייר'],
      ['JEAN', "ז'אן"],
      ['GIUSEPPE', "ג'וזפה"],
      ['SMITH', "סמית'"],
      ['DAVID', 'דוד'],
      ['SARAH', 'שרה'],
      ['MICHAEL', 'מיכאל'],
      ['RACHEL', 'רחל'],
      ['YUKI', 'יוקי'],
    ];
    for (const [latin, hebrew] of expected) expect(suggestHebrew(latin).hebrew).toBe(hebrew);
    expect(Object.keys(COMMON_SPELLINGS).length + Object.keys(TRADITIONAL_SPELLINGS).length).toBeGreaterThan(200);
  });
  it('every table entry is Hebrew letters (and a geresh) ending in its final form', () => {
    const finals: Record<string, string> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
    for (const hebrew of [...Object.values(COMMON_SPELLINGS), ...Object.values(TRADITIONAL_SPELLINGS)]) {
      expect(hebrew).toMatch(/^[\u05D0-\u05EA']+$/);
      const last = hebrew.replace(/'$/, '').slice(-1);
      if (!hebrew.endsWith("'")) expect(finals[last]).toBeUndefined();
    }
  });
  it('endings and sounds by rule, for names not in the tables', () => {
    const expected: Array<[string, string]> = [
      ['PETERSON', 'פטרסון'],
      ['HOROWITZ', 'הורוביץ'],
      ['RUBINSTEIN', 'רובינשטיין'],
      ['GREENBERG', 'גרינברג'],
      ['CHRISTINE', 'כריסטין'],
      ['CHARLIE', "צ'רלי"],
      ['BACH', 'בך'],
      ['DEAN', 'דין'],
      ['JOSEPHINE', "ג'וספין"],
      ['BRIGITTE', 'בריגיט'],
      ['KOWALSKI', 'קוולסקי'],
      ['IVANOV', 'איוונוב'],
      ['LYNN', 'לין'],
      ['OBAMA', 'אובמה'],
    ];
    for (const [latin, hebrew] of expected) expect(transliterateLatinWord(latin)).toBe(hebrew);
  });
  it('Mary-Kate is spelled part by part', () => {
    expect(computeChart(person('Mary-Kate Smith'), ON).hebrewName.text).toBe("מרי-קייט סמית'");
  });
  it('shows the suggestion in the reading and says it can be corrected', () => {
    const reading = writeSimpleReport(person('Joy Smith'), ON);
    expect(reading.markdown).toContain("ג'וי סמית'");
    expect(reading.markdown).toMatch(/our suggestion, by sound and common usage/);
  });
  it('the reader’s spelling drives the gematria and the Kabbalah number', () => {
    const ours = computeChart(person('Joy Smith'), ON);
    const theirs = computeChart(person('Joy Smith', { hebrewName: 'גּ׳וֹי שמיט' }), ON);
    expect(theirs.hebrewName.text).toBe('ג׳וי שמיט'); // niqqud dropped
    expect(theirs.hebrewName.corrected).toBe(true);
    expect(theirs.hebrewName.suggestion).toBe(ours.hebrewName.text);
    expect(theirs.hebrewName.gematria.standard).toBe(3 + 6 + 10 + 300 + 40 + 10 + 9);
    expect(theirs.hebrewName.gematria.standard).not.toBe(ours.hebrewName.gematria.standard);
    const simple = writeSimpleReport(person('Joy Smith', { hebrewName: 'ג׳וי שמיט' }), ON);
    expect(simple.markdown).toMatch(/The Hebrew spelling ג׳וי שמיט is your own/);
    const reading = writeComprehensiveReport(person('Joy Smith', { hebrewName: 'ג׳וי שמיט' }), ON);
    expect(reading.markdown).toContain("Our suggestion was ג'וי סמית'; your spelling is the one counted.");
    expect(reading.markdown).toContain(`= ${theirs.hebrewName.gematria.standard}`);
  });
  it('refuses a spelling that is not Hebrew letters, naming the field', () => {
    for (const bad of ['Joy', 'ג׳וי 2', 'ג׳וי!', '׳׳']) {
      try {
        computeChart(person('Joy Smith', { hebrewName: bad }), ON);
        expect.unreachable(`accepted ${bad}`);
      } catch (e) {
        expect(e).toBeInstanceOf(NumerologyInputError);
        expect((e as NumerologyInputError).field).toBe('hebrewName');
      }
    }
    expect(computeChart(person('Joy Smith', { hebrewName: '   ' }), ON).hebrewName.corrected).toBe(false);
  });
});

describe('names up to 200 characters, dates from 1800', () => {
  it('takes a 200-character name and refuses 201', () => {
    const long = `${Array.from({ length: 40 }, () => 'Anna').join(' ')}h`;
    expect([...long].length).toBe(200);
    expect(computeChart(person(long), ON).name.words.length).toBe(40);
    expect(() => computeChart(person(`${long}x`), ON)).toThrow(/200 characters/);
  });
  it('the Hebrew calendar is right at the 1800 boundary', () => {
    const at = (d: string) => computeChart(person('Sarah Levy', { dateOfBirth: d }), ON).hebrewBirth;
    // Rosh Hashanah 5561 fell on Saturday 20 September 1800.
    expect(at('1800-09-20').beforeSunset.text).toBe('1 Tishrei 5561');
    expect(at('1800-09-20').weekday.weekday).toBe('Saturday');
    expect(at('1800-09-19').beforeSunset.text).toBe('29 Elul 5560');
    expect(at('1800-01-01').beforeSunset.text).toBe('4 Tevet 5560');
    expect(() => at('1799-12-31')).toThrow(/1800-01-01/);
  });
  it('the Hebrew calendar runs without a gap or jump, day by day, from 1800 to 1851', () => {
    let prev = toHebrewDate({ year: 1800, month: 1, day: 1 });
    let day = { year: 1800, month: 1, day: 1 };
    let days = 0;
    while (day.year < 1851) {
      day = addDays(day, 1);
      const next = toHebrewDate(day);
      if (next.day === prev.day + 1) {
        expect([next.month.name, next.year]).toEqual([prev.month.name, prev.year]);
      } else {
        // A new month starts after day 29 or 30; the year turns only at 1 Tishrei.
        expect(next.day).toBe(1);
        expect([29, 30]).toContain(prev.day);
        expect(next.year).toBe(next.month.name === 'Tishrei' ? prev.year + 1 : prev.year);
      }
      prev = next;
      days += 1;
    }
    expect(days).toBe(51 * 365 + 12); // 1800 is not a leap year
  }, 30_000);
});
