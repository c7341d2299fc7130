import { and, eq, isNull } from 'drizzle-orm';
import { isEmailStronglyProven } from '../auth';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims a client may read about a reader: `sub` (our user id) and, with the `email` scope, the
 * account's contact e-mail. `email_verified` is true only when a code or a provider trusted for e-mail
 * proved it (ADR 0351): an address confirmed by a link, or only claimed, is `false`.
 * A deleted account has no claims: its tokens stop working.
 */
export async function accountClaims(
  db: Db,
  userId: string,
): Promise<{ sub: string; email?: string; email_verified?: boolean } | undefined> {
  if (!UUID.test(userId)) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return undefined;
  if (!user.email) return { sub: user.id };
  return { sub: user.id, email: user.email, email_verified: await isEmailStronglyProven(db, user.id, user.email) };
}
