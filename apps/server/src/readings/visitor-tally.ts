import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { visitorReadings } from '../db/schema/index';

/** A count per UTC day, kept in memory and written behind (ADR 0163). */
export interface DayTally {
  /** Counts one on `day` (YYYY-MM-DD): synchronous, no I/O, for a request's path. */
  add(day: string): void;
  /** Writes what is still only in memory; resolves once it is in the database. */
  flush(): Promise<void>;
  /** The last flush; counts added afterwards are ignored (the app is closing). */
  close(): Promise<void>;
}

/** How long a count may wait in memory: a crash loses at most this long's free readings. */
const FLUSH_DELAY_MS = 5_000;

/**
 * The write-behind of security/rate-limit.ts, for counts that only ever add up: `add` touches a Map; the
 * first add after a write arms a timer that writes everything pending in one `write` call `delayMs` later.
 * Writes run one after another. A failed write puts its counts back, to go with the next one.
 */
export function writeBehindTally(
  write: (counts: [day: string, count: number][]) => Promise<void>,
  options: { delayMs?: number; onError?: (error: unknown) => void } = {},
): DayTally {
  const { delayMs = FLUSH_DELAY_MS, onError = () => {} } = options;
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const writePending = async () => {
    if (pending.size === 0) return;
    const counts = [...pending];
    pending.clear();
    try {
      await write(counts);
    } catch (error) {
      for (const [day, count] of counts) pending.set(day, (pending.get(day) ?? 0) + count);
      throw error;
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writePending, writePending);
    return writing;
  };

  return {
    add(day) {
      if (closed) return;
      pending.set(day, (pending.get(day) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush().catch(onError), delayMs);
        timer.unref();
      }
    },
    flush,
    async close() {
      closed = true;
      await flush().catch(onError);
    },
  };
}

/**
 * Free readings by signed-out visitors per day, added to `visitor_readings` in one upsert per write
 * (`count + excluded.count`), so several instances on one PostgreSQL database each add their own.
 */
export function visitorReadingTally(db: Executor, options?: Parameters<typeof writeBehindTally>[1]): DayTally {
  return writeBehindTally(async (counts) => {
    await db
      .insert(visitorReadings)
      .values(counts.map(([day, count]) => ({ day, count })))
      .onConflictDoUpdate({
        target: visitorReadings.day,
        set: { count: sql`visitor_readings.count + excluded.count` },
      });
  }, options);
}
