/**
 * A reader under 18 is told of their later pinnacles, the adult years still ahead, without partnership,
 * marriage or material progress (issue 23, ADR 0613): the pinnacle words, the stages of life and the
 * keywords the cycles and the year sections weave in. Over generated teenagers (fast-check); an adult with
 * the same numbers still hears the adult words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonInput } from '../src/chart';
import { addDays, formatIsoDate } from '../src/dates';
import { writeComprehensiveReport } from '../src/reading';
import { generatedPeople } from './support/figures';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** A couple, a marriage or wealth: adult life, not a teenager's. */
const COUPLE_OR_WEALTH =
  /\b(?:partnerships?|partners?|marri\w*|spouse|wedding|romanc\w*|romantic|husband|wife|material progress|wealth\w*)\b/i;

/** What reads the pinnacles: the great cycles section, and the year's sentence on the pinnacle it runs inside. */
function cyclesAndYear(markdown: string): string {
  const cycles = markdown.slice(
    markdown.indexOf('## The great cycles'),
    markdown.indexOf('## Your year, month and day'),
  );
  const year = markdown.slice(
    markdown.indexOf('## Your year, month and day'),
    markdown.indexOf('## Where calculators'),
  );
  const inPinnacle = year.split(/(?<=\.)\s+/).filter((s) => /pinnacle/.test(s));
  return [cycles, ...inPinnacle].join('\n');
}

const pool = generatedPeople(300, 27);
const on = fc.integer({ min: 0, max: 3650 }).map((d) => addDays({ year: 2024, month: 1, day: 1 }, d));

function aged(p: PersonInput, age: number, date: { year: number; month: number; day: number }, shift: number) {
  const born = addDays({ year: date.year - age - 1, month: date.month, day: date.day }, 1 + (shift % 360));
  return { ...p, dateOfBirth: formatIsoDate(born) };
}

describe("a teenager's pinnacles", () => {
  it('never speak of partnership, marriage or material progress', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.integer({ min: 13, max: 17 }), fc.nat(), on, (p, age, shift, date) => {
        const young = aged(p, age, date, shift);
        const reading = writeComprehensiveReport(young, formatIsoDate(date));
        expect(reading.chart.pinnacles.age).toBe(age);
        const text = cyclesAndYear(reading.markdown);
        expect(text).toMatch(/pinnacle/);
        expect(text.match(COUPLE_OR_WEALTH), young.dateOfBirth).toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a Two, a Six and an Eight pinnacle are told in their young words; an adult with the same pinnacles hears the adult ones', () => {
    // Born 2011 and 2002 (both years reduce to 4): the same pinnacles, 1 1 2 8 and 4 6 1 6, at 15 and at 24.
    for (const [monthDay, expected] of [
      ['04-24', [1, 1, 2, 8]],
      ['11-20', [4, 6, 1, 6]],
    ] as const) {
      const teen = { name: 'Noa Levy', dateOfBirth: `2011-${monthDay}`, bornInMorning: true };
      const reading = writeComprehensiveReport(teen, '2026-06-15');
      expect(reading.chart.pinnacles.pinnacles.map((p) => p.number.value)).toEqual(expected);
      const text = cyclesAndYear(reading.markdown);
      expect(text).toMatch(/the years when you find your place in the world/i);
      expect(text.match(COUPLE_OR_WEALTH)).toBeNull();
      const adult = writeComprehensiveReport({ ...teen, dateOfBirth: `2002-${monthDay}` }, '2026-06-15');
      expect(adult.chart.pinnacles.pinnacles.map((p) => p.number.value)).toEqual(expected);
      expect(cyclesAndYear(adult.markdown)).toMatch(/partnership|material progress/);
    }
  });
});
