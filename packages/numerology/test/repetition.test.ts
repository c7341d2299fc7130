/**
 * No answer repeats itself: inside one question answer or one compatibility reading, no sentence
 * appears twice and no run of eight words appears twice; the question is quoted once and said back in
 * the reader's terms at most twice. Property tests over generated people, questions and asking days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { addDays, formatIsoDate } from '../src/dates';
import { focusOf } from '../src/questions/parse';
import { answerQuestion } from '../src/reading';
import { escapeMarkdown } from '../src/write/markdown';
import { generatedPeople } from './support/figures';
import { fillTemplate, MORE_QUESTIONS, QUESTION_TEMPLATES } from './support/question-figures';
import { repeatedPhrases, repeatedSentences, sentencesOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261123 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const people = fc.constantFrom(...generatedPeople(200, 21));
const askedOn = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => formatIsoDate(addDays({ year: 2026, month: 1, day: 1 }, n)));
const question = fc
  .tuple(
    fc.constantFrom(...QUESTION_TEMPLATES, ...MORE_QUESTIONS),
    fc.constantFrom('Dana', 'Sam', 'Noa', 'Tom', 'José', 'Mary-Kate'),
    fc.integer({ min: 2026, max: 2035 }),
  )
  .map(([t, n, y]) => fillTemplate(t, n, y));

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the repetition measures', () => {
  it('finds a long phrase said twice, once, however long the repeat runs', () => {
    const md = 'One two three four five six seven eight nine. Then one two three four five six seven eight nine again.';
    expect(repeatedPhrases(md, 8)).toEqual(['one two three four five six seven eight nine']);
    expect(repeatedPhrases('One two three four five six seven eight. Nothing else here at all.', 8)).toEqual([]);
  });
});

describe('a question answer never repeats itself', () => {
  it('has no repeated sentence or eight-word phrase, quotes the question once and says it back at most twice', () => {
    fc.assert(
      fc.property(people, question, askedOn, (p, q, on) => {
        const md = answerQuestion(p, q, on).markdown;
        expect(repeatedSentences(sentencesOf(md), 0), q).toEqual([]);
        expect(repeatedPhrases(md, 8), q).toEqual([]);
        expect(occurrences(md, escapeMarkdown(q)), q).toBe(1);
        const focus = focusOf(q);
        if (focus) expect(occurrences(md.toLowerCase(), escapeMarkdown(focus).toLowerCase()), q).toBeLessThanOrEqual(2);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});

describe('a compatibility reading never repeats itself', () => {
  it('has no repeated sentence and no repeated eight-word phrase outside its working', () => {
    fc.assert(
      fc.property(people, people, askedOn, (a, b, on) => {
        // One person read against themselves is not a pair (every line would name them twice).
        fc.pre(a.name !== b.name);
        const md = writeCompatibilityReading(a, b, on).markdown;
        const skipSections = /How these numbers were calculated/;
        expect(repeatedSentences(sentencesOf(md, { skipSections }), 0)).toEqual([]);
        expect(repeatedPhrases(md, 8, { skipSections })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
