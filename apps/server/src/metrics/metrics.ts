import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';

/**
 * The app's Prometheus metrics, in a registry of its own (tests build several apps in one process).
 * Request and rate-limit figures count this process's traffic. Each feature adds its own figures to the registry
 * (sign-in codes: auth/passwordless/metrics.ts; the database totals of readings, tokens and payments, read at
 * each scrape: readings/metrics.ts, tokens/metrics.ts, payments/metrics.ts).
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
