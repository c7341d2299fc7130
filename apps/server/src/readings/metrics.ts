import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';
import { readings } from '../db/schema/index';

/**
 * Readings stored, by kind: a total read from the database at each scrape (an indexed aggregate), so
 * restarts and several instances agree (aggregate it with max(), not sum(); ADR 0155).
 */
export function readingMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'readings_generated',
    help: 'Readings stored, by kind (database total).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ kind: readings.kind, count: sql<number>`count(*)::int` })
        .from(readings)
        .groupBy(readings.kind);
      this.reset();
      for (const { kind, count } of rows) this.set({ kind }, count);
    },
  });
}
