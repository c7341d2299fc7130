import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { emailVerificationTokens, loginMethods } from '../db/schema/index';
import { Unavailable } from '../domain/errors';
import { keyedHash } from '../security/secrets';
import { enforceLimit } from '../security/rate-limit';
import { markEmailVerified } from './login-methods';

const TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Verification e-mails one account may ask for: enough for a lost message, too few to flood a mailbox. */
const SENDS_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 };

/**
 * The e-mail a session is asked to verify (ADR 0326): the address of the login method the session signed
 * in with. A method without an address (a phone) has nothing to verify and counts as verified, as in
 * SuperTokens; codes and links prove their address when they sign in, so only addresses a social-login
 * provider did not vouch for are ever unverified.
 */
async function emailStatusOf(db: Db, loginMethodId: string): Promise<{ email: string; verified: boolean } | undefined> {
  const [method] = await db
    .select({ email: loginMethods.email, verified: loginMethods.emailVerified })
    .from(loginMethods)
    .where(eq(loginMethods.id, loginMethodId))
    .limit(1);
  return method?.email ? { email: method.email, verified: method.verified } : undefined;
}

export async function isEmailVerified(db: Db, loginMethodId: string): Promise<boolean> {
  return (await emailStatusOf(db, loginMethodId))?.verified ?? true;
}

const tokenHash = (ctx: AppContext, token: string) => keyedHash(ctx.secret, 'email-verification', token);

/** `POST /auth/user/email/verify/token`: mails a link that proves the session's e-mail address. */
export async function sendVerificationEmail(
  ctx: AppContext,
  session: { userId: string; loginMethodId: string; tenantId: string },
): Promise<{ status: 'OK' } | { status: 'EMAIL_ALREADY_VERIFIED_ERROR' }> {
  const status = await emailStatusOf(ctx.db, session.loginMethodId);
  if (!status || status.verified) return { status: 'EMAIL_ALREADY_VERIFIED_ERROR' };
  // Links come from configuration only; production without PUBLIC_URL has no origin to send.
  const origin = ctx.config.publicOrigin;
  if (!origin) throw new Unavailable('E-mail verification is not available: the site has no public address.');
  await enforceLimit(
    ctx,
    `auth:email-verification:${session.userId}`,
    SENDS_PER_ACCOUNT,
    'Too many verification e-mails were asked for.',
  );
  const token = randomBytes(48).toString('base64url');
  const now = ctx.now();
  await ctx.db.insert(emailVerificationTokens).values({
    tokenHash: tokenHash(ctx, token),
    userId: session.userId,
    loginMethodId: session.loginMethodId,
    email: status.email,
    tenantId: session.tenantId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  const link = `${origin}/auth/verify-email?token=${token}&tenantId=${encodeURIComponent(session.tenantId)}`;
  await ctx.mailer.send({
    to: status.email,
    subject: 'Confirm your e-mail address for Kabbalah Numerology',
    text: [
      'Hello,',
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      link,
      '',
      'The link works once, for 24 hours. If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  });
  return { status: 'OK' };
}

/**
 * `POST /auth/<tenant>/user/email/verify`: a link's token, used once. It verifies the address it was made
 * for, on every method of the account that has it, if the method still has that address.
 */
export async function verifyEmailToken(
  ctx: AppContext,
  token: string,
  tenantId: string,
): Promise<{ status: 'OK'; userId: string } | { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' }> {
  const [used] = await ctx.db
    .delete(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash(ctx, token)),
        eq(emailVerificationTokens.tenantId, tenantId),
        gt(emailVerificationTokens.expiresAt, ctx.now()),
      ),
    )
    .returning();
  if (!used) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  const status = await emailStatusOf(ctx.db, used.loginMethodId);
  if (status?.email !== used.email) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  await markEmailVerified(ctx, used.userId, used.email);
  return { status: 'OK', userId: used.userId };
}
