import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims a client may read about a reader: `sub` (our user id) and, with the `email` scope, the
 * account's e-mail. Every address we keep was proven by a code or link sent to it, so it is verified.
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
  return { sub: user.id, ...(user.email ? { email: user.email, email_verified: true } : {}) };
}
