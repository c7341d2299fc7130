import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, readings, tokenLedger } from '../db/schema/index';
import { READING_DEBIT_REASON } from '../readings/service';

/** Business totals since the start of the database, the same on every instance. */
export interface BusinessTotals {
  readingsByKind: { kind: string; count: number }[];
  tokensSold: number;
  tokensSpent: number;
  paymentsByStatus: { status: string; count: number }[];
}

/** Read at each scrape from the database (indexed aggregates), so restarts and several instances agree. */
export async function readBusinessTotals(db: Db): Promise<BusinessTotals> {
  const [readingsByKind, ledger, paymentsByStatus] = await Promise.all([
    db
      .select({ kind: readings.kind, count: sql<number>`count(*)::int` })
      .from(readings)
      .groupBy(readings.kind),
    db
      .select({
        sold: sql<number>`coalesce(sum(${tokenLedger.amount}) filter (where ${tokenLedger.reason} = 'purchase'), 0)::int`,
        spent: sql<number>`coalesce(-sum(${tokenLedger.amount}) filter (where ${tokenLedger.reason} = ${READING_DEBIT_REASON}), 0)::int`,
      })
      .from(tokenLedger),
    db
      .select({ status: payments.status, count: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.status),
  ]);
  return {
    readingsByKind,
    tokensSold: ledger[0]?.sold ?? 0,
    tokensSpent: ledger[0]?.spent ?? 0,
    paymentsByStatus,
  };
}
