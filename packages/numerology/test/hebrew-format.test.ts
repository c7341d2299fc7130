/**
 * The engine's Hebrew date (ICU's start of each year, the days within it counted from the months' lengths)
 * agrees with ICU's own parts (formatToParts) on every day from 1800 to 2200: every kind of year
 * (deficient, regular, complete, leap), both Adars, every new year's eve and every month's last day.
 */
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate, formatIsoDate } from '../src/dates';
import { toHebrewDate } from '../src/hebrew-calendar';

const PARTS = new Intl.DateTimeFormat('en-u-ca-hebrew', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

function icuParts(d: CalendarDate) {
  const parts = PARTS.formatToParts(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
  const value = (type: string) => parts.find((p) => p.type === type)?.value;
  return { day: Number(value('day')), month: value('month'), year: Number(value('year')) };
}

describe("Hebrew dates counted within ICU's years", () => {
  it('agree with ICU formatToParts on every day of four centuries', () => {
    const months = new Set<string>();
    let d: CalendarDate = { year: 1800, month: 1, day: 1 };
    let checked = 0;
    // Differences are collected and compared once: an expect per day made this test ten times slower.
    const differences: string[] = [];
    while (d.year < 2200) {
      const ours = toHebrewDate(d);
      const icu = icuParts(d);
      const name =
        icu.month === 'Tamuz'
          ? 'Tammuz'
          : icu.month === 'Tishri'
            ? 'Tishrei'
            : icu.month === 'Heshvan'
              ? 'Cheshvan'
              : icu.month;
      if (ours.day !== icu.day || ours.month.name !== name || ours.year !== icu.year)
        differences.push(
          `${formatIsoDate(d)}: ${ours.day} ${ours.month.name} ${ours.year}, ICU ${icu.day} ${name} ${icu.year}`,
        );
      months.add(ours.month.name);
      checked += 1;
      d = addDays(d, 1);
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(146_000);
    expect(months.has('Adar I') && months.has('Adar II') && months.has('Adar')).toBe(true);
  }, 30_000);

  it("agree with ICU far outside the engine's range too, where the yearly probe gives way to ICU itself", () => {
    for (const start of [1000, 4000, 6000]) {
      let d: CalendarDate = { year: start, month: 1, day: 1 };
      while (d.year < start + 3) {
        const ours = toHebrewDate(d);
        const icu = icuParts(d);
        expect([ours.day, ours.year]).toEqual([icu.day, icu.year]);
        d = addDays(d, 3);
      }
    }
  });
});
