import { z } from './zod';

/**
 * Requests and responses of the reading endpoints, shared by the server (which enforces them) and
 * the forms (which check them before sending). Field names follow the product spec (snake_case).
 */

export * from './reading-limits';
import {
  calendarDateOf,
  EARLIEST_BIRTH_DATE,
  HEBREW_NAME_MAX,
  NAME_MAX,
  QUESTION_MAX,
  QUESTION_SCREEN_MAX,
  QUESTION_MIN,
  type ReadingKind,
  REPORT_TYPES,
  utcToday,
} from './reading-limits';
import { isPlainText, isSingleLine, PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from './text';

export const NameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .refine(isSingleLine, SINGLE_LINE_MESSAGE)
  .regex(/\p{L}/u, 'must contain at least one letter');

/**
 * The reader's own Hebrew spelling of a name (optional): Hebrew letters and spaces, with the geresh (׳ or ')
 * and maqaf or hyphen that names need (ג'וי, בן־ציון). Niqqud is dropped: it carries no value. Empty means
 * "use the suggestion".
 */
export const HebrewNameSchema = z
  .string({ error: 'must be text' })
  .transform((value) =>
    value
      .normalize('NFC')
      .replace(/[\u0591-\u05C7]/gu, '')
      .trim()
      .replace(/\s+/gu, ' '),
  )
  .pipe(
    z
      .string()
      .max(HEBREW_NAME_MAX, `must be at most ${HEBREW_NAME_MAX} characters`)
      .regex(/^[\u05D0-\u05EA\u05F3\u05F4'"\u05BE\- ]*$/u, 'must be Hebrew letters and spaces')
      .refine((value) => value === '' || /[\u05D0-\u05EA]/u.test(value), 'must contain a Hebrew letter'),
  )
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A date of birth as a calendar date: real, not before 1800, not after `today()`. */
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
        ctx.addIssue({ code: 'custom', message: 'must not be before 1800' });
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
  .max(QUESTION_SCREEN_MAX, `must be at most ${QUESTION_MAX} characters`)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** The schemas, with "today" supplied by the caller (the server passes its clock). Unknown fields are dropped. */
export function readingSchemas(today: () => string = utcToday) {
  const date_of_birth = dateOfBirthSchema(today);
  return {
    report: z.object({
      name: NameSchema,
      date_of_birth,
      is_morning: isMorning,
      hebrew_name: HebrewNameSchema,
      report_type: z.enum(REPORT_TYPES, { error: 'must be simple or comprehensive' }),
    }),
    question: z.object({
      name: NameSchema,
      date_of_birth,
      question: QuestionTextSchema,
      is_morning: isMorning,
      hebrew_name: HebrewNameSchema,
    }),
    /** Two people: the reader (or whoever they name first) and a partner. */
    compatibility: z.object({
      name: NameSchema,
      date_of_birth,
      is_morning: isMorning,
      partner_name: NameSchema,
      partner_date_of_birth: date_of_birth,
      partner_is_morning: isMorning,
    }),
  };
}

export const ReportRequestSchema = readingSchemas().report;
export const QuestionRequestSchema = readingSchemas().question;
export const CompatibilityRequestSchema = readingSchemas().compatibility;
export type ReportRequest = z.input<typeof ReportRequestSchema>;
export type QuestionRequest = z.input<typeof QuestionRequestSchema>;
export type CompatibilityRequest = z.input<typeof CompatibilityRequestSchema>;

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

/**
 * What the reading lights on the Tree of Life, as the engine computed it: the ids of the sephirot its
 * core numbers rule (e.g. 'tiphareth', 'daat') and the Golden Dawn numbers (11-32) of its letter paths.
 */
export interface TreeOfLifeLights {
  sephirot: string[];
  paths: number[];
  /**
   * A compatibility reading's two people, each with their own lights (the first person, then the second): the
   * tree draws whose is whose. Absent on other readings and on pair readings saved before it was recorded.
   */
  people?: { sephirot: string[]; paths: number[] }[];
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
  /** Null only for readings saved before the tree was recorded, under another engine version. */
  tree: TreeOfLifeLights | null;
  /**
   * True for a question numerology must not answer (health, death, self-harm, another person's private
   * life, legal or financial decisions): `text` is a kind answer with no leaning; nothing was charged
   * or saved (tokensSpent 0, readingId null).
   */
  declined?: true;
  /**
   * True when the reader already bought this very reading today (same kind, same person's details, same
   * question or partner): this is that saved reading again, and nothing was charged (tokensSpent 0).
   */
  alreadyBought?: true;
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
  compatibility: number;
}

/** The second person of a compatibility reading, as saved. */
export interface ReadingPartner {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
}

export interface ReadingSummary {
  id: string;
  kind: ReadingKind;
  title: string;
  name: string;
  dateOfBirth: string;
  question: string | null;
  /** Compatibility readings: the second person. */
  partner: ReadingPartner | null;
  cost: number;
  createdAt: string;
}

export interface ReadingDetail extends ReadingSummary {
  isMorning: boolean;
  /** The reader's own Hebrew spelling, when they gave one (it drove the gematria). */
  hebrewName: string | null;
  markdown: string;
  highlights: Highlight[];
  profile: { id: string; version: string };
  /** Null only for readings saved before the tree was recorded, under another engine version. */
  tree: TreeOfLifeLights | null;
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

/** POST /api/readings/:id/email: the reading was e-mailed to the reader's own address. */
export interface EmailReadingResponse {
  ok: true;
  sentTo: string;
}

/** Per reader: this many readings e-mailed per window (each sends one e-mail). */
export const READING_EMAIL_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
