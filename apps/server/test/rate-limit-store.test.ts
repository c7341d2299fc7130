import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { deferredCounters, openCounters, rateLimitStore } from '../src/security/rate-limit';
import { createTestDatabase, DB_KINDS } from './helpers/harness';

describe.each(DB_KINDS)('rate-limit counters on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('keep counting across a new store on the same database (a restart), and forget a reset key', async () => {
    const first = await openCounters(database);
    for (let i = 0; i < 3; i++) await first.hit('restart:a', 60_000);
    await first.hit('restart:b', 60_000);
    expect((await first.hit('restart:a', 60_000)).count).toBe(4);
    await first.flush();
    const second = await openCounters(database);
    expect(await second.peek('restart:a')).toBe(4);
    const next = await second.hit('restart:a', 60_000);
    expect(next.count).toBe(5);
    expect(next.ttlMs).toBeGreaterThan(0);
    expect(next.ttlMs).toBeLessThanOrEqual(60_000);
    await second.reset('restart:b');
    await second.flush();
    const third = await openCounters(database);
    expect(await third.peek('restart:a')).toBe(5);
    expect(await third.peek('restart:b')).toBe(0);
  });

  it('start a new window once the old one has passed', async () => {
    const counters = await openCounters(database);
    await counters.hit('short', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await counters.hit('short', 60_000)).count).toBe(1);
  });

  it('give every route of @fastify/rate-limit its own namespace', async () => {
    const Store = rateLimitStore(await openCounters(database));
    const root = new Store({});
    const a = root.child({ routeInfo: { method: 'GET', url: '/a' } });
    const b = root.child({ routeInfo: { method: 'POST', url: '/b' } });
    const shared = root.child({ counter: 'shared', routeInfo: { method: 'GET', url: '/c' } });
    const incr = (store: typeof a) =>
      new Promise<number>((resolve, reject) =>
        store.incr('1.2.3.4', (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000),
      );
    expect([await incr(a), await incr(a), await incr(b), await incr(shared)]).toEqual([1, 2, 1, 1]);
  });
});

describe('PGlite counters written behind', () => {
  it('let the timer write windows of two hits or more; single hits wait for the flush on close (0620)', async () => {
    const database = await createTestDatabase('pglite');
    const rows = async () => {
      const result = await database.db.execute(
        "select key, count from rate_limits where key like 'timer:%' order by key",
      );
      return (result as unknown as { rows: { key: string; count: number }[] }).rows;
    };
    try {
      const counters = await deferredCounters(database.db, 10);
      await counters.hit('timer:once', 60_000);
      await counters.hit('timer:twice', 60_000);
      await counters.hit('timer:twice', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await rows()).toEqual([{ key: 'timer:twice', count: 2 }]);
      // A second hit makes a single-hit window worth writing at the next tick.
      await counters.hit('timer:once', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await rows()).toEqual([
        { key: 'timer:once', count: 2 },
        { key: 'timer:twice', count: 2 },
      ]);
      await counters.hit('timer:late', 60_000);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await rows()).map((r) => r.key)).not.toContain('timer:late');
      await counters.flush();
      expect(await rows()).toContainEqual({ key: 'timer:late', count: 1 });
      const restarted = await deferredCounters(database.db, 10);
      expect(await restarted.peek('timer:late')).toBe(1);
      expect(await restarted.peek('timer:once')).toBe(2);
    } finally {
      await database.close();
    }
  });

  it('write a window hit once, then again before the next tick, once when closing (no duplicate upsert)', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const counters = await deferredCounters(database.db, 10);
      await counters.hit('close:again', 60_000);
      // The timer leaves the single hit for the flush on close…
      await new Promise((resolve) => setTimeout(resolve, 80));
      // …and a second hit marks it changed again before the timer runs.
      await counters.hit('close:again', 60_000);
      await counters.flush();
      const result = await database.db.execute("select count from rate_limits where key = 'close:again'");
      expect((result as unknown as { rows: { count: number }[] }).rows).toEqual([{ count: 2 }]);
    } finally {
      await database.close();
    }
  });

  it('write a burst of hits in one batch when flushed, not one write per hit', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const counters = await deferredCounters(database.db, 10_000);
      for (let i = 0; i < 100; i++) await counters.hit(`burst:${i % 10}`, 60_000);
      const before = await database.db.execute("select count(*)::int as n from rate_limits where key like 'burst:%'");
      expect((before as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      await counters.flush();
      const after = await database.db.execute(
        "select key, count from rate_limits where key like 'burst:%' order by key",
      );
      const rows = (after as unknown as { rows: { key: string; count: number }[] }).rows;
      expect(rows).toHaveLength(10);
      for (const row of rows) expect(row.count).toBe(10);
    } finally {
      await database.close();
    }
  });
});
