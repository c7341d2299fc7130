/**
 * The reading fields' limits and date helpers, without zod: the forms import these on first paint and
 * load the schemas (readings.ts) only when they validate a submission.
 */

export const REPORT_TYPES = ['simple', 'comprehensive'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReadingKind = 'simple' | 'comprehensive' | 'question' | 'compatibility';

/** The engine's Hebrew calendar is exact from here (tested at the boundary). */
export const EARLIEST_BIRTH_DATE = '1800-01-01';
export const NAME_MAX = 200;
export const HEBREW_NAME_MAX = 200;
export const QUESTION_MIN = 3;
export const QUESTION_MAX = 500;
/**
 * A longer message is still read, only to see whether it needs help: someone in crisis may write at length and say
 * so last, and is neither turned away for the length nor cut short by the field (ADR 0999). Answered it is not.
 */
export const QUESTION_SCREEN_MAX = 2000;

/** Today's calendar date in UTC as YYYY-MM-DD (the server's notion of "today"; see ADR 0601). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * The calendar date written at the start of `value` ("1990-05-17" or "1990-05-17T00:00:00.000Z"),
 * never shifted through a time zone; undefined when it is not a real date.
 */
export function calendarDateOf(value: string): string | undefined {
  const m = DATE_PREFIX.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // Date.UTC rolls 1990-02-31 over to March: a round trip that changes the date means it is not real.
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return undefined;
  }
  return `${y}-${mo}-${d}`;
}
