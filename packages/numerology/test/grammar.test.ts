/**
 * Template grammar over 1,000 generated readings (500 people × free and comprehensive report), 600
 * question answers (every kind of question, the declined ones too) and 300 compatibility readings: article
 * and number agreement ("a Eight" → "an Eight"), titles keep their capital ("The Nurturer and the
 * creator"), subject-verb agreement in the known compound patterns ("Lovingkindness and … flows"),
 * sentences start with a capital, no doubled words and no empty slots left by a template.
 */
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { meaningOf, MEANING_NUMBERS } from '../src/text/numbers';
import { generatedPeople } from './support/figures';
import { fillTemplate, MORE_QUESTIONS, QUESTION_TEMPLATES } from './support/question-figures';
import { sentencesOf } from './support/sentences';

const ASOF = '2026-06-15';
const TITLES = MEANING_NUMBERS.map((n) => meaningOf(n).title.replace(/^The /, ''));
const titleAlt = TITLES.join('|');

/** Each rule: a pattern that must never match a sentence, and what it catches. */
const RULES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    '"a" before a vowel sound (a Eight, a Eleven, a Illuminator)',
    /\ba (?:[Ee]ight|[Ee]leven|(?!One\b)[AEIO][a-z]|[aei][a-z]{2})/,
  ],
  [
    '"an" before a consonant sound (an Two, an Seven)',
    /\ban (?:One|Two|Three|Four|Five|Six|Seven|Nine|Ten|Twenty|Thirty|[BCDFGJKLMNPQRSTVWXYZ]|[bcdfgjklmnpqrstvwxyz])/,
  ],
  [
    'a title lowercased after a capitalised one ("The Nurturer and the creator")',
    new RegExp(`\\b(?:${titleAlt}) and (?:the |a )?(?:${titleAlt.toLowerCase()})\\b`),
  ],
  [
    'a title lowercased as a name ("the nurturer of your Life Path")',
    new RegExp(`\\bthe (?:${titleAlt.toLowerCase()})(?:'s| of your)\\b`),
  ],
  [
    'a title with a capital "The" inside a sentence ("Sarah\'s 5, The Free Spirit, and …")',
    new RegExp(`(?:, | and | of | in )The (?:${titleAlt})\\b`),
  ],
  [
    'a compound subject with a singular verb ("Lovingkindness and generosity flows")',
    /\b[A-Za-z]+ and [a-z ]+ (?:flows|runs|belongs|carries) (?:along|into|through)\b/,
  ],
  [
    '"you" with a third-person verb',
    /(?<!\b(?:between|with|to|for|of|about|than|like|as) )\byou (?:is|has|was|carries|brings|wants|needs)\b/,
  ],
  ['"they/both/the two" with a singular verb', /\b(?:they|both|the two) (?:is|was|has)\b/],
  ['a doubled word', /\b([A-Za-z]+) \1\b/i],
  ['an empty template slot', /undefined|NaN|\[object|\(\)|, ,|\s[,.;:](?!\d)|\.\.(?!\.)|: \./],
  ['"to to" or "asks you to to"', /\bto to\b/],
  [
    'a word in brackets said again at once ("Hod (Splendour), the sephirah of splendour")',
    /\(([A-Z][a-z]{3,})\)[^.;:]{0,40}\b(?:of|from|to) (?:the )?\1\b/i,
  ],
];

const people = generatedPeople(500, 7);
const reports = people.flatMap((p) => [writeSimpleReport(p, ASOF), writeComprehensiveReport(p, ASOF)]);
const QUESTIONS = [...QUESTION_TEMPLATES, ...MORE_QUESTIONS];
const NAMES = ['Dana', 'Sam', 'Noa', 'Tom', 'José', 'Mary-Kate'];
const answers = people
  .slice(0, 300)
  .flatMap((p, i) =>
    [i, i + 17].map((k) =>
      answerQuestion(
        p,
        fillTemplate(QUESTIONS[k % QUESTIONS.length] ?? '', NAMES[k % NAMES.length] ?? '', 2026 + (k % 9)),
        ASOF,
      ),
    ),
  );
const pairs = people
  .slice(0, 300)
  .map((p, i) => writeCompatibilityReading(p, people[(i * 7 + 3) % people.length] ?? p, ASOF));
const readings = [...reports, ...answers, ...pairs];
// Split once: every rule scans the same 1,900 readings' sentences.
const sentences = readings.flatMap((r) => sentencesOf(r.markdown));
// The prose alone: the workings' lines ("Anne: A1 N5 N5 E5 = 16 → 7.") and the methods list ("Life Path: 6
// in this reading (…); 33 by all digits added at once (every digit of the date added: …)") are labelled lines.
const prose = readings.flatMap((r) =>
  sentencesOf(r.markdown, {
    skipSections: /How your numbers were calculated|How these numbers were calculated|Where calculators disagree/,
  }),
);

describe('template grammar over generated reports, question answers and compatibility readings', () => {
  it('generates 1,000 reports, 600 question answers and 300 compatibility readings', () => {
    expect(reports).toHaveLength(1000);
    expect(answers).toHaveLength(600);
    expect(new Set(answers.map((a) => a.question?.kind))).toEqual(
      new Set(['yes-no', 'should', 'when', 'last', 'meaning', 'open']),
    );
    expect(answers.some((a) => a.question?.safety !== 'safe')).toBe(true);
    expect(pairs).toHaveLength(300);
  });

  for (const [what, pattern] of RULES) {
    it(`no ${what}`, () => {
      const hits = sentences.filter((s) => pattern.test(s));
      expect(hits.slice(0, 3)).toEqual([]);
    });
  }

  it('no sentence of the prose has two colons ("a karmic debt number: The karmic debt 13 is read as …: …")', () => {
    // A labelled paragraph of the compatibility reading ("Life Path (the road each of you walks): …")
    // keeps its label's colon; the sentence after it is checked.
    const bad = prose.filter((x) => /:[^:]*:/.test(x.replace(/^[A-Z][\w' ]+ \([^)]*\): /, '').replace(/\d:\d/g, '')));
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('no sentence of the prose names one title twice ("the Creator in you outweighs the Creator")', () => {
    const once = TITLES.map((t) => new RegExp(`(?<!Master )\\b${t}\\b`, 'g'));
    const bad = prose.filter((x) => once.some((re) => (x.match(re) ?? []).length > 1));
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('every sentence starts with a capital letter, a digit, a quote or a Hebrew letter', () => {
    const bad = sentences.filter((s) => !/^["“(]?[\p{Lu}\d\u0590-\u05ff]/u.test(s));
    expect(bad.slice(0, 3)).toEqual([]);
  });

  it('every heading title is capitalised ("## Your Life Path: 6, The Nurturer")', () => {
    const bad = readings.flatMap((r) =>
      r.markdown.split('\n').filter((l) => /^##/.test(l) && new RegExp(`\\b(?:the|a) (?:${titleAlt})$`).test(l)),
    );
    expect(bad).toEqual([]);
  });
});
