import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { emailVerificationTokens, loginMethods, users } from '../../db/schema';
import { Unavailable } from '../../domain/errors';
import { keyedHash } from '../../security/secrets';
import { enforceLimit } from '../../security/rate-limit';
import { isConfirmed, markEmailProvenByLink } from '../accounts/login-methods';

const TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Verification e-mails one account may ask for: enough for a lost message, too few to flood a mailbox. */
const SENDS_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 };

/**
 * The e-mail a session is asked to verify (ADR 0326): the address of the login method the session signed
 * in with. A method without an address (a phone) has nothing to verify and counts as verified, as in
 * SuperTokens; codes and links prove their address when they sign in, so only addresses a social-login
 * provider did not vouch for are ever unverified. A link proves one only to the account's own session
 * (ADR 0351).
 */
async function emailStatusOf(db: Db, loginMethodId: string) {
  const [method] = await db
    .select({
      email: loginMethods.email,
      emailVerified: loginMethods.emailVerified,
      linkProvenEmail: loginMethods.linkProvenEmail,
      recipeId: loginMethods.recipeId,
      thirdPartyId: loginMethods.thirdPartyId,
      phone: loginMethods.phone,
      accountCreatedAt: users.createdAt,
    })
    .from(loginMethods)
    .innerJoin(users, eq(users.id, loginMethods.userId))
    .where(eq(loginMethods.id, loginMethodId))
    .limit(1);
  return method?.email ? { ...method, email: method.email, verified: isConfirmed(method) } : undefined;
}

export async function isEmailVerified(db: Db, loginMethodId: string): Promise<boolean> {
  return (await emailStatusOf(db, loginMethodId))?.verified ?? true;
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;

/** Who asked, in words the mailbox's owner can check: the way the asking session signed in, the account's age. */
function askerOf(ctx: AppContext, method: NonNullable<Awaited<ReturnType<typeof emailStatusOf>>>): string {
  const provider = ctx.config.AUTH_PROVIDERS.find((p) => p.id === method.thirdPartyId);
  const way =
    method.recipeId === 'thirdparty'
      ? `signed in with ${provider?.name ?? method.thirdPartyId ?? 'a social-login provider'}`
      : method.phone
        ? `signed in with a phone number ending in ${method.phone.slice(-2)}`
        : 'signed in with an e-mail code';
  return `an account on Kabbalah Numerology that ${way}, created on ${method.accountCreatedAt.toISOString().slice(0, 10)}`;
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
  const query = `token=${token}&tenantId=${encodeURIComponent(session.tenantId)}`;
  await ctx.mailer.send({
    to: status.email,
    subject: 'Confirm your e-mail address for Kabbalah Numerology',
    text: [
      'Hello,',
      '',
      `On ${utc(now)}, ${askerOf(ctx, status)} asked to use ${status.email} as its e-mail address.`,
      '',
      'If that was you, confirm it by opening this link in the browser where you asked, or after signing in',
      'there the same way. It works once, for 24 hours, and only for that account:',
      `${origin}/auth/verify-email?${query}`,
      '',
      'If this was not you, do not open the link above. Open this one to cancel the request:',
      `${origin}/auth/verify-email/not-me?${query}`,
      'Either way, an address confirmed by such a link never lets anyone sign in: that takes a code sent to it.',
    ].join('\n'),
  });
  return { status: 'OK' };
}

type VerifyResult =
  | { status: 'OK'; userId: string }
  | { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' }
  | { status: 'GENERAL_ERROR'; message: string };

const tokenRow = (ctx: AppContext, token: string, tenantId: string) =>
  and(
    eq(emailVerificationTokens.tokenHash, tokenHash(ctx, token)),
    eq(emailVerificationTokens.tenantId, tenantId),
    gt(emailVerificationTokens.expiresAt, ctx.now()),
  );

/**
 * `POST /auth/<tenant>/user/email/verify`: a link's token, used once, and only by a session of the account
 * that asked for it (ADR 0351): whoever opens the mailbox proves the address to themselves, never to the
 * stranger who typed it in. Without that session the token is kept and the answer says what to do.
 */
export async function verifyEmailToken(
  ctx: AppContext,
  token: string,
  tenantId: string,
  sessionUserId: string | undefined,
): Promise<VerifyResult> {
  const [pending] = await ctx.db
    .select({ userId: emailVerificationTokens.userId })
    .from(emailVerificationTokens)
    .where(tokenRow(ctx, token, tenantId))
    .limit(1);
  if (!pending) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  if (sessionUserId !== pending.userId)
    return {
      status: 'GENERAL_ERROR',
      message:
        'This link confirms the address only for the account that asked for it. Open it in the browser where you ' +
        'asked, or sign in there first. If you did not ask for it, use the "this was not me" link in the e-mail.',
    };
  const [used] = await ctx.db
    .delete(emailVerificationTokens)
    .where(tokenRow(ctx, token, tenantId))
    .returning();
  if (!used) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  const status = await emailStatusOf(ctx.db, used.loginMethodId);
  if (status?.email !== used.email) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  await markEmailProvenByLink(ctx, used.userId, used.email);
  return { status: 'OK', userId: used.userId };
}

/**
 * "This was not me": the mailbox's owner cancels the request without a session; every link that account
 * asked for to that address stops working.
 */
export async function cancelVerification(
  ctx: AppContext,
  token: string,
  tenantId: string,
): Promise<{ status: 'OK' } | { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' }> {
  const [used] = await ctx.db
    .delete(emailVerificationTokens)
    .where(tokenRow(ctx, token, tenantId))
    .returning();
  if (!used) return { status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' };
  await ctx.db
    .delete(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, used.userId), eq(emailVerificationTokens.email, used.email)));
  return { status: 'OK' };
}
