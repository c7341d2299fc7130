/**
 * Sentences a reader can follow (issue 23): the pinnacle sentences ran to 50 words and the Talmud's weekday
 * list to 70. Over generated people (names of many origins and scripts, ages 11 to 105, four reading dates),
 * no sentence of the simple or the comprehensive report is over 45 words, and none in the pinnacles over 35.
 * Tables, the working ("How your numbers were calculated") and the list of other calculators' workings are
 * arithmetic, not sentences, and are left out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const MAX_WORDS = 45;
const MAX_PINNACLE_WORDS = 35;
const WORKING = /^#{1,6} How (?:your|these) numbers were calculated/;
const DISAGREE = /^#{1,6} Where calculators disagree/;
const PINNACLES = /^#{1,6} The great cycles of your life/;

/** Each prose sentence with its section's heading; a sentence may also begin with a name in another script (שרה, محمد). */
export function proseSentences(markdown: string): Array<{ section: string; sentence: string; words: number }> {
  const out: Array<{ section: string; sentence: string; words: number }> = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    if (/^#{1,6}\s/.test(line)) {
      section = line;
      continue;
    }
    if (WORKING.test(section) || (DISAGREE.test(section) && /^\s*-\s/.test(line))) continue;
    for (const s of sentencesOf(line).flatMap((x) => x.split(/(?<=[.!?])\s+(?=(?!\p{Script=Latin})\p{L})/u)))
      out.push({ section, sentence: s, words: s.split(/\s+/).length });
  }
  return out;
}

const tooLong = (markdown: string) =>
  proseSentences(markdown).filter(
    (s) => s.words > MAX_WORDS || (PINNACLES.test(s.section) && s.words > MAX_PINNACLE_WORDS),
  );

const OTHER_NAMES = ['李静怡', 'محمد علي', 'שרה לוי', 'Анна Иванова', 'Γιώργος Παπαδόπουλος', 'Mary-Kate O’Brien'];
const people = fc.oneof(
  fc.constantFrom(...generatedPeople(400, 41)),
  fc.record({
    name: fc.constantFrom(...OTHER_NAMES),
    dateOfBirth: fc.constantFrom('1926-03-01', '1948-12-31', '1990-07-15', '2011-02-28'),
    bornInMorning: fc.boolean(),
  }),
);
const on = fc.constantFrom('2026-06-15', '2026-11-27', '2027-02-03', '2031-09-09');

describe('sentences in the simple and comprehensive reports', () => {
  it(`are at most ${MAX_WORDS} words, and at most ${MAX_PINNACLE_WORDS} in the pinnacles`, () => {
    fc.assert(
      fc.property(people, on, (p, date) => {
        const simple = writeSimpleReport(p, date);
        const full = writeComprehensiveReport(p, date);
        expect(tooLong(simple.markdown)).toEqual([]);
        expect(tooLong(full.markdown)).toEqual([]);
        // The pinnacle section is found, so the tighter bound is really applied.
        expect(proseSentences(full.markdown).some((s) => PINNACLES.test(s.section))).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a sentence beginning with a Hebrew spelling is counted on its own, and a long one is caught', () => {
    const md = `## A\n\nOne two. שרה לוי is here.\n\n## The great cycles of your life: pinnacles\n\n${'word '.repeat(36).trim()}.`;
    expect(proseSentences(md).map((s) => s.words)).toEqual([2, 4, 36]);
    expect(tooLong(md).map((s) => s.words)).toEqual([36]);
  });
});
