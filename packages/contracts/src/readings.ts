import { z } from 'zod';

/**
 * Requests and responses of the reading endpoints, shared by the server (which enforces them) and
 * the forms (which check them before sending). Field names follow the product spec (snake_case).
 */

export const REPORT_TYPES = ['simple', 'comprehensive'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type ReadingKind = 'simple' | 'comprehensive' | 'question';

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const NAME_MAX = 100;
export const QUESTION_MIN = 3;
export const QUESTION_MAX = 500;

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

export const NameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .regex(/\p{L}/u, 'must contain at least one letter');

/** A date of birth as a calendar date: real, not before 1900, not after `today()`. */
export function dateOfBirthSchema(today: () => string = utcToday) {
  return z
    .string({ error: 'is required (YYYY-MM-DD)' })
    .trim()
    .min(1, 'is required (YYYY-MM-DD)')
    .transform((value, ctx) => {
      const date = calendarDateOf(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'must be a real date (YYYY-MM-DD)' });
        return z.NEVER;
      }
      if (date < EARLIEST_BIRTH_DATE) {
        ctx.addIssue({ code: 'custom', message: 'must not be before 1900' });
        return z.NEVER;
      }
      if (date > today()) {
        ctx.addIssue({ code: 'custom', message: 'must not be in the future' });
        return z.NEVER;
      }
      return date;
    });
}

const isMorning = z.boolean({ error: 'must be true or false' }).default(false);

export const QuestionTextSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(QUESTION_MIN, `must be at least ${QUESTION_MIN} characters`)
  .max(QUESTION_MAX, `must be at most ${QUESTION_MAX} characters`);

/** The schemas, with "today" supplied by the caller (the server passes its clock). Unknown fields are dropped. */
export function readingSchemas(today: () => string = utcToday) {
  const date_of_birth = dateOfBirthSchema(today);
  return {
    report: z.object({
      name: NameSchema,
      date_of_birth,
      is_morning: isMorning,
      report_type: z.enum(REPORT_TYPES, { error: 'must be simple or comprehensive' }),
    }),
    question: z.object({
      name: NameSchema,
      date_of_birth,
      question: QuestionTextSchema,
      is_morning: isMorning,
    }),
  };
}

export const ReportRequestSchema = readingSchemas().report;
export const QuestionRequestSchema = readingSchemas().question;
export type ReportRequest = z.input<typeof ReportRequestSchema>;
export type QuestionRequest = z.input<typeof QuestionRequestSchema>;

/** The Idempotency-Key request header: one per submission, printable ASCII. */
export const IdempotencyKeySchema = z
  .string()
  .min(8, 'must be 8 to 255 characters')
  .max(255, 'must be 8 to 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

export interface Highlight {
  label: string;
  value: string;
  meaning: string;
}

/** What a reading endpoint answers: the text FIRST (the spec's front end reads only the first value). */
export interface ReadingResponse {
  text: string;
  readingId: string | null;
  tokensSpent: number;
  /** Balance after the reading; null for signed-out visitors. */
  balance: number | null;
  kind: ReadingKind;
  title: string;
  highlights: Highlight[];
  profile: { id: string; version: string };
  createdAt: string;
}

/** 402 body. */
export interface InsufficientTokensBody {
  message: string;
  required: number;
  balance: number;
}

/** GET /api/pricing: token prices of each reading kind. */
export interface Pricing {
  simpleReport: number;
  comprehensiveReport: number;
  question: number;
}

export interface ReadingSummary {
  id: string;
  kind: ReadingKind;
  title: string;
  name: string;
  dateOfBirth: string;
  question: string | null;
  cost: number;
  createdAt: string;
}

export interface ReadingDetail extends ReadingSummary {
  isMorning: boolean;
  markdown: string;
  highlights: Highlight[];
  profile: { id: string; version: string };
}

export interface ReadingList {
  readings: ReadingSummary[];
  /** Pass as `?cursor=` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const ReadingListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
