/**
 * The Hebrew date read from ICU's formatted text agrees with ICU's own parts (formatToParts) on every
 * 5th day from 1800 to 2200, leap years and both Adars included.
 */
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../src/dates';
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

describe('Hebrew dates from the formatted text', () => {
  it('agree with ICU formatToParts over four centuries', () => {
    const months = new Set<string>();
    let d: CalendarDate = { year: 1800, month: 1, day: 1 };
    let checked = 0;
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
      expect({ day: ours.day, month: ours.month.name, year: ours.year }).toEqual({
        day: icu.day,
        month: name,
        year: icu.year,
      });
      months.add(ours.month.name);
      checked += 1;
      d = addDays(d, 5);
    }
    expect(checked).toBeGreaterThan(29_000);
    expect(months.has('Adar I') && months.has('Adar II') && months.has('Adar')).toBe(true);
  });
});
