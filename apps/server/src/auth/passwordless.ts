import { and, eq, gt } from 'drizzle-orm';
import { MAX_CODE_INPUT_ATTEMPTS, type AuthUser, type ConsumeCodeResponse } from '@app/contracts/auth';
import type { AppContext } from '../context';
import { passwordlessCodes, passwordlessDevices, users } from '../db/schema/index';
import { safeEqual } from '../security/secrets';
import { codeHash, deviceIdHash, linkCodeHash, newDevice, newLinkCode, newUserInputCode } from './codes';
import { clearAfterSignIn, countFailure, limitSend } from './limits';
import { otpMessage } from './otp-mail';

export type FlowType = 'USER_INPUT_CODE' | 'USER_INPUT_CODE_AND_MAGIC_LINK';

export interface CodeDelivery {
  /** Where magic links point: the configured public origin, never a request header; without it only the code is sent. */
  linkOrigin: string | undefined;
  clientKey: string;
  log: { info(obj: object, msg: string): void };
}

type UserRow = typeof users.$inferSelect;

/** Sends a code for a new flow. Same answer and work whether or not the e-mail has an account. */
export async function createCode(ctx: AppContext, email: string, tenantId: string, delivery: CodeDelivery) {
  await limitSend(ctx, email, delivery.clientKey);
  const now = ctx.now();
  const { deviceId, preAuthSessionId } = newDevice();
  await ctx.db.insert(passwordlessDevices).values({
    preAuthSessionId,
    deviceIdHash: deviceIdHash(ctx.secret, deviceId),
    tenantId,
    email,
    lastSentAt: now,
    createdAt: now,
  });
  await sendNewCode(ctx, { deviceId, preAuthSessionId, email, tenantId }, delivery);
  const flowType: FlowType = delivery.linkOrigin ? 'USER_INPUT_CODE_AND_MAGIC_LINK' : 'USER_INPUT_CODE';
  return { status: 'OK' as const, deviceId, preAuthSessionId, flowType };
}

async function sendNewCode(
  ctx: AppContext,
  device: { deviceId: string; preAuthSessionId: string; email: string; tenantId: string },
  delivery: CodeDelivery,
): Promise<void> {
  const now = ctx.now();
  const code = newUserInputCode();
  const linkCode = delivery.linkOrigin ? newLinkCode() : undefined;
  const ttl = ctx.config.OTP_TTL_SECONDS;
  await ctx.db.insert(passwordlessCodes).values({
    preAuthSessionId: device.preAuthSessionId,
    codeHash: codeHash(ctx.secret, device.preAuthSessionId, code),
    linkCodeHash: linkCode ? linkCodeHash(ctx.secret, linkCode) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl * 1000),
  });
  const link = linkCode
    ? `${delivery.linkOrigin}/auth/verify?preAuthSessionId=${encodeURIComponent(device.preAuthSessionId)}&tenantId=${encodeURIComponent(device.tenantId)}#${linkCode}`
    : undefined;
  if (!ctx.mailer.delivers) delivery.log.info({ to: device.email }, `Sign-in code for ${device.email}: ${code}`);
  await ctx.mailer.send(otpMessage(device.email, code, ttl, link));
}

export type ResendResult =
  { status: 'OK' } | { status: 'RESTART_FLOW_ERROR' } | { status: 'GENERAL_ERROR'; message: string };

/** A new code on the same flow, no sooner than OTP_RESEND_GAP_SECONDS after the last one. */
export async function resendCode(
  ctx: AppContext,
  input: { deviceId: string; preAuthSessionId: string },
  tenantId: string,
  delivery: CodeDelivery,
): Promise<ResendResult> {
  const device = await findDevice(ctx, input.preAuthSessionId, input.deviceId, tenantId);
  if (!device) return { status: 'RESTART_FLOW_ERROR' };
  const now = ctx.now();
  const waitMs = device.lastSentAt.getTime() + ctx.config.OTP_RESEND_GAP_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    return {
      status: 'GENERAL_ERROR',
      message: `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking for a new code.`,
    };
  }
  await limitSend(ctx, device.email, delivery.clientKey);
  // Claim the send slot atomically so two quick resends cannot both go out.
  const claimed = await ctx.db
    .update(passwordlessDevices)
    .set({ lastSentAt: now })
    .where(
      and(
        eq(passwordlessDevices.preAuthSessionId, device.preAuthSessionId),
        eq(passwordlessDevices.lastSentAt, device.lastSentAt),
      ),
    )
    .returning({ id: passwordlessDevices.preAuthSessionId });
  if (claimed.length === 0) {
    return { status: 'GENERAL_ERROR', message: 'Please wait a few seconds before asking for a new code.' };
  }
  await sendNewCode(ctx, { deviceId: input.deviceId, ...device }, delivery);
  return { status: 'OK' };
}

async function findDevice(ctx: AppContext, preAuthSessionId: string, deviceId: string, tenantId: string) {
  const [device] = await ctx.db
    .select()
    .from(passwordlessDevices)
    .where(eq(passwordlessDevices.preAuthSessionId, preAuthSessionId));
  if (!device || device.tenantId !== tenantId) return undefined;
  return safeEqual(device.deviceIdHash, deviceIdHash(ctx.secret, deviceId)) ? device : undefined;
}

export type ConsumeResult = ConsumeCodeResponse | { status: 'SIGNED_IN'; user: UserRow; createdNewRecipeUser: boolean };

