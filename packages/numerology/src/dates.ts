/**
 * Calendar dates as plain `YYYY-MM-DD` values. Nothing here goes through a local-time `Date`, so a
 * birth date can never shift by a day with the machine's time zone.
 */
export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The value of `n` ASCII digits of `text` from `at`, or -1 if any is not a digit. */
function digitsAt(text: string, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/** Parses `YYYY-MM-DD`; returns null for anything that is not a real Gregorian date. */
export function parseIsoDate(text: string): CalendarDate | null {
  // Exactly four ASCII digits, '-', two, '-', two (what /^\d{4}-\d{2}-\d{2}$/ accepts), read by character
  // codes: every reading parses two or three dates, and a regular expression's match array was most of it.
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 0 || day < 0) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatIsoDate(d: CalendarDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function addDays(d: CalendarDate, n: number): CalendarDate {
  // Date.UTC is pure calendar arithmetic here: no local zone is involved.
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(d: CalendarDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** "15 May 1990": day-month-year reads the same everywhere. */
export function formatLongDate(d: CalendarDate): string {
  return `${d.day} ${monthName(d.month)} ${d.year}`;
}

/** Whole years from `from` to `to` (an age). */
export function yearsBetween(from: CalendarDate, to: CalendarDate): number {
  let years = to.year - from.year;
  if (to.month < from.month || (to.month === from.month && to.day < from.day)) years -= 1;
  return years;
}
