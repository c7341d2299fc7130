import type { Dashboard } from '@app/contracts/admin-dashboard';
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog, paymentDisputes, payments, readings, users, visitorReadings } from '../db/schema/index';

const DAY_MS = 86_400_000;

/** The UTC calendar day of a timestamp, as YYYY-MM-DD text (same SQL on PostgreSQL and PGlite). */
const dayOf = (column: AnyPgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const count = () => sql<number>`count(*)::int`;
const total = (expression: AnyPgColumn | SQL) => sql<number>`coalesce(sum(${expression}), 0)::int`;

/** The instants a period of UTC calendar days covers: [start of `from`, start of the day after `to`). */
function bounds(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
}

/**
 * The operator dashboard's numbers for the UTC days `from`..`to` (both included), each one SQL
 * aggregate over the rows of record: payments, readings, users, the audit log's refund rows and
 * disputes, plus the per-day count of visitors' free readings. Definitions in ADR 0160 and 0163.
 */
export async function computeDashboard(db: Db, period: { from: string; to: string }): Promise<Dashboard> {
  const { start, end } = bounds(period.from, period.to);
  const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));

  const salesDay = dayOf(payments.fulfilledAt);
  const sales = db
    .select({
      day: salesDay,
      packageId: payments.packageId,
      currency: payments.currency,
      count: count(),
      amountCents: total(payments.amountCents),
      tokens: total(payments.tokens),
    })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), within(payments.fulfilledAt)))
    .groupBy(salesDay, payments.packageId, payments.currency)
    .orderBy(salesDay, payments.packageId, payments.currency);

  const readingDay = dayOf(readings.createdAt);
  const readingRows = db
    .select({ day: readingDay, kind: readings.kind, count: count() })
    .from(readings)
    .where(within(readings.createdAt))
    .groupBy(readingDay, readings.kind)
    .orderBy(readingDay, readings.kind);

  // Already a UTC day per row (readings/visitor-tally.ts); ::text is YYYY-MM-DD on both databases.
  const visitorDay = sql<string>`${visitorReadings.day}::text`;
  const visitors = db
    .select({ day: visitorDay, count: visitorReadings.count })
    .from(visitorReadings)
    .where(and(gte(visitorReadings.day, period.from), lte(visitorReadings.day, period.to)))
    .orderBy(visitorReadings.day);

  const signupDay = dayOf(users.createdAt);
  const signups = db
    .select({ day: signupDay, count: count() })
    .from(users)
    .where(within(users.createdAt))
    .groupBy(signupDay)
    .orderBy(signupDay);

  const refunds = refundsWithin(db, within);
  const disputes = disputesWithin(db, within);
  const conversion = conversionWithin(db, start, end, within);

  const [s, r, v, u, f, d, [c]] = await Promise.all([
    sales,
    readingRows,
    visitors,
    signups,
    refunds,
    disputes,
    conversion,
  ]);
  const { signups: joined, converted } = c ?? { signups: 0, converted: 0 };
  return {
    from: period.from,
    to: period.to,
    sales: s,
    readings: r,
    visitorReadings: v,
    signups: u,
    refunds: f,
    disputes: d,
    conversion: { signups: joined, converted, rate: joined === 0 ? null : converted / joined },
  };
}

type Within = (column: AnyPgColumn) => SQL | undefined;

/** Refunds by day: each rise of a payment's refunded total has one audit row, dated when we learnt it. */
function refundsWithin(db: Db, within: Within) {
  const refundDay = dayOf(auditLog.at);
  return db
    .select({
      day: refundDay,
      packageId: payments.packageId,
      currency: payments.currency,
      count: count(),
      amountCents: total(
        sql`(${auditLog.after}->>'amountRefunded')::int - (${auditLog.before}->>'amountRefunded')::int`,
      ),
      tokens: total(sql`(${auditLog.after}->>'tokensTakenBack')::int`),
    })
    .from(auditLog)
    .innerJoin(payments, sql`${payments.id}::text = ${auditLog.before}->>'paymentId'`)
    .where(and(eq(auditLog.action, 'payment-refunded'), within(auditLog.at)))
    .groupBy(refundDay, payments.packageId, payments.currency)
    .orderBy(refundDay, payments.packageId, payments.currency);
}

/** Card disputes by the day they were opened. */
function disputesWithin(db: Db, within: Within) {
  const disputeDay = dayOf(paymentDisputes.createdAt);
  return db
    .select({
      day: disputeDay,
      packageId: payments.packageId,
      currency: payments.currency,
      count: count(),
      amountCents: total(paymentDisputes.amount),
    })
    .from(paymentDisputes)
    .innerJoin(payments, eq(payments.id, paymentDisputes.paymentId))
    .where(within(paymentDisputes.createdAt))
    .groupBy(disputeDay, payments.packageId, payments.currency)
    .orderBy(disputeDay, payments.packageId, payments.currency);
}

/** The period's sign-ups, and how many of them bought in the period. */
function conversionWithin(db: Db, start: Date, end: Date, within: Within) {
  const boughtInPeriod = sql`exists (
    select 1 from ${payments}
    where ${payments.userId} = ${users.id} and ${payments.status} = 'succeeded'
      and ${payments.fulfilledAt} >= ${start.toISOString()}::timestamptz
      and ${payments.fulfilledAt} < ${end.toISOString()}::timestamptz)`;
  return db
    .select({ signups: count(), converted: sql<number>`(count(*) filter (where ${boughtInPeriod}))::int` })
    .from(users)
    .where(within(users.createdAt));
}
