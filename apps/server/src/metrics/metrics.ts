import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { readBusinessTotals } from './totals';

/**
 * The app's Prometheus metrics, in a registry of its own (tests build several apps in one process).
 * Request and rate-limit figures count this process's traffic (features add theirs, e.g. sign-in codes); the business figures are totals
 * read from the database at each scrape (identical on every instance: aggregate them with max(), not sum()).
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  // Process figures, among them event-loop lag (nodejs_eventloop_lag_*), heap and CPU.
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 Too Many Requests, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  const tokensSold = new Gauge({
    name: 'tokens_sold',
    help: 'Tokens credited by card purchases (database total).',
    registers: [registry],
  });
  const tokensSpent = new Gauge({
    name: 'tokens_spent',
    help: 'Tokens spent on readings (database total).',
    registers: [registry],
  });
  const paymentsByStatus = new Gauge({
    name: 'payments',
    help: 'Payments by status: pending, succeeded, failed (database total).',
    labelNames: ['status'] as const,
    registers: [registry],
  });

  const db = database.db;
  new Gauge({
    name: 'readings_generated',
    help: 'Readings stored, by kind (database total).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const totals = await readBusinessTotals(db);
      this.reset();
      for (const { kind, count } of totals.readingsByKind) this.set({ kind }, count);
      tokensSold.set(totals.tokensSold);
      tokensSpent.set(totals.tokensSpent);
      paymentsByStatus.reset();
      for (const { status, count } of totals.paymentsByStatus) paymentsByStatus.set({ status }, count);
    },
  });
  const { poolStats } = database;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connection pool of this process: total, idle, and waiting (queries queued for a connection).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  return { registry, requestDuration, rateLimited };
}

export type Metrics = ReturnType<typeof createMetrics>;
