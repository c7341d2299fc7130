import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, formatIsoDate, monthName, weekdayIndex, type CalendarDate } from '../src/dates';
import { timeAskedAbout, type AskedTime } from '../src/questions/time';
import { easterSunday, nthWeekday } from '../src/questions/time/calendars';

const MONTHS = Array.from({ length: 12 }, (_, i) => monthName(i + 1));
const lastDay = (y: number, m: number) =>
  addDays(m === 12 ? { year: y + 1, month: 1, day: 1 } : { year: y, month: m + 1, day: 1 }, -1);
const inRange = (x: CalendarDate, t: AskedTime) => compareDates(t.from, x) <= 0 && compareDates(x, t.to) <= 0;
const overlaps = (a: CalendarDate, b: CalendarDate, t: AskedTime) =>
  compareDates(a, t.to) <= 0 && compareDates(t.from, b) <= 0;

/** Every day, month and year the label names, each of which must lie in (or, for a month or year, meet) the range. */
function labelProblems(t: AskedTime): string[] {
  const problems: string[] = [];
  const month = `(${MONTHS.join('|')})`;
  const label = t.label;
  for (const m of label.matchAll(new RegExp(`(\\d{1,2}) ${month} (\\d{4})`, 'g'))) {
    const x = { year: Number(m[3]), month: MONTHS.indexOf(m[2]!) + 1, day: Number(m[1]) };
    if (!inRange(x, t)) problems.push(`day ${m[0]}`);
  }
  for (const m of label.matchAll(new RegExp(`(?<!\\d)(\\d{1,2}) to (\\d{1,2}) ${month} (\\d{4})`, 'g'))) {
    const x = { year: Number(m[4]), month: MONTHS.indexOf(m[3]!) + 1, day: Number(m[1]) };
    if (!inRange(x, t)) problems.push(`day ${m[1]} of ${m[0]}`);
  }
  for (const m of label.matchAll(new RegExp(`(?<!\\d )${month} (\\d{4})`, 'g'))) {
    const y = Number(m[2]);
    const mo = MONTHS.indexOf(m[1]!) + 1;
    if (!overlaps({ year: y, month: mo, day: 1 }, lastDay(y, mo), t)) problems.push(`month ${m[0]}`);
  }
  for (const m of label.matchAll(/(?<![\d-])\b(\d{4})\b/g)) {
    const y = Number(m[1]);
    if (!overlaps({ year: y, month: 1, day: 1 }, { year: y, month: 12, day: 31 }, t)) problems.push(`year ${m[0]}`);
  }
  return problems;
}

// Time expressions as customers type them ({Y+1}: the year after the asking day's); each must be read as a
// time on any asking day.
const EXPRESSIONS = [
  'this year',
  'this month',
  'this week',
  'this weekend',
  'today',
  'tonight',
  'tomorrow',
  'tmrw',
  'next week',
  'nxt month',
  'next month',
  'next year',
  'the next few weeks',
  'in the coming months',
  'within 10 days',
  'within three weeks',
  'within 6 months',
  'in 3 months',
  'in two weeks',
  'by the end of the year',
  'before the end of the month',
  'by the end of {Y+3}',
  'early {Y+1}',
  'late next year',
  'in {Y+2}',
  'in march',
  'by june',
  'b4 december',
  'until october',
  'after august',
  'march {Y+1}',
  'in febuary',
  'on 14 feb {Y+1}',
  'the 3rd of march',
  'on the 5th',
  'next friday',
  'on monday',
  'this spring',
  'this summer',
  'next autumn',
  'this fall',
  'by summer',
  'before summer',
  'before summer {Y+1}',
  'in the winter',
  'christmas eve',
  'xmas',
  'christmas day',
  'boxing day',
  "new year's eve",
  "new year's day",
  'after new year',
  'in the new year',
  "valentine's day",
  'easter',
  'halloween',
  'thanksgiving',
  'the christmas holidays',
  'ramadan',
  'eid',
  'eid al-adha',
  'chinese new year',
  'rosh hashanah',
  'hanukkah',
  'between christmas and new year',
  'dec or jan',
  'the year ahead',
  'the first week of january',
  'the second half of next month',
  'last week',
  'last year',
  'in {Y-5}',
  'the christmas holidays',
  'between now and christmas',
  'from now until march',
  'mid-{Y+1}',
  'q1',
  'next quarter',
  'this quarter',
  'in a few days',
  '6 months from now',
  'black friday',
  'lent',
  'over christmas and new year',
  'friday the 13th',
  'the 22nd',
  'june or july',
  'the end of next month',
  'my birthday',
  'by my birthday',
  'before i turn 90',
  'after my birthday',
] as const;
const TEMPLATES = [
  (x: string) => `will i find a new job ${x}`,
  (x: string) => `is ${x} a good time to move house?`,
  (x: string) => `should i ask her out ${x} or wait`,
  (x: string) => `${x}, will things finally get better for me`,
  (x: string) => `WHAT DOES ${x.toUpperCase()} HOLD FOR MY CAREER`,
  (x: string) => `my mum says i should wait but is ${x} lucky for signing the lease?? x`,
];

