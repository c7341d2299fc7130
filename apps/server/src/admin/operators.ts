import { eq } from 'drizzle-orm';
import { type AccessTokenPayload, codeProvenEmails, mfaClaimError, mfaOn } from '../auth';
import type { AppContext } from '../context';
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

/**
 * The operator address of the user (not deleted), or undefined. Only an address proven by an e-mail code
 * counts (ADR 0351): a contact address confirmed by a link, or a provider's word, never makes an operator.
 */
export async function operatorEmail(db: Db, operators: Set<string>, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return undefined;
  const proven = (await codeProvenEmails(db, userId)).filter((e) => operators.has(e));
  return row.email && proven.includes(row.email) ? row.email : proven[0];
}

/**
 * Operators must have multi-factor sign-in on, and have passed it in this session (issue 16, ADR 0334): the
 * 403 body that says what is missing, or undefined when the operator may go on.
 */
export async function operatorMfaRefusal(ctx: AppContext, session: AccessTokenPayload) {
  if (!(await mfaOn(ctx, session.sub)))
    return {
      message:
        'Operators must turn on multi-factor sign-in: add an authenticator app under "Protect my account" on your account page.',
      reason: 'operator-mfa-required',
    };
  return session['st-mfa'].v ? undefined : mfaClaimError();
}
