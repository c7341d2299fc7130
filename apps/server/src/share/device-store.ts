import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deviceReadingShares } from '../db/schema/shares';
import { publicOf, type PublicReading } from './public-view';

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Keeps what a device's free reading shows publicly under a new token; returns the token and the stop key. */
export async function shareDeviceReading(
  db: Executor,
  reading: PublicReading,
  now: Date,
): Promise<{ token: string; stopKey: string }> {
  const token = randomBytes(16).toString('base64url');
  const stopKey = randomBytes(32).toString('base64url');
  await db.insert(deviceReadingShares).values({
    token,
    kind: 'simple',
    numbers: reading.numbers,
    tree: reading.tree,
    stopKeyHash: hashOf(stopKey),
    createdAt: now,
  });
  return { token, stopKey };
}

/** Ends a device's link when `stopKey` is the one it was given; false for any other key or token. */
export async function stopDeviceShare(db: Executor, token: string, stopKey: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ hash: deviceReadingShares.stopKeyHash })
    .from(deviceReadingShares)
    .where(and(eq(deviceReadingShares.token, token), isNull(deviceReadingShares.revokedAt)))
    .limit(1);
  const given = Buffer.from(hashOf(stopKey));
  if (!row || !timingSafeEqual(Buffer.from(row.hash), given)) return false;
  await db.update(deviceReadingShares).set({ revokedAt: now }).where(eq(deviceReadingShares.token, token));
  return true;
}

/** The public face behind a live device share token, or undefined. */
export async function deviceSharedReading(db: Executor, token: string): Promise<PublicReading | undefined> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(deviceReadingShares)
    .where(and(eq(deviceReadingShares.token, token), isNull(deviceReadingShares.revokedAt)))
    .limit(1);
  return row ? publicOf(row.kind, row.numbers, row.tree) : undefined;
}
