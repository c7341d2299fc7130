import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';

/**
 * Returns the configured APP_SECRET, or one generated on first start and kept in the database,
 * so that every instance on the same database agrees on it.
 */
export async function loadAppSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insert(serverKeys)
    .values({ id: 'app-secret', material: { secret: fresh } })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, 'app-secret'));
  return (row?.material as { secret: string }).secret;
}

/** Keyed hash for short secrets (codes, tokens): a database leak alone does not reveal them. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
