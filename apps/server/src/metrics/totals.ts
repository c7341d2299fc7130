import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, readings, tokenLedger } from '../db/schema/index';
import type { LedgerReason } from '@app/contracts/ledger';

/** Business totals since the start of the database, the same on every instance. */
export interface BusinessTotals {
  readingsByKind: { kind: string; count: number }[];
  tokensSold: number;
  tokensSpent: number;
  paymentsByStatus: { status: string; count: number }[];
}

const reasonIs = (reason: LedgerReason) => sql`${tokenLedger.reason} = ${reason}`;

/** Read at each scrape from the database (indexed aggregates), so restarts and several instances agree. */
export async function readBusinessTotals(db: Db): Promise<BusinessTotals> {
  const [readingsByKind, ledger, paymentsByStatus] = await Promise.all([
    db
      .select({ kind: readings.kind, count: sql<number>`count(*)::int` })
      .from(readings)
      .groupBy(readings.kind),
    db
      .select({
        sold: sql<number>`coalesce(sum(${tokenLedger.amount}) filter (where ${reasonIs('purchase')}), 0)::int`,
        spent: sql<number>`coalesce(-sum(${tokenLedger.amount}) filter (where ${reasonIs('reading')}), 0)::int`,
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
