import { utcToday } from './reading-limits';
import { dateOfBirthSchema, HebrewNameSchema, NameSchema } from './readings';
import { z } from './zod';

/**
 * The reader's remembered profile (pre-filled on every form), their Daily Numbers, a free reading kept on
 * the device until sign-in, and share links. Shared by the server (which enforces them) and the web app.
 */

/** An IANA time zone the runtime knows (e.g. "Europe/Paris"); the morning e-mail follows it. */
export const TimeZoneSchema = z
  .string({ error: 'must be a time zone name' })
  .trim()
  .min(1, 'must be a time zone name')
  .max(64, 'must be a time zone name')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone name such as Europe/Paris');

/** PUT /api/profile. */
export function profileSchema(today: () => string = utcToday) {
  return z.object({
    name: NameSchema,
    date_of_birth: dateOfBirthSchema(today),
    is_morning: z.boolean({ error: 'must be true or false' }).default(false),
    hebrew_name: HebrewNameSchema,
    daily_email: z.boolean({ error: 'must be true or false' }).optional(),
    time_zone: TimeZoneSchema.optional(),
  });
}
export type ProfileRequest = z.input<ReturnType<typeof profileSchema>>;

/** GET /api/profile: null fields until the reader saves one. */
export interface ProfileResponse {
  profile: {
    name: string;
    date_of_birth: string;
    is_morning: boolean;
    hebrew_name: string | null;
    daily_email: boolean;
    time_zone: string;
  } | null;
}

/** POST /api/readings/import: a free reading kept on the device, re-written by the server from its inputs. */
export function importReadingSchema(today: () => string = utcToday) {
  return z.object({
    /** The device's id for that reading, so importing it twice saves it once. */
    device_id: z
      .string({ error: 'is required' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
    name: NameSchema,
    date_of_birth: dateOfBirthSchema(today),
    is_morning: z.boolean({ error: 'must be true or false' }).default(false),
    hebrew_name: HebrewNameSchema,
  });
}
export type ImportReadingRequest = z.input<ReturnType<typeof importReadingSchema>>;

/** One of the three personal numbers of a day, with its working and a short text. */
export interface DailyNumber {
  value: number;
  /** "Birth month 8 + birth day 3 + calendar year 2026 → 10 → 1 = 12", step by step. */
  working: string[];
  text: string;
}

/** GET /api/daily: today's numbers in the reader's time zone and the week ahead. */
export interface DailyResponse {
  date: string;
  timeZone: string;
  year: DailyNumber;
  month: DailyNumber;
  day: DailyNumber;
  week: { date: string; weekday: string; value: number; title: string; keywords: string[] }[];
  dailyEmail: boolean;
}

/** PUT /api/daily/email: opt in or out of the morning e-mail, with the browser's time zone. */
export const DailyEmailRequestSchema = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  time_zone: TimeZoneSchema.optional(),
});

/** POST /api/readings/:id/share. */
export interface ShareResponse {
  token: string;
  url: string;
}

/**
 * POST /api/shares/free-reading: a share link for a signed-out reader's free reading, which lives only on their
 * device. The details go in the body (never in a URL); the server writes the reading again from them, keeps only
 * what the link shows and forgets the rest.
 */
export function deviceShareSchema(today: () => string = utcToday) {
  return z.object({
    name: NameSchema,
    date_of_birth: dateOfBirthSchema(today),
    is_morning: z.boolean({ error: 'must be true or false' }).default(false),
    hebrew_name: HebrewNameSchema,
  });
}
export type DeviceShareRequest = z.input<ReturnType<typeof deviceShareSchema>>;

/** The answer: the link, and the key only the sharing device holds to stop it. */
export interface DeviceShareResponse extends ShareResponse {
  stopKey: string;
}

/** POST /api/shares/free-reading/:token/stop: the device's stop key. */
export const StopDeviceShareSchema = z.object({
  stop_key: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'is not a stop key'),
});
