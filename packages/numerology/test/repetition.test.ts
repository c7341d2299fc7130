/**
 * No reading repeats itself: inside one free or comprehensive report, question answer or compatibility
 * reading, no sentence appears twice and no run of eight words appears twice; a question is quoted once,
 * said back in the reader's terms at most twice, and names its topic in full once (a short form after).
 * Property tests over generated people, questions and asking days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { addDays, formatIsoDate } from '../src/dates';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { topicById, type TopicId } from '../src/text/topics';
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
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word mentions of `phrase`, any case. */
const mentionsOf = (text: string, phrase: string) =>
  (text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'giu')) ?? []).length;

/**
 * The comprehensive report's working is arithmetic over the same date parts and letters: the birth
 * year's reduction feeds the Life Path, two pinnacles and three challenges, and a karmic debt's step is
 * written in each number it passes through, so its eight-word runs must repeat. It is left out of the
 * phrase measure, and only it; its one fixed label (how a name number is added) is checked apart: said once.
 */
const WORKING = /How your numbers were calculated/;
const NAME_RULE = /reduce each name, then add the names/g;

describe('the repetition measures', () => {
  it('finds a long phrase said twice, once, however long the repeat runs', () => {
    const md = 'One two three four five six seven eight nine. Then one two three four five six seven eight nine again.';
    expect(repeatedPhrases(md, 8)).toEqual(['one two three four five six seven eight nine']);
    expect(repeatedPhrases('One two three four five six seven eight. Nothing else here at all.', 8)).toEqual([]);
  });
});

describe('the free and comprehensive reports never repeat themselves', () => {
  it('have no repeated sentence over 40 characters and no repeated eight-word phrase outside the working', () => {
    fc.assert(
      fc.property(people, askedOn, (p, on) => {
        const free = writeSimpleReport(p, on).markdown;
        const full = writeComprehensiveReport(p, on).markdown;
        expect(repeatedSentences(sentencesOf(free)), p.name).toEqual([]);
        expect(repeatedPhrases(free, 8), p.name).toEqual([]);
        expect(repeatedSentences(sentencesOf(full)), p.name).toEqual([]);
        expect(repeatedPhrases(full, 8, { skipSections: WORKING }), p.name).toEqual([]);
        expect(full.match(NAME_RULE)?.length ?? 0, p.name).toBeLessThanOrEqual(1);
      }),
      {
        numRuns: 300,
        // Found by a sweep of 10,000 generated readings (ADR 0872): an Expression 11 or 33 told what it carries
        // ("so your talent has the Two's patience, with a sharper intuition"), then a Personal Month 11 or Day 33
        // told the same words ("The month is an Eleven as well: the Two's patience, …").
        examples: [
          [{ name: 'Aisha James Mensah', dateOfBirth: '1952-02-16', bornInMorning: true }, '2029-07-27'],
          [{ name: 'Mary-Kate Grace Haddad', dateOfBirth: '1941-07-22', bornInMorning: false }, '2030-04-22'],
        ],
      },
    );
  }, 60_000);
});

describe('a question answer never repeats itself', () => {
  it('has no repeated sentence or eight-word phrase, quotes the question once', () => {
    fc.assert(
      fc.property(people, question, askedOn, (p, q, on) => {
        const md = answerQuestion(p, q, on).markdown;
        expect(repeatedSentences(sentencesOf(md), 0), q).toEqual([]);
        expect(repeatedPhrases(md, 8), q).toEqual([]);
        expect(occurrences(md, escapeMarkdown(q)), q).toBe(1);
      }),
      {
        numRuns: 400,
        // Found by a run: the month of asking had the Personal Year's number, and both said "a month for …".
        examples: [
          [
            { name: 'Zoë Smith', dateOfBirth: '1986-01-01', bornInMorning: true },
            'Tell me something about my week',
            '2027-09-01',
          ],
        ],
      },
    );
  }, 60_000);
});

describe('a question answer names its topic in full once', () => {
  // The short form is counted outside the full label ("work" in "work and vocation" is not a second
  // mention); five allows the answer's own four (the year, month or day read, the cycle and the months
  // in the numbers list, the other person's part) and one in the number's own text ("At work you shine").
  it('says the full topic label at most once and its short form at most five times', () => {
    fc.assert(
      fc.property(people, question, askedOn, (p, q, on) => {
        const reading = answerQuestion(p, q, on);
        fc.pre(reading.question?.safety === 'safe');
        const topic = topicById(reading.question?.topic as TopicId);
        // The quoted question is the reader's words, not the answer's.
        const prose = reading.markdown
          .split('\n')
          .filter((l) => !l.startsWith('>'))
          .join('\n');
        const full = mentionsOf(prose, topic.label);
        const short = mentionsOf(prose.split(topic.label).join(' '), topic.short);
        // A one-word label ("family") is also an everyday word of the numbers' text; only a label of
        // several words ("work and vocation") can be counted as the answer naming its topic.
        if (topic.label.includes(' ')) expect(full, q).toBeLessThanOrEqual(1);
        expect(short, q).toBeLessThanOrEqual(5);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});

describe('a compatibility reading never repeats itself', () => {
  it('a number the pair shares three times is said of both earlier places the third time (found by the property below)', () => {
    const md = writeCompatibilityReading(
      { name: 'Zoë Anne Mensah', dateOfBirth: '1982-09-12', bornInMorning: false },
      { name: 'Chen Lynn Cohen', dateOfBirth: '1988-06-27', bornInMorning: false },
      '2026-01-01',
    ).markdown;
    const skipSections = /How these numbers were calculated/;
    expect(repeatedPhrases(md, 8, { skipSections })).toEqual([]);
    expect(md).toMatch(/the Soul Urge 5, a third time after your Life Path and Expression/);
  });

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
