import { inArray, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Database, Executor } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { RateLimited } from '../domain/errors';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

/** Fixed-window counters kept in the `rate_limits` table (docs/decisions/0003-no-state-in-memory.md). */
export interface Counters {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Writes whatever is still only in memory (PGlite); resolves when it is in the database. */
  flush(): Promise<void>;
}

/**
 * PostgreSQL: one atomic upsert per hit, so every instance on the database shares the same counters.
 * Also the fallback for any executor no store was chosen for (e.g. a transaction in a test).
 */
function sqlCounters(db: Executor): Counters {
  return {
    async hit(key, windowMs) {
      const result = await db.execute<{ count: number; ttl_ms: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms`);
      const row = rowsOf<{ count: number; ttl_ms: number }>(result)[0];
      return { count: Number(row?.count ?? 1), ttlMs: Math.max(0, Math.ceil(Number(row?.ttl_ms ?? windowMs))) };
    },
    async peek(key) {
      const result = await db.execute<{ count: number }>(
        sql`select count from rate_limits where key = ${key} and reset_at > now()`,
      );
      return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    async flush() {},
  };
}

/** How long a PGlite counter change may wait in memory before it is written (a SIGKILL loses at most this). */
const PGLITE_FLUSH_DELAY_MS = 200;

/**
 * The count from which the timer writes a PGlite window. A window of one hit is written only on close
 * (flush): a crash can give a client back at most that one hit, and a server answering many different
 * clients once each (ordinary traffic, or every request from a new address) writes nothing (0620).
 */
const PGLITE_WRITE_FROM_COUNT = 2;

type Windows = Map<string, { count: number; resetAt: number }>;
type StoredWindow = { key: string; count: number; resetAt: Date };

/**
 * The changed windows to write (live) and to delete (expired). Outside the flush on close, a window of one hit
 * stays in memory (`unwritten`) until it counts PGLITE_WRITE_FROM_COUNT hits.
 */
function partitionWindows(
  keys: Set<string>,
  windows: Windows,
  unwritten: Set<string>,
  everything: boolean,
  now: number,
) {
  const live: StoredWindow[] = [];
  const gone: string[] = [];
  for (const key of keys) {
    const w = windows.get(key);
    if (w && w.resetAt > now) {
      if (!everything && w.count < PGLITE_WRITE_FROM_COUNT) {
        unwritten.add(key);
        continue;
      }
      unwritten.delete(key);
      live.push({ key, count: w.count, resetAt: new Date(w.resetAt) });
    } else {
      unwritten.delete(key);
      gone.push(key);
    }
  }
  return { live, gone };
}

async function storeWindows(db: Executor, live: StoredWindow[], gone: string[]): Promise<void> {
  // Chunks stay far below PostgreSQL's 65,535 parameters per statement.
  for (let i = 0; i < live.length; i += 5000) {
    await db
      .insert(rateLimits)
      .values(live.slice(i, i + 5000))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`excluded.count`, resetAt: sql`excluded.reset_at` },
      });
  }
  if (gone.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, gone));
}

async function sweepWindows(db: Executor, windows: Windows, unwritten: Set<string>, now: number): Promise<void> {
  for (const [key, w] of windows) {
    if (w.resetAt > now) continue;
    windows.delete(key);
    unwritten.delete(key);
  }
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now)));
}

/**
 * PGlite (one process per data directory, 0150): counted in memory, where a hit costs nothing, and written
 * to `rate_limits` in one batched upsert at most PGLITE_FLUSH_DELAY_MS later and on close; loaded back at
 * start, so a restart or a crash loop does not reset the limits. A PGlite write runs in the server's own
 * event loop: one per hit made it the largest cost of the free report (0003). Between flushes the timer
 * writes only windows of two hits or more; single hits wait for the flush on close (0620).
 */
export async function deferredCounters(db: Executor, flushDelayMs = PGLITE_FLUSH_DELAY_MS): Promise<Counters> {
  const windows: Windows = new Map();
  const dirty = new Set<string>();
  /** Windows of a single hit, not yet in the table: written by the flush on close, not by the timer. */
  const unwritten = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let sweptAt = 0;

  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.resetAt} > now()`);
  for (const r of rows) windows.set(r.key, { count: r.count, resetAt: r.resetAt.getTime() });

  const write = async (everything: boolean) => {
    // A set: a window hit once (unwritten) and then again (dirty) must be written once, or the upsert fails.
    const keys = new Set(dirty);
    dirty.clear();
    if (everything) {
      for (const key of unwritten) keys.add(key);
      unwritten.clear();
    }
    const now = Date.now();
    const { live, gone } = partitionWindows(keys, windows, unwritten, everything, now);
    await storeWindows(db, live, gone);
    // Expired windows are dropped in memory and in the table alike, once a minute.
    if (now - sweptAt > 60_000) {
      sweptAt = now;
      await sweepWindows(db, windows, unwritten, now);
    }
  };
  /** Writes what changed; `everything` includes single-hit windows (the flush on close, and tests). */
  const writeBehind = (everything: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (dirty.size > 0 || (everything && unwritten.size > 0)) {
      const run = () => write(everything);
      writing = writing.then(run, run);
    }
    return writing;
  };
  const flush = () => writeBehind(true);
  const changed = (key: string) => {
    dirty.add(key);
    if (!timer) {
      timer = setTimeout(() => void writeBehind(false).catch(() => {}), flushDelayMs);
      timer.unref();
    }
  };

  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      changed(key);
      return { count: w.count, ttlMs: w.resetAt - now };
    },
    async peek(key) {
      const w = windows.get(key);
      return w && w.resetAt > Date.now() ? w.count : 0;
    },
    async reset(key) {
      windows.delete(key);
      changed(key);
    },
    flush,
  };
}

