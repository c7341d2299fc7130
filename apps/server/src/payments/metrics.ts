import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { payments } from '../db/schema/index';

/**
 * Payments by status: a total read from the database at each scrape (an indexed aggregate), so restarts
 * and several instances agree (aggregate it with max(), not sum(); ADR 0155).
 */
export function paymentMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'payments',
    help: 'Payments by status: pending, succeeded, failed (database total).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ status: payments.status, count: sql<number>`count(*)::int` })
        .from(payments)
        .groupBy(payments.status);
      this.reset();
      for (const { status, count } of rows) this.set({ status }, count);
    },
  });
}
