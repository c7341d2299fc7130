/**
 * The working names each part of the birth date as it was and as it reduced: someone born on the 17th
 * reads "birth day 17 → 8", never "birth day 8" (which would say they were born on the 8th).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart';
import { addDays, formatIsoDate } from '../src/dates';
import { answerQuestion, writeComprehensiveReport } from '../src/reading';

const ann = { name: 'Ann Lee', dateOfBirth: '1992-04-17', bornInMorning: false };

describe('date parts in the working', () => {
  it('shows the 17th as "17 → 8" in the Personal Year, the pinnacles and the challenges', () => {
    const chart = computeChart(ann, '2026-11-23');
    expect(chart.personal.year.steps).toEqual([
      'Birth month 4 + birth day 17 → 8 + calendar year 2026 → 10 → 1 = 13.',
      'Reduce: 13 → 4.',
    ]);
    expect(chart.pinnacles.pinnacles[0]?.number.steps[0]).toBe('Month 4 + day 17 → 8 = 12.');
    expect(chart.pinnacles.pinnacles[1]?.number.steps[0]).toBe('Day 17 → 8 + year 1992 → 21 → 3 = 11.');
    expect(chart.pinnacles.challenges[0]?.number.steps[0]).toBe('Month 4 − day 17 → 8: |4 − 8| = 4.');
  });

  it('keeps a master month and day in the Personal Year and reduces them fully in the challenges', () => {
    const chart = computeChart({ name: 'Ann Lee', dateOfBirth: '1985-11-29', bornInMorning: false }, '2026-11-23');
    expect(chart.personal.year.steps[0]).toBe('Birth month 11 + birth day 29 → 11 + calendar year 2026 → 10 → 1 = 23.');
    expect(chart.pinnacles.challenges[0]?.number.steps[0]).toBe('Month 11 → 2 − day 29 → 11 → 2: |2 − 2| = 0.');
  });

  it('prints that working in the comprehensive report and in an answer about a named year', () => {
    expect(writeComprehensiveReport(ann, '2026-11-23').markdown).toContain(
      'Personal Year 4 (Birth month 4 + birth day 17 → 8 + calendar year 2026 → 10 → 1 = 13. Reduce: 13 → 4.)',
    );
    expect(answerQuestion(ann, 'Is 2027 a good year to move house?', '2026-11-23').markdown).toContain(
      'birth month 4 + birth day 17 → 8 + the year 2027 → 11 = 23, which reduces to 5.',
    );
  });

  it('for any birth date, the Personal Year working starts from the day of the month itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70000 }), (n) => {
        const dob = addDays({ year: 1830, month: 1, day: 1 }, n);
        const chart = computeChart(
          { name: 'Ann Lee', dateOfBirth: formatIsoDate(dob), bornInMorning: false },
          '2026-11-23',
        );
        const [first] = chart.personal.year.steps;
        expect(first).toMatch(new RegExp(`^Birth month ${dob.month}( → \\d+)? \\+ birth day ${dob.day}( → \\d+)* \\+`));
      }),
      { numRuns: 300 },
    );
  });
});
