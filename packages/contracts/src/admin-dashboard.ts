import { calendarDateOf } from './reading-limits';
import { z } from './zod';

/** The longest period the dashboard computes at once (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both YYYY-MM-DD, counting both ends (2026-01-01..2026-01-01 is 1). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every calendar day from `from` to `to`, both included, as YYYY-MM-DD. */
export function eachDay(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: Math.max(0, daysInclusive(from, to)) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

const Day = z
  .string({ error: 'is required (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => calendarDateOf(value) !== undefined, 'must be a real date (YYYY-MM-DD)');

/**
 * GET /api/admin/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]: both days included, UTC
 * calendar days (ADR 0160).
 */
export const DashboardQuery = z
  .object({ from: Day, to: Day, format: z.enum(['json', 'csv']).default('json') })
  .refine((q) => q.from <= q.to, { message: '"from" must not be after "to"', path: ['to'] })
  .refine((q) => daysInclusive(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: `the period may be at most ${DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** Money rows are per currency: amounts in the currency's smallest unit are never added across currencies. */
interface MoneyRow {
  day: string;
  packageId: string;
  currency: string;
  count: number;
  amountCents: number;
}

/** The dashboard's numbers; rows exist only for days with something to count (absent means 0). */
export interface Dashboard {
  from: string;
  to: string;
  /** Successful purchases by the day they succeeded: how many, the money, the tokens. */
  sales: (MoneyRow & { tokens: number })[];
  /** Readings saved, by the day and kind (signed-out visitors' free readings are not saved). */
  readings: { day: string; kind: string; count: number }[];
  /** Free readings answered to signed-out visitors, not saved but counted per day (ADR 0163). */
  visitorReadings: { day: string; count: number }[];
  /** Accounts created. */
  signups: { day: string; count: number }[];
  /** Refunds by the day they were recorded: money given back and tokens taken back. */
  refunds: (MoneyRow & { tokens: number })[];
  /** Card disputes opened, with the disputed amount. */
  disputes: MoneyRow[];
  /**
   * Free-to-paid conversion (ADR 0160): of the accounts created in the period, how many made a
   * successful purchase within it; `rate` is null when no account was created.
   */
  conversion: { signups: number; converted: number; rate: number | null };
}
