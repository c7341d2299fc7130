import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { readings } from '../db/schema/readings';
import { readingShares } from '../db/schema/shares';
import { NotFound } from '../domain/errors';
import { toDetail, type ReadingRow } from '../readings';

/** The reading's live share token, creating one (128 random bits) when it has none. Owner only. */
export async function shareReading(db: Executor, userId: string, readingId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [reading] = await tx
      .select({ id: readings.id })
      .from(readings)
      .where(and(eq(readings.id, readingId), eq(readings.userId, userId)))
      .for('update');
    if (!reading) throw new NotFound('Reading not found.');
    const live = await liveShare(tx, readingId);
    if (live) return live;
    const token = randomBytes(16).toString('base64url');
    await tx.insert(readingShares).values({ token, readingId, userId, createdAt: now });
    return token;
  });
}

/** The live token of a reading the user owns, or null. */
export async function currentShare(db: Executor, userId: string, readingId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: readingShares.token })
    .from(readingShares)
    .where(
      and(eq(readingShares.readingId, readingId), eq(readingShares.userId, userId), isNull(readingShares.revokedAt)),
    )
    .limit(1);
  return row?.token ?? null;
}

/** Ends every live link to the reading; the pages then answer 404. Owner only. */
export async function revokeShares(db: Executor, userId: string, readingId: string, now: Date): Promise<number> {
  const ended = await db
    .update(readingShares)
    .set({ revokedAt: now })
    .where(
      and(eq(readingShares.readingId, readingId), eq(readingShares.userId, userId), isNull(readingShares.revokedAt)),
    )
    .returning({ token: readingShares.token });
  return ended.length;
}

/** The reading behind a live token, or undefined. */
export async function sharedReading(db: Executor, token: string): Promise<ReturnType<typeof toDetail> | undefined> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return undefined;
  const [row] = await db
    .select({ reading: readings })
    .from(readingShares)
    .innerJoin(readings, eq(readings.id, readingShares.readingId))
    .where(and(eq(readingShares.token, token), isNull(readingShares.revokedAt)))
    .limit(1);
  return row ? toDetail(row.reading as ReadingRow) : undefined;
}

async function liveShare(db: Executor, readingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: readingShares.token })
    .from(readingShares)
    .where(and(eq(readingShares.readingId, readingId), isNull(readingShares.revokedAt)))
    .limit(1);
  return row?.token;
}
