/**
 * The Talmud's weekday list (Shabbat 156a) in the comprehensive report (issue 23, ADR 0851): an adult born on a
 * Monday evening was told Monday's "bad-tempered" and then, for the day after sunset, Tuesday's "wealthy and
 * unchaste". A reader is told only their own day's line, in the name of the notebook it comes from, with the blunt
 * Aramaic named rather than put in the harshest English; no other day's line is quoted. Over generated adults and
 * readers past working age on generated dates (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonInput } from '../src/chart';
import { addDays, formatIsoDate } from '../src/dates';
import { writeComprehensiveReport } from '../src/reading';
import { generatedPeople } from './support/figures';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** What identifies each day's line in the list, in the old words and the new. */
const LINE: Readonly<Record<string, RegExp>> = {
  Sunday: /without one thing/,
  Monday: /bad-tempered|quick to anger|ragzan/,
  Tuesday: /wealthy|unchaste|zanai|strong desires|passionate/,
  Wednesday: /retentive memory/,
  Thursday: /practise kindness/,
  Friday: /a seeker/,
  Saturday: /die on the Sabbath|great and holy/,
};
const HARSH = /\b(?:bad-tempered|unchaste|promiscuous)\b/i;

/** The paragraph of the report that speaks of the weekday of birth. */
function weekdayParagraph(markdown: string): string {
  return markdown.split('\n').find((l) => l.startsWith('You were born on a ')) ?? '';
}

const pool = generatedPeople(300, 156);
const on = fc.integer({ min: 0, max: 3650 }).map((d) => addDays({ year: 2024, month: 1, day: 1 }, d));

function aged(p: PersonInput, age: number, date: { year: number; month: number; day: number }, shift: number) {
  const born = addDays({ year: date.year - age - 1, month: date.month, day: date.day }, 1 + (shift % 360));
  return { ...p, dateOfBirth: formatIsoDate(born) };
}

describe("the Talmud's weekday list", () => {
  it("is quoted for the reader's own day only, in the notebook's name, without the harshest English", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pool),
        fc.integer({ min: 18, max: 105 }),
        fc.nat(),
        fc.boolean(),
        on,
        (p, age, shift, morning, date) => {
          const reader = { ...aged(p, age, date, shift), bornInMorning: morning };
          const r = writeComprehensiveReport(reader, formatIsoDate(date));
          const own = r.chart.hebrewBirth.weekday.weekday;
          const para = weekdayParagraph(r.markdown);
          expect(para).toMatch(/Rabbi Yehoshua ben Levi's notebook \(Talmud, Shabbat 156a\)/);
          expect(para).toMatch(LINE[own] as RegExp);
          for (const [day, line] of Object.entries(LINE)) if (day !== own) expect(para, day).not.toMatch(line);
          expect(r.markdown).not.toMatch(HARSH);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it("a Monday evening birth is told Monday's line and that Tuesday would be its day after sunset, not Tuesday's line", () => {
    const r = writeComprehensiveReport(
      { name: 'Daniel Levy', dateOfBirth: '1985-06-10', bornInMorning: false },
      '2026-11-27',
    );
    const para = weekdayParagraph(r.markdown);
    expect(r.chart.hebrewBirth.weekday.weekday).toBe('Monday');
    expect(para).toMatch(/says of Monday that one born on it will be quick to anger \(the Aramaic word is ragzan\)/);
    expect(para).toMatch(/already Tuesday, and the list would speak of you under that day instead\./);
    expect(para).not.toMatch(/wealthy|unchaste/);
  });

  it('a Tuesday birth is told its own line honestly: wealthy, and the blunt Aramaic named after its plain meaning', () => {
    const r = writeComprehensiveReport(
      { name: 'Maria Santos', dateOfBirth: '1990-07-03', bornInMorning: true },
      '2026-11-27',
    );
    expect(r.chart.hebrewBirth.weekday.weekday).toBe('Tuesday');
    expect(weekdayParagraph(r.markdown)).toMatch(
      /will be wealthy and passionate in love \(the Aramaic word, zanai, is blunter\)/,
    );
  });
});
