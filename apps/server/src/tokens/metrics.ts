import type { LedgerReason } from '@app/contracts/ledger';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { tokenLedger } from '../db/schema/index';

/**
 * Tokens bought and spent: totals of the ledger read at each scrape (indexed aggregates), so restarts and
 * several instances agree (aggregate them with max(), not sum(); ADR 0155).
 */
export function tokenMetrics(registry: Registry, db: Db): void {
  const total = async (reason: LedgerReason, sign: 1 | -1) => {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${tokenLedger.amount}), 0)::int` })
      .from(tokenLedger)
      .where(sql`${tokenLedger.reason} = ${reason}`);
    return sign * (row?.total ?? 0);
  };
  new Gauge({
    name: 'tokens_sold',
    help: 'Tokens credited by card purchases (database total).',
    registers: [registry],
    async collect() {
      this.set(await total('purchase', 1));
    },
  });
  new Gauge({
    name: 'tokens_spent',
    help: 'Tokens spent on readings (database total).',
    registers: [registry],
    async collect() {
      this.set(await total('reading', -1));
    },
  });
}
