import { and, eq, gt } from 'drizzle-orm';
import { MAX_CODE_INPUT_ATTEMPTS, type ConsumeCodeResponse } from '@app/contracts/auth';
import type { AppContext } from '../../context';
import { passwordlessCodes, passwordlessDevices } from '../../db/schema';
import { TextRefused } from '../../sms/guard';
import { isRecipientProblem } from '../../sms/sms-sender';
import { safeEqual } from '../../security/secrets';
import { codeHash, deviceIdHash, linkCodeHash, newDevice, newLinkCode, newUserInputCode } from './codes';
import { clearAfterSignIn, type CodeChannel, countFailure, limitSend } from './limits';
import { signInUp, type SignInUpResult } from '../accounts/login-methods';
import { otpMessage } from './otp-mail';
import { otpSms } from './otp-sms';

/** Where a code goes: an e-mail address (lower-cased) or a phone number (E.164). */
export type Contact = { email: string } | { phone: string };

export type FlowType = 'USER_INPUT_CODE' | 'USER_INPUT_CODE_AND_MAGIC_LINK';

export interface CodeDelivery {
  /** Where magic links point: the configured public origin, never a request header; without it only the code is sent. */
  linkOrigin: string | undefined;
  clientKey: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

function addressOf(contact: Contact): string {
  return 'email' in contact ? contact.email : contact.phone;
}

function channelOf(contact: Contact): CodeChannel {
  return 'email' in contact ? 'email' : 'sms';
}

function contactOf(device: { email: string | null; phone: string | null }): Contact {
  return device.email !== null ? { email: device.email } : { phone: device.phone! };
}

/**
 * Sends a code for a new flow. Same answer and work whether or not the address has an account. Inside a
 * session (`sessionHandle`) the flow is a second factor or a new sign-in method for that account: code
 * only, never a link, completed in the same session (ADR 0305). Texts carry a code only (ADR 0325).
 */
export async function createCode(
  ctx: AppContext,
  contact: Contact,
  tenantId: string,
  delivery: CodeDelivery,
  sessionHandle?: string,
) {
  await limitSend(ctx, addressOf(contact), delivery.clientKey, channelOf(contact));
  const now = ctx.now();
  const { deviceId, preAuthSessionId } = newDevice();
  await ctx.db.insert(passwordlessDevices).values({
    preAuthSessionId,
    deviceIdHash: deviceIdHash(ctx.secret, deviceId),
    tenantId,
    email: 'email' in contact ? contact.email : null,
    phone: 'phone' in contact ? contact.phone : null,
    sessionHandle: sessionHandle ?? null,
    lastSentAt: now,
    createdAt: now,
  });
  const withLink = delivery.linkOrigin !== undefined && sessionHandle === undefined && 'email' in contact;
  const sent = await sendNewCode(ctx, { deviceId, preAuthSessionId, contact, tenantId, withLink }, delivery);
  if (sent.status !== 'OK') {
    await ctx.db.delete(passwordlessDevices).where(eq(passwordlessDevices.preAuthSessionId, preAuthSessionId));
    return sent;
  }
  const flowType: FlowType = withLink ? 'USER_INPUT_CODE_AND_MAGIC_LINK' : 'USER_INPUT_CODE';
  return { status: 'OK' as const, deviceId, preAuthSessionId, flowType };
}

type SendResult = { status: 'OK' } | { status: 'GENERAL_ERROR'; message: string };

async function sendNewCode(
  ctx: AppContext,
  device: { deviceId: string; preAuthSessionId: string; contact: Contact; tenantId: string; withLink: boolean },
  delivery: CodeDelivery,
): Promise<SendResult> {
  const now = ctx.now();
  const code = newUserInputCode();
  const linkCode = device.withLink ? newLinkCode() : undefined;
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
  const { contact } = device;
  if ('phone' in contact) return sendSms(ctx, otpSms(contact.phone, code, ttl, delivery.linkOrigin), delivery);
  if (!ctx.mailer.delivers) delivery.log.info({ to: contact.email }, `Sign-in code for ${contact.email}: ${code}`);
  await ctx.mailer.send(otpMessage(contact.email, code, ttl, link));
  return { status: 'OK' };
}

/** A text the provider refuses becomes a message the reader can act on; our own failures are logged. */
async function sendSms(
  ctx: AppContext,
  message: Parameters<AppContext['sms']['send']>[0],
  delivery: CodeDelivery,
): Promise<SendResult> {
  try {
    await ctx.sms.send(message);
    return { status: 'OK' };
  } catch (err) {
    // Premium and foreign numbers, the day's cap (ADR 0340): the reader is told why, the flow dropped.
    if (err instanceof TextRefused) return { status: 'GENERAL_ERROR', message: err.message };
    if (isRecipientProblem(err)) return { status: 'GENERAL_ERROR', message: 'Phone number is invalid' };
    delivery.log.error({ err }, 'sending a sign-in text failed');
    return {
      status: 'GENERAL_ERROR',
      message: 'We could not send the text message. Please try again later, or sign in with your e-mail.',
    };
  }
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
  const contact = contactOf(device);
  await limitSend(ctx, addressOf(contact), delivery.clientKey, channelOf(contact));
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
  const withLink = delivery.linkOrigin !== undefined && device.sessionHandle === null && 'email' in contact;
  return sendNewCode(
    ctx,
    { deviceId: input.deviceId, preAuthSessionId: device.preAuthSessionId, contact, tenantId, withLink },
    delivery,
  );
}

async function findDevice(ctx: AppContext, preAuthSessionId: string, deviceId: string, tenantId: string) {
  const [device] = await ctx.db
    .select()
    .from(passwordlessDevices)
    .where(eq(passwordlessDevices.preAuthSessionId, preAuthSessionId));
  if (!device || device.tenantId !== tenantId) return undefined;
  return safeEqual(device.deviceIdHash, deviceIdHash(ctx.secret, deviceId)) ? device : undefined;
}

/** A proven contact: who signs in (or links), how, and in which session when the flow was started inside one. */
export interface ProvenContact {
  contact: Contact;
  /** The SDK's factor id: otp-email, link-email, otp-phone or link-phone. */
  factor: string;
  sessionHandle: string | null;
}

export type ConsumeResult = ConsumeCodeResponse | { status: 'PROVEN'; proven: ProvenContact };

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
      await deleteFlowsOf(tx, locked);
      return { kind: 'ok' as const, device: locked };
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

