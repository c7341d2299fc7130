/** Unit tests for the small modules: reduction, dates, names, Y rule, transliteration, validation, questions. */
import { describe, expect, it } from 'vitest';
import { chainText, digitSum, karmicDebtIn, mod22, reduce, reduceTo22 } from '../src/reduce';
import { addDays, parseIsoDate, weekdayIndex, yearsBetween } from '../src/dates';
import { parseName, yIsVowel } from '../src/name';
import { spellInHebrew, transliterateLatinWord } from '../src/transliterate';
import { computeChart } from '../src/chart';
import { NumerologyInputError } from '../src/errors';
import { understandQuestion } from '../src/questions/understand';
import { answerQuestion } from '../src/reading';
import { countWords, escapeMarkdown, splitFirstSentence } from '../src/write/markdown';
import { CALCULATION_PROFILE } from '../src/profile';

describe('reduction', () => {
  it('digit sums and chains, masters kept or not', () => {
    expect(digitSum(1977)).toBe(24);
    expect(reduce(94).chain).toEqual([94, 13, 4]);
    expect(reduce(29).value).toBe(11);
    expect(reduce(29, false).chain).toEqual([29, 11, 2]);
    expect(reduce(38).value).toBe(11);
    expect(reduce(33).value).toBe(33);
    expect(reduce(0).value).toBe(0);
    expect(chainText([19, 10, 1])).toBe('19 → 10 → 1');
  });
  it('karmic debt anywhere in the chain', () => {
    expect(karmicDebtIn([19, 10, 1])).toBe(19);
    expect(karmicDebtIn([49, 13, 4])).toBe(13);
    expect(karmicDebtIn([28, 10, 1])).toBeUndefined();
  });
  it('1-22 rules: digit sums while above 22 vs mod 22 (reference TV-2: 1540 → 10 or 22)', () => {
    expect(reduceTo22(1540).chain).toEqual([1540, 10]);
    expect(mod22(1540)).toBe(22);
    expect(reduceTo22(1111).value).toBe(4);
    expect(mod22(1111)).toBe(11);
    expect(reduceTo22(22).value).toBe(22);
    expect(reduceTo22(999).chain).toEqual([999, 27, 9]);
  });
});

describe('calendar dates', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2023-04-31')).toBeNull();
    expect(parseIsoDate('2023-4-3')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    // Exactly YYYY-MM-DD in ASCII digits: no padding, other digits, separators or trailing text.
    for (const text of [
      ' 2023-01-01',
      '2023-01-01\n',
      '2023-01-01x',
      '２０２３-01-01',
      '١٩٩٠-01-01',
      '2023/01/01',
      '2023-00-10',
      '12023-01-01',
      '',
    ])
      expect(parseIsoDate(text)).toBeNull();
    expect(parseIsoDate('0999-12-31')).toEqual({ year: 999, month: 12, day: 31 });
  });
  it('weekday, day arithmetic and age without time zones', () => {
    expect(weekdayIndex({ year: 1962, month: 7, day: 3 })).toBe(2); // Tuesday
    expect(addDays({ year: 1999, month: 12, day: 31 }, 1)).toEqual({ year: 2000, month: 1, day: 1 });
    expect(yearsBetween({ year: 1977, month: 5, day: 4 }, { year: 2026, month: 5, day: 3 })).toBe(48);
    expect(yearsBetween({ year: 1977, month: 5, day: 4 }, { year: 2026, month: 5, day: 4 })).toBe(49);
  });
});

