import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

/**
 * Counters for a database that only one process can open (the embedded PGlite, guarded by the data
 * directory lock): they live in that process's memory, which is as shared as the database itself and
 * spares every limited request a write that would block the event loop (PGlite runs in-process).
 */
class InProcessCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hits = 0;

  hit(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    if (++this.hits % 1000 === 0) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, ttlMs: w.resetAt - now };
  }

  peek(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > Date.now() ? w.count : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

const inProcess = new WeakMap<object, InProcessCounters>();

/** Keeps the rate-limit counters of `db` in this process (only for a database no other process opens). */
export function keepCountersInProcess(db: object): void {
  inProcess.set(db, new InProcessCounters());
}

/**
 * Counts one hit on `key` in a fixed window. On PostgreSQL the window lives in the database, so every
 * server instance shares the same counters.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<WindowCount> {
  const local = inProcess.get(db);
  if (local) return local.hit(key, windowMs);
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

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on `key` against `limit`: the seconds until its window resets once the maximum is
 * passed, else undefined. Counts nothing while limits are disabled (RATE_LIMIT_DISABLED).
 */
export async function hitLimit(
  ctx: { db: Executor; config: { RATE_LIMIT_DISABLED: boolean } },
  key: string,
  limit: Limit,
): Promise<number | undefined> {
  if (ctx.config.RATE_LIMIT_DISABLED) return undefined;
  const { count, ttlMs } = await countHit(ctx.db, key, limit.windowMs);
  return count > limit.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : undefined;
}

/** A route's `config.rateLimit` for @fastify/rate-limit (per client address), or off while limits are disabled. */
export function routeLimit(config: { RATE_LIMIT_DISABLED: boolean }, max: number, windowMs = 60_000) {
  return config.RATE_LIMIT_DISABLED ? (false as const) : { max, timeWindow: windowMs };
}

/** Reads a counter without counting. */
export async function peekHits(db: Executor, key: string): Promise<number> {
  const local = inProcess.get(db);
  if (local) return local.peek(key);
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Forgets a counter (e.g. failures after a successful sign-in). */
export async function resetHits(db: Executor, key: string): Promise<void> {
  const local = inProcess.get(db);
  if (local) return local.reset(key);
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