  if (outcome.kind === 'ok') return proven(ctx, outcome.device, 'otp', clientKey);
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
  const device = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ device: passwordlessDevices })
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
    if (!row || row.device.tenantId !== tenantId) return undefined;
    return (await deleteFlowsOf(tx, row.device)) ? row.device : undefined;
  });
  if (!device) return { status: 'RESTART_FLOW_ERROR' };
  return proven(ctx, device, 'link', clientKey);
}

type DeviceRow = typeof passwordlessDevices.$inferSelect;

/** A flow succeeded: every open flow to the same address ends with it. False when another request won. */
async function deleteFlowsOf(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  device: DeviceRow,
): Promise<boolean> {
  const sameAddress =
    device.email !== null ? eq(passwordlessDevices.email, device.email) : eq(passwordlessDevices.phone, device.phone!);
  const deleted = await tx
    .delete(passwordlessDevices)
    .where(and(eq(passwordlessDevices.tenantId, device.tenantId), sameAddress))
    .returning({ id: passwordlessDevices.preAuthSessionId });
  return deleted.some((d) => d.id === device.preAuthSessionId);
}

async function proven(ctx: AppContext, device: DeviceRow, how: 'otp' | 'link', clientKey: string) {
  const contact = contactOf(device);
  await clearAfterSignIn(ctx, addressOf(contact), clientKey, channelOf(contact));
  const factor = `${how}-${'email' in contact ? 'email' : 'phone'}`;
  return { status: 'PROVEN' as const, proven: { contact, factor, sessionHandle: device.sessionHandle } };
}

/** Signs the person in (or links the contact to the session's account) once the code or link proved it. */
export function signInUpWith(
  ctx: AppContext,
  tenantId: string,
  contact: Contact,
  sessionUserId?: string,
): Promise<SignInUpResult> {
  return signInUp(ctx, tenantId, { recipeId: 'passwordless', ...contact }, sessionUserId);
}
