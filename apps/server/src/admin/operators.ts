import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** ADMIN_EMAILS as a set of lower-cased addresses. */
export function operatorSet(adminEmails: string | undefined): Set<string> {
  return new Set(
    (adminEmails ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The e-mail address of the user when that user is an operator (and not deleted); otherwise undefined. */
export async function operatorEmail(db: Db, operators: Set<string>, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.deletedAt && operators.has(row.email) ? row.email : undefined;
}