describe('reading names', () => {
  it('strips diacritics and special Latin letters', () => {
    const n = parseName('Zoë Ångström Øberg');
    expect(n.words.map((w) => w.letters.map((l) => l.char).join(''))).toEqual(['ZOE', 'ANGSTROM', 'OBERG']);
    expect(
      parseName('Straße')
        .words[0]?.letters.map((l) => l.char)
        .join(''),
    ).toBe('STRASSE');
    expect(parseName('Þór Ægir').words.map((w) => w.letters.map((l) => l.char).join(''))).toEqual(['THOR', 'AEGIR']);
  });
  it('apostrophes and hyphens join, periods separate', () => {
    expect(parseName("D'Arcy O'Brien").words.map((w) => w.text)).toEqual(["D'Arcy", "O'Brien"]);
    expect(parseName('Mary-Kate J.R. Smith').words.map((w) => w.text)).toEqual(['Mary-Kate', 'J', 'R', 'Smith']);
  });
  it('leaves out titles and generational suffixes, not names', () => {
    const n = parseName('Dr. Martin Luther King Jr.');
    expect(n.words.map((w) => w.text)).toEqual(['Martin', 'Luther', 'King']);
    expect(n.ignoredWords).toEqual(['Dr', 'Jr']);
    expect(parseName('Dr').words.map((w) => w.text)).toEqual(['Dr']);
  });
  it('reads Hebrew letters with katan values and matres lectionis as vowels', () => {
    const n = parseName('דָּוִד כהן');
    const david = n.words[0]?.letters ?? [];
    expect(david.map((l) => [l.char, l.value, l.vowel])).toEqual([
      ['ד', 4, false],
      ['ו', 6, true],
      ['ד', 4, false],
    ]);
    expect(n.words[1]?.letters.map((l) => l.value)).toEqual([2, 5, 5]);
  });
  it('reads Cyrillic through its passport standard, and lists other scripts as not counted', () => {
    const n = parseName('Anna Иванова');
    expect(n.words.map((w) => w.letters.map((l) => l.char).join(''))).toEqual(['ANNA', 'IVANOVA']);
    expect(n.romanized.map((r) => r.text)).toEqual(['Иванова']);
    expect(parseName('Anna 山田').notCounted.map((p) => p.text)).toEqual(['山田']);
  });
  it('the Y rule: vowel in Lynn, Mary, Bryan, Yvonne; consonant in Yolanda, Murray, Doyle', () => {
    const isVowel = (word: string) => yIsVowel(word.split(''), word.indexOf('Y')).vowel;
    expect(['LYNN', 'MARY', 'BRYAN', 'YVONNE', 'LEVY'].map(isVowel)).toEqual([true, true, true, true, true]);
    expect(['YOLANDA', 'MURRAY', 'DOYLE', 'MALONEY'].map(isVowel)).toEqual([false, false, false, false]);
  });
});

describe('spelling names in Hebrew', () => {
  it('transliterates by the profile rules', () => {
    expect(transliterateLatinWord('LYNN')).toBe('לין');
    expect(transliterateLatinWord('THOMAS')).toBe('תומס');
    expect(transliterateLatinWord('OBAMA')).toBe('אובמה');
    expect(transliterateLatinWord('DANIELA')).toBe('דניאלה');
    expect(transliterateLatinWord('EMMA')).toBe('אמה');
    expect(transliterateLatinWord('SMYTHE')).toBe('סמית');
    expect(transliterateLatinWord('ADAM')).toBe('אדם'); // final mem
    expect(transliterateLatinWord('SCHWARZ')).toBe('שוורז');
  });
  it('prefers typed Hebrew, then traditional spellings', () => {
    const words = spellInHebrew(parseName('Moshe דוד Kaplan Smith').words);
    expect(words.map((w) => [w.hebrew, w.source])).toEqual([
      ['משה', 'traditional'],
      ['דוד', 'hebrew-input'],
      ['קפלן', 'traditional'],
      ["סמית'", 'common'],
    ]);
  });
});

