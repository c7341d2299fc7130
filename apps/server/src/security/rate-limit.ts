import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

/**
 * Counts one hit on `key` in a fixed window kept in the database, so that every server instance
 * shares the same counters.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<WindowCount> {
  const result = await db.execute<{ count: number; ttl_ms: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms`);
  const row = rowsOf<{ count: number; ttl_ms: number }>(result)[0];
  return { count: Number(row?.count ?? 1), ttlMs: Math.max(0, Math.ceil(Number(row?.ttl_ms ?? windowMs))) };
}

/** Reads a counter without counting. */
export async function peekHits(db: Executor, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Forgets a counter (e.g. failures after a successful sign-in). */
export async function resetHits(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** node-postgres returns { rows }, PGlite returns { rows } too, but typed loosely by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** A store for @fastify/rate-limit that keeps its counters in the database, one namespace per route. */
export function databaseRateLimitStore(db: Executor) {
  class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : 'http';
    }
    incr(key: string, cb: Callback, timeWindow: number) {
      countHit(db, `${this.prefix}:${key}`, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { method?: string | string[]; url?: string }) {
      return new DatabaseRateLimitStore(`http:${String(routeOptions.method)}:${routeOptions.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