/** The counter store for a database: shared rows on PostgreSQL, memory written behind on PGlite. */
export async function openCounters(database: Pick<Database, 'db' | 'kind'>): Promise<Counters> {
  return database.kind === 'pglite' ? deferredCounters(database.db) : sqlCounters(database.db);
}

const chosen = new WeakMap<object, Counters>();

/** Makes `counters` the store behind every limit counted on `db` (buildApp does this once per database). */
export function useCounters(db: object, counters: Counters): void {
  chosen.set(db, counters);
}

/** The store chosen for `db`, or direct SQL when none was (a transaction, a script). */
function countersOf(db: Executor): Counters {
  return chosen.get(db) ?? sqlCounters(db);
}

/**
 * The client a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix (one
 * customer's network: an ISP hands a whole /64 or more to each line, so every address in it is one client),
 * an IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a dual-stack socket reports) as its IPv4 address.
 * Anything else (already a key) is returned unchanged. Every per-client limit goes through here (ADR 0340).
 */
export function clientKey(address: string): string {
  // Only the forms a socket or X-Forwarded-For gives (not "127.1" or a bare number, which ipaddr also reads).
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

export interface Limit {
  max: number;
  windowMs: number;
}

type LimitContext = { db: Executor; config: { RATE_LIMIT_DISABLED: boolean } };

/**
 * The one limit helper: counts one hit on `key` and throws RateLimited (429 with Retry-After, mapped in
 * http/errors.ts) once the window's maximum is passed. Counts nothing while limits are disabled.
 */
export async function enforceLimit(ctx: LimitContext, key: string, limit: Limit, message?: string): Promise<void> {
  const retryAfter = await hitLimit(ctx, key, limit);
  if (retryAfter !== undefined) throw limited(retryAfter, message);
}

/** `message` says what was limited; the error adds when to come back. */
function limited(retryAfter: number, message: string | undefined): RateLimited {
  return new RateLimited(retryAfter, message && `${message} Please try again in ${retryAfter} seconds.`);
}

/** Throws RateLimited when `key` has already used up `limit`, without counting. */
export async function ensureUnder(ctx: LimitContext, key: string, limit: Limit, message?: string): Promise<void> {
  if (ctx.config.RATE_LIMIT_DISABLED) return;
  if ((await countersOf(ctx.db).peek(key)) >= limit.max) throw limited(Math.ceil(limit.windowMs / 1000), message);
}

/** Counts one hit on `key`: the seconds until its window resets once `limit.max` is passed, else undefined. */
async function hitLimit(ctx: LimitContext, key: string, limit: Limit): Promise<number | undefined> {
  if (ctx.config.RATE_LIMIT_DISABLED) return undefined;
  const { count, ttlMs } = await countersOf(ctx.db).hit(key, limit.windowMs);
  return count > limit.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : undefined;
}

/**
 * Counts one hit on `key` even while limits are disabled, and returns the window's count: for spending
 * ceilings (texts a day, ADR 0340), which protect the operator's bill rather than against one client.
 */
export async function countSpend(ctx: { db: Executor }, key: string, windowMs: number): Promise<number> {
  return (await countersOf(ctx.db).hit(key, windowMs)).count;
}

/** The hits counted on `key` in its current window (0 when there is none). */
export async function countOf(ctx: { db: Executor }, key: string): Promise<number> {
  return countersOf(ctx.db).peek(key);
}

/** Forgets a counter (e.g. an account's sends after a successful sign-in). */
export async function resetLimit(ctx: { db: Executor }, key: string): Promise<void> {
  await countersOf(ctx.db).reset(key);
}

/**
 * A route's `config.rateLimit` for @fastify/rate-limit (per client address), or off while limits are
 * disabled. Each route counts on its own; routes registered twice (the /auth/<tenant>/ prefix) share
 * `counter` so the prefix does not double the allowance.
 */
export function routeLimit(config: { RATE_LIMIT_DISABLED: boolean }, max: number, windowMs = 60_000, counter?: string) {
  return config.RATE_LIMIT_DISABLED ? (false as const) : { max, timeWindow: windowMs, ...(counter ? { counter } : {}) };
}

/** node-postgres returns { rows }, PGlite returns { rows } too, but typed loosely by drizzle. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit 11 hands a store's `child`: the route's merged limit options and `routeInfo`. */
interface ChildParams {
  counter?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A store for @fastify/rate-limit on `counters`, one namespace per route. */
export function rateLimitStore(counters: Counters) {
  class CounterStore {
    private readonly prefix: string;
    /** The plugin constructs the root store with its options; `child` passes the route's namespace. */
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : 'http';
    }
    // The plugin's key is clientKey(request.ip) (app.ts).
    incr(key: string, cb: Callback, timeWindow: number) {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    // The plugin's types say RouteOptions; at run time it passes the merged limit options with `routeInfo`.
    child(options: object) {
      const params = options as ChildParams;
      const route = params.routeInfo ?? {};
      const name = params.counter ?? `${[route.method].flat().join(',')}:${route.url ?? ''}`;
      return new CounterStore(`http:${name}`);
    }
  }
  return CounterStore;
}