describe('validation: typed errors naming the field', () => {
  const person = { name: 'Sarah Levy', dateOfBirth: '1977-05-04', bornInMorning: true };
  const fieldOf = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (e) {
      if (e instanceof NumerologyInputError) return e.field;
      throw e;
    }
    return undefined;
  };
  it.each([
    ['empty name', { ...person, name: '   ' }, 'name'],
    ['no letters', { ...person, name: '1234 --' }, 'name'],
    ['only a script without a table', { ...person, name: 'សុខា' }, 'name'],
    ['too long', { ...person, name: 'A'.repeat(201) }, 'name'],
    ['impossible date', { ...person, dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
    ['bad format', { ...person, dateOfBirth: '15/05/1990' }, 'dateOfBirth'],
    ['future date', { ...person, dateOfBirth: '2030-01-01' }, 'dateOfBirth'],
    ['before 1800', { ...person, dateOfBirth: '1799-12-31' }, 'dateOfBirth'],
  ])('%s', (_label, input, field) => {
    expect(fieldOf(() => computeChart(input, '2026-06-15'))).toBe(field);
  });
  it('asOf and askedOn are checked too', () => {
    expect(fieldOf(() => computeChart(person, '2026-02-30'))).toBe('asOf');
    expect(fieldOf(() => answerQuestion(person, 'Will it work out?', 'tomorrow'))).toBe('askedOn');
    expect(fieldOf(() => answerQuestion(person, 'Hi', '2026-06-15'))).toBe('question');
    expect(fieldOf(() => answerQuestion(person, 'x'.repeat(501), '2026-06-15'))).toBe('question');
    expect(fieldOf(() => answerQuestion(person, '???', '2026-06-15'))).toBe('question');
    expect(
      fieldOf(() => answerQuestion({ ...person, dateOfBirth: '2026-07-01' }, 'Will it work out?', '2026-06-15')),
    ).toBe('dateOfBirth');
  });
  it('reads a question past 500 characters only for the help it needs (ADR 0999)', () => {
    const day = 'today i went to work, came home, made dinner and watched the same show again. ';
    const crisis = answerQuestion(person, `${day.repeat(7)}i have decided to end my life on friday`, '2026-06-15');
    expect(crisis.question?.safety).toBe('self-harm');
    // Its last sentence alone says it: the whole, a long day's story, weighs it as a question about death.
    const film = 'work was long again, the bus was late, i cooked pasta and watched an old film with the cat. ';
    const said = answerQuestion(person, `${film.repeat(6)}i dont think i want to be alive anymore`, '2026-06-15');
    expect(said.question?.safety).toBe('self-harm');
    const ordinary = `${day.repeat(7)}will next year be better?`;
    expect(fieldOf(() => answerQuestion(person, ordinary, '2026-06-15'))).toBe('question');
    expect(fieldOf(() => answerQuestion(person, `${day.repeat(30)}i want to die`, '2026-06-15'))).toBe('question');
  });
  it('accepts the edges: 1 letter, 200 characters, born on the reading date, 1800-01-01', () => {
    expect(computeChart({ ...person, name: 'A' }, '2026-06-15').core.expression.value).toBe(1);
    expect(computeChart({ ...person, name: 'B'.repeat(200) }, '2026-06-15').core.expression.value).toBeGreaterThan(0);
    expect(computeChart({ ...person, dateOfBirth: '2026-06-15' }, '2026-06-15').pinnacles.age).toBe(0);
    // Tishrei 5660 began in September 1899, so 1 January 1900 falls in Hebrew year 5660.
    expect(computeChart({ ...person, dateOfBirth: '1900-01-01' }, '2026-06-15').hebrewBirth.beforeSunset.year).toBe(
      5660,
    );
  });
  it('an error is an Error with a readable message', () => {
    const e = new NumerologyInputError('name', 'Please enter a name.');
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('Please enter a name.');
  });
});

describe('question topics', () => {
  it.each([
    ['Is my husband faithful to me?', 'love', 'yes-no'],
    ['Should I accept the job offer from the new company?', 'work', 'yes-no'],
    ['Is it a good time to invest my savings?', 'money', 'yes-no'],
    ['Will my back pain get better?', 'health', 'yes-no'],
    ['How can I heal my relationship with my mother?', 'family', 'open'],
    ['When should I travel abroad?', 'travel', 'when'],
    ['When will things change for me?', 'timing', 'when'],
    ['Should I stay or go?', 'decision', 'yes-no'],
    ['What is my purpose in this life?', 'spirituality', 'open'],
    ['Tell me about myself', 'general', 'open'],
    ['Will I pass my exams this summer?', 'study', 'yes-no'],
    ['Should I sign the custody agreement in court?', 'legal', 'yes-no'],
    ['Est-ce que mon entreprise va réussir?', 'general', 'open'],
  ])('%s → %s (%s)', (q, topic, form) => {
    const a = understandQuestion(q, { year: 2026, month: 11, day: 23 });
    expect(a.topic.id).toBe(topic);
    expect(a.form).toBe(form);
  });
});

describe('markdown helpers', () => {
  it('escapes every Markdown- and HTML-significant character and flattens lines', () => {
    expect(escapeMarkdown('# Hi *there* [x](http://a.b) <script>')).toBe(
      '\\# Hi \\*there\\* \\[x\\](http://a.b) \\<script\\>',
    );
    // Mid-line, "##" starts nothing; names keep their hyphens and full stops (ADR 0612).
    expect(escapeMarkdown('a\n\n## b')).toBe('a ## b');
    expect(escapeMarkdown("Anna-Lena O'Neil Jr.")).toBe("Anna-Lena O'Neil Jr.");
    expect(escapeMarkdown('O\u2028k')).toBe('O k');
  });
  it('splits off a first sentence at a full stop, "!" or "?", and keeps a text with no sentence end whole', () => {
    expect(splitFirstSentence('A year to begin. Plant seeds.')).toEqual(['A year to begin.', 'Plant seeds.']);
    expect(splitFirstSentence('A year to act! Plant seeds.')).toEqual(['A year to act!', 'Plant seeds.']);
    expect(splitFirstSentence('Ready to begin? Plant seeds.')).toEqual(['Ready to begin?', 'Plant seeds.']);
    expect(splitFirstSentence('One sentence only.')).toEqual(['One sentence only.', '']);
    expect(splitFirstSentence('No end at all')).toEqual(['No end at all', '']);
  });

  it('counts words like a reader', () => {
    expect(countWords("# Title\n\nHello, **world**: don't stop. Twenty-two!")).toBe(6);
    expect(countWords('')).toBe(0);
    expect(countWords('שלום עולם')).toBe(2);
  });
});

describe('profile', () => {
  it('has an id, a semantic version and a description', () => {
    expect(CALCULATION_PROFILE.id).toMatch(/^[a-z0-9-]+$/);
    expect(CALCULATION_PROFILE.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CALCULATION_PROFILE.description.length).toBeGreaterThan(100);
  });
});

describe('CLI', async () => {
  const { main } = await import('../src/cli');
  const run = (args: string[]) => {
    let out = '';
    let err = '';
    const code = main(args, {
      out: (t) => {
        out += t;
      },
      err: (t) => {
        err += t;
      },
      today: () => '2026-06-15',
    });
    return { code, out, err };
  };
  it('prints a comprehensive reading', () => {
    const r = run([
      'report',
      '--name',
      'Sarah Lynn Levy',
      '--dob',
      '1977-05-04',
      '--morning',
      '--type',
      'comprehensive',
    ]);
    expect(r.code).toBe(0);
    expect(r.out.startsWith('# A comprehensive reading for Sarah')).toBe(true);
  });
  it('prints the numbers with derivations as JSON', () => {
    const r = run(['report', '--name', 'Sarah Lynn Levy', '--dob', '1977-05-04', '--morning', '--json']);
    const json = JSON.parse(r.out);
    expect(json.chart.core.lifePath.value).toBe(6);
    expect(json.chart.core.lifePath.steps.length).toBeGreaterThan(0);
    expect(json.profile.id).toBe('kabbalah-pythagorean-gd');
  });
  it('answers a question on a given day', () => {
    const r = run([
      'report',
      '--name',
      'Sarah Lynn Levy',
      '--dob',
      '1977-05-04',
      '--type',
      'question',
      '--question',
      'Should I take the job?',
      '--asked-on',
      '2026-06-15',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('> Should I take the job?');
  });
  it('reports invalid input with the field and exit code 1, usage errors with 2', () => {
    const bad = run(['report', '--name', 'Sarah', '--dob', '1990-02-30']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Invalid dateOfBirth');
    expect(run(['report', '--dob', '1990-01-01']).code).toBe(2);
    expect(run(['report', '--name', 'A', '--dob', '1990-01-01', '--type', 'poem']).code).toBe(2);
    expect(run(['report', '--name', 'A', '--dob', '1990-01-01', '--type', 'question']).code).toBe(2);
  });
});