const day = fc
  .oneof(
    fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }),
    // Year ends, year starts and leap days, where off-by-one errors live.
    fc
      .tuple(
        fc.integer({ min: 1900, max: 2100 }),
        fc.constantFrom([12, 31], [12, 30], [12, 24], [1, 1], [2, 28], [2, 29], [3, 1], [11, 30]),
      )
      .map(([y, [m, dd]]) => Date.UTC(y, m! - 1, dd)),
  )
  .map((ms) => {
    const t = new Date(ms);
    return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() } as CalendarDate;
  });
const birth = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2090, 11, 31) }).map((ms) => {
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() } as CalendarDate;
});

describe('timeAskedAbout: properties over generated questions and asking days (1900-2100)', () => {
  it('ranges start on or after the asking day (unless past), end after they start, and labels name only days inside', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPRESSIONS),
        fc.constantFrom(...TEMPLATES),
        day,
        birth,
        (x, template, on, dob) => {
          const text = template(x.replace(/\{Y([+-]\d)\}/, (_, k: string) => String(on.year + Number(k))));
          const t = timeAskedAbout(text, on, dob);
          const where = `${text} @ ${formatIsoDate(on)}`;
          expect(t, where).toBeDefined();
          if (!t) return;
          expect(compareDates(t.from, t.to), where).toBeLessThanOrEqual(0);
          if (t.past) expect(compareDates(t.to, on), where).toBeLessThan(0);
          else expect(compareDates(t.from, on), where).toBeGreaterThanOrEqual(0);
          expect(labelProblems(t), `${where}: ${t.label}`).toEqual([]);
          expect(timeAskedAbout(text, on, dob), where).toEqual(t);
        },
      ),
      { numRuns: 1500 },
    );
    // Holiday dates are computed per year on first use (ICU calendars): the first runs are the slow ones.
  }, 60_000);

  it('a month named without a year is the next one not ended, counting the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), day, (m, on) => {
        const t = timeAskedAbout(`will it happen in ${monthName(m).toLowerCase()}`, on)!;
        expect(t.from.month).toBe(m);
        expect(t.to).toEqual(lastDay(t.from.year, m));
        expect(t.from.year).toBe(m >= on.month ? on.year : on.year + 1);
        expect(t.named).toBe(true);
      }),
    );
  });

  it('"next week" is the Monday to Sunday after the asking week; "this week" ends on its Sunday', () => {
    fc.assert(
      fc.property(day, (on) => {
        const next = timeAskedAbout('next week', on)!;
        expect(weekdayIndex(next.from)).toBe(1);
        expect(weekdayIndex(next.to)).toBe(0);
        expect(compareDates(next.from, addDays(on, 7))).toBeLessThanOrEqual(0);
        expect(compareDates(next.from, on)).toBeGreaterThan(0);
        const thisWeek = timeAskedAbout('this week', on)!;
        expect(thisWeek.from).toEqual(on);
        expect(weekdayIndex(thisWeek.to)).toBe(0);
        expect(compareDates(addDays(thisWeek.to, 1), next.from)).toBe(0);
      }),
    );
  });

  it('Easter is a Sunday between 22 March and 25 April; Thanksgiving is the fourth Thursday of November', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), (y) => {
        const e = easterSunday(y);
        expect(weekdayIndex(e)).toBe(0);
        expect(compareDates(e, { year: y, month: 3, day: 22 })).toBeGreaterThanOrEqual(0);
        expect(compareDates(e, { year: y, month: 4, day: 25 })).toBeLessThanOrEqual(0);
        const th = nthWeekday(y, 11, 4, 4);
        expect(weekdayIndex(th)).toBe(4);
        expect(th.day).toBeGreaterThanOrEqual(22);
        expect(th.day).toBeLessThanOrEqual(28);
      }),
    );
    // Known Easter Sundays (the computus must agree with published dates).
    expect([2024, 2025, 2026, 2027, 2038].map((y) => formatIsoDate(easterSunday(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });
});