/**
 * Checks a typed code; wrong and expired codes count against the flow's 5 attempts and the client's
 * failures. Only the flow's creator holds its deviceId, so nobody else's failures can refuse its right code.
 */
export async function consumeUserInputCode(
  ctx: AppContext,
  input: { preAuthSessionId: string; deviceId: string; userInputCode: string },
  tenantId: string,
  clientKey: string,
): Promise<ConsumeResult> {
  const device = await findDevice(ctx, input.preAuthSessionId, input.deviceId, tenantId);
  if (!device) return { status: 'RESTART_FLOW_ERROR' };
  const candidate = codeHash(ctx.secret, device.preAuthSessionId, input.userInputCode.trim());
  const now = ctx.now();

  const outcome = await ctx.db.transaction(async (tx) => {
    // Row lock: concurrent submissions of one flow are decided one after the other.
    const [locked] = await tx
      .select()
      .from(passwordlessDevices)
      .where(eq(passwordlessDevices.preAuthSessionId, device.preAuthSessionId))
      .for('update');
    if (!locked) return { kind: 'restart' as const };
    const codes = await tx
      .select()
      .from(passwordlessCodes)
      .where(eq(passwordlessCodes.preAuthSessionId, locked.preAuthSessionId));
    // Compare against every code of the flow, in constant time, so timing says nothing about which matched.
    let match: (typeof codes)[number] | undefined;
    for (const c of codes) if (safeEqual(c.codeHash, candidate)) match = c;
    if (match && match.expiresAt > now) {
      await tx.delete(passwordlessDevices).where(eq(passwordlessDevices.email, locked.email));
      return { kind: 'ok' as const, email: locked.email };
    }
    const failed = locked.failedAttempts + 1;
    if (failed >= MAX_CODE_INPUT_ATTEMPTS) {
      await tx.delete(passwordlessDevices).where(eq(passwordlessDevices.preAuthSessionId, locked.preAuthSessionId));
      return { kind: 'restart' as const, failed: true };
    }
    await tx
      .update(passwordlessDevices)
      .set({ failedAttempts: failed })
      .where(eq(passwordlessDevices.preAuthSessionId, locked.preAuthSessionId));
    return { kind: match ? ('expired' as const) : ('incorrect' as const), failed };
  });

  if (outcome.kind === 'ok') return signInOrUp(ctx, outcome.email, clientKey);
  if ('failed' in outcome) await countFailure(ctx, clientKey);
  if (outcome.kind === 'restart') return { status: 'RESTART_FLOW_ERROR' };
  return {
    status: outcome.kind === 'expired' ? 'EXPIRED_USER_INPUT_CODE_ERROR' : 'INCORRECT_USER_INPUT_CODE_ERROR',
    failedCodeInputAttemptCount: outcome.failed,
    maximumCodeInputAttempts: MAX_CODE_INPUT_ATTEMPTS,
  };
}

/** A magic link: unknown, used or expired links restart the flow and are not counted (256-bit secrets). */
export async function consumeLinkCode(
  ctx: AppContext,
  input: { preAuthSessionId: string; linkCode: string },
  tenantId: string,
  clientKey: string,
): Promise<ConsumeResult> {
  const now = ctx.now();
  const hash = linkCodeHash(ctx.secret, input.linkCode);
  const email = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: passwordlessDevices.email, tenantId: passwordlessDevices.tenantId })
      .from(passwordlessCodes)
      .innerJoin(passwordlessDevices, eq(passwordlessDevices.preAuthSessionId, passwordlessCodes.preAuthSessionId))
      .where(
        and(
          eq(passwordlessCodes.linkCodeHash, hash),
          eq(passwordlessCodes.preAuthSessionId, input.preAuthSessionId),
          gt(passwordlessCodes.expiresAt, now),
        ),
      )
      .for('update');
    if (!row || row.tenantId !== tenantId) return undefined;
    const deleted = await tx
      .delete(passwordlessDevices)
      .where(eq(passwordlessDevices.email, row.email))
      .returning({ id: passwordlessDevices.preAuthSessionId });
    return deleted.length > 0 ? row.email : undefined;
  });
  if (!email) return { status: 'RESTART_FLOW_ERROR' };
  return signInOrUp(ctx, email, clientKey);
}

async function signInOrUp(ctx: AppContext, email: string, clientKey: string): Promise<ConsumeResult> {
  await clearAfterSignIn(ctx, email, clientKey);
  const created = await ctx.db
    .insert(users)
    .values({ email, createdAt: ctx.now() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created[0]) return { status: 'SIGNED_IN', user: created[0], createdNewRecipeUser: true };
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  return { status: 'SIGNED_IN', user: existing!, createdNewRecipeUser: false };
}

export async function emailExists(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** The addresses a signed-in user can receive codes at (the SDK's MFA info): their one e-mail. */
export async function codeEmailsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? [user.email] : [];
}

/** The SDK's user object for a passwordless-only user. */
export function toAuthUser(user: UserRow, tenantId: string): AuthUser {
  const timeJoined = user.createdAt.getTime();
  return {
    id: user.id,
    timeJoined,
    isPrimaryUser: false,
    tenantIds: [tenantId],
    emails: [user.email],
    phoneNumbers: [],
    thirdParty: [],
    webauthn: { credentialIds: [] },
    loginMethods: [
      {
        recipeId: 'passwordless',
        recipeUserId: user.id,
        tenantIds: [tenantId],
        timeJoined,
        verified: true,
        email: user.email,
      },
    ],
  };
}
