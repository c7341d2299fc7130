/**
 * Readings describe temperament; they never tell anyone what to do with money, health or the law
 * (issue 23). Over generated people and reading dates (fast-check), no sentence of a free, comprehensive
 * or compatibility reading both touches money, health or the law and gives an instruction about it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { addDays, formatIsoDate } from '../src/dates';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { TOPICS } from '../src/text/topics';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261126 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** Money, health, medicine and the law ("karmic debt" is numerology's own term, not money). */
const TOPIC =
  /\b(?:money|financ\w*|savings?|saving|invest\w*|(?<!karmic )debts?|loans?|budget\w*|reserves?|spend\w*|wealth\w*|income|salar\w*|health\w*|doctors?|medic\w*|diet\w*|illness\w*|symptoms?|legal\w*|law(?:yer)?s?|courts?|contracts?|agreements?)\b/i;
/** An instruction: an imperative opening a clause, or a modal of advice. */
const IMPERATIVE =
  /^(?:just |so |then |and |but )?(?:give|set|make sure|decide|keep|save|invest|spend|avoid|put|consult|see a|ask|plan|never|don't|do not|stop|borrow|lend|sign|pay|buy|sell|let|take|talk|try)\b/i;
const MODAL =
  /\b(?:you should|you must|you ought|you need to|it is wise|be sure to|make sure|it pays to|better to|remember to)\b/i;
/** Imperatives that open a sentence after one about money ("… reserves. Decide when you are calm."). */
const OPENING =
  /^(?:give|set|make sure|decide|keep|save|invest|spend|avoid|put|consult|see a|never|don't|do not|stop|borrow|lend|sign|pay|buy|sell)\b/i;

/** The sentences that give money, health or legal instructions: per clause, or right after a sentence on it. */
function advice(sentences: readonly string[]): string[] {
  return sentences.filter((s, i) => {
    const clauses = s.split(/[;:]|,\s*(?=(?:and|but|while|so)\s)/).map((c) => c.trim());
    if (clauses.some((c) => TOPIC.test(c) && (IMPERATIVE.test(c) || MODAL.test(c)))) return true;
    return OPENING.test(s) && (TOPIC.test(s) || TOPIC.test(sentences[i - 1] ?? ''));
  });
}

const pool = generatedPeople(400, 23);
const person = fc.constantFrom(...pool);
const on = fc.integer({ min: 0, max: 3650 }).map((d) => formatIsoDate(addDays({ year: 2025, month: 1, day: 1 }, d)));

describe('no money, health or legal advice in any reading', () => {
  it('the check catches the instructions the readings used to give', () => {
    for (const s of [
      'With money you are generous, sometimes too much. Give from plenty, not from your reserves.',
      'With money your intuition is good but your nerves are not a reliable adviser. Decide when you are calm, not when you are anxious.',
      'Partnerships can bring you gain; just make sure the agreements are written as clearly as they are felt.',
      'With money you give readily. Make sure your generosity rests on a secure base.',
    ])
      expect(advice(sentencesOf(s)), s).not.toEqual([]);
    for (const s of [
      'With money you are generous, sometimes more than your own reserves would suggest.',
      'This month is a month for ambition, money matters and decisions, and the day a day to let it go.',
    ])
      expect(advice(sentencesOf(s)), s).toEqual([]);
  });

  it('no number text gives money or health instructions', () => {
    for (const n of MEANING_NUMBERS) {
      const m = meaningOf(n);
      for (const text of [m.money, m.wellbeing, m.work, m.personalYear, m.personalMonth, m.personalDay])
        expect(advice(sentencesOf(text)), `${n}`).toEqual([]);
    }
  });

  it('no topic’s counsel gives money, health or legal instructions (the counsel closes an open question)', () => {
    for (const t of TOPICS) expect(advice(sentencesOf(t.counsel)), t.id).toEqual([]);
  });

  it('answers to money, health and legal questions describe, never instruct (a declined question’s referral aside)', () => {
    const asked = fc.constantFrom(
      'what should i do about money next year',
      'is 2027 a good year to ask for a raise',
      'should i sign the contract for the new flat in march',
      'how can i look after my health this winter',
      'what does 2027 hold for my savings',
      'should i go back on a diet in january',
      'how do i handle the dispute with my landlord calmly',
    );
    fc.assert(
      fc.property(person, asked, on, (a, q, date) => {
        const r = answerQuestion(a, q, date);
        fc.pre(r.question?.safety === undefined || r.question.safety === 'safe');
        expect(advice(sentencesOf(r.markdown)), q).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('free, comprehensive and compatibility readings for generated people describe, never instruct', () => {
    fc.assert(
      fc.property(person, person, on, (a, b, date) => {
        for (const r of [
          writeSimpleReport(a, date),
          writeComprehensiveReport(a, date),
          writeCompatibilityReading(a, b, date),
        ]) {
          expect(advice(sentencesOf(r.markdown)), r.kind).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
