import { and, asc, eq } from 'drizzle-orm';
import type { SignInMethod, SignInMethodsResponse } from '@app/contracts/sign-in-methods';
import type { Db } from '../../db/client';
import { loginMethods, users } from '../../db/schema';
import { InvalidInput, NotFound } from '../../domain/errors';

type Row = typeof loginMethods.$inferSelect;

function toMethod(row: Row, providerName: (id: string) => string): SignInMethod {
  const base = { id: row.id, verified: row.emailVerified, createdAt: row.createdAt.toISOString() };
  if (row.recipeId === 'thirdparty') {
    const name = providerName(row.thirdPartyId!);
    return {
      ...base,
      kind: 'provider',
      providerId: row.thirdPartyId!,
      label: row.email ? `${name} (${row.email})` : name,
    };
  }
  if (row.phone) return { ...base, kind: 'phone', label: row.phone, verified: true };
  return { ...base, kind: 'email', label: row.email ?? '' };
}

/** The reader's ways in, oldest first, and the contact address. */
export async function signInMethodsOf(
  db: Db,
  userId: string,
  providerName: (id: string) => string,
): Promise<SignInMethodsResponse> {
  const [rows, [user]] = await Promise.all([
    db.select().from(loginMethods).where(eq(loginMethods.userId, userId)).orderBy(asc(loginMethods.createdAt)),
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  if (!user) throw new NotFound('This account no longer exists.');
  return { methods: rows.map((r) => toMethod(r, providerName)), contactEmail: user.email };
}

/**
 * Removes one way in, never the last (the reader would be locked out). When the contact address came only
 * from the removed method, another verified e-mail of the account takes its place, or none (ADR 0322).
 */
export async function removeSignInMethod(db: Db, userId: string, methodId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the account: two removals at once must not both see "another method is left".
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFound('This account no longer exists.');
    const rows = await tx.select().from(loginMethods).where(eq(loginMethods.userId, userId));
    const removed = rows.find((r) => r.id === methodId);
    if (!removed) throw new NotFound('This sign-in method is not on your account.');
    if (rows.length === 1)
      throw new InvalidInput('This is your only way to sign in: add another one before removing it.');
    await tx.delete(loginMethods).where(and(eq(loginMethods.id, methodId), eq(loginMethods.userId, userId)));
    const left = rows.filter((r) => r.id !== methodId);
    if (user.email && !left.some((r) => r.emailVerified && r.email === user.email)) {
      const next = left
        .filter((r) => r.emailVerified && r.email)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
      await tx
        .update(users)
        .set({ email: next?.email ?? null })
        .where(eq(users.id, userId));
    }
  });
}
