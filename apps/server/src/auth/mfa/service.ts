import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { mfaRecoveryAttempts, mfaRecoveryCodes, mfaSettings, sessions, totpDevices, users } from '../../db/schema';
import { keyedHash } from '../../security/secrets';
import { codeDestinationsOf } from '../accounts/login-methods';
import {
  completedRecently,
  countedFactors,
  failedAttemptsAfter,
  lockedFor,
  MAX_FAILED_ATTEMPTS,
  maySetUp,
  mfaClaimError,
  nextFactors,
  requirement,
  SECONDARY_FACTORS,
  STEP_UP_SECONDS,
} from './rules';
import type { AccessTokenPayload } from '../sessions/access-token';
import type { Tenant } from '../tenants/tenants';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A recovery reset takes effect this long after it was asked for, unless the owner cancels (ADR 0333). */
const RESET_DELAY_MS = 7 * 86_400_000;

/**
 * Whether the reader turned multi-factor sign-in on. A recovery reset that has waited its 7 days is applied
 * here, the first time anyone asks: devices and recovery codes go, MFA is off.
 */
export async function mfaOn(ctx: AppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(mfaSettings).where(eq(mfaSettings.userId, userId));
  if (!row?.enabled) return false;
  if (row.resetRequestedAt && row.resetRequestedAt.getTime() + RESET_DELAY_MS <= ctx.now().getTime()) {
    await applyReset(ctx, userId);
    return false;
  }
  return true;
}

async function applyReset(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const due = new Date(ctx.now().getTime() - RESET_DELAY_MS);
    const [applied] = await tx
      .update(mfaSettings)
      .set({ enabled: false, resetRequestedAt: null, failedAttempts: 0, lastFailedAt: null })
      .where(and(eq(mfaSettings.userId, userId), lte(mfaSettings.resetRequestedAt, due)))
      .returning();
    if (!applied) return;
    await tx.delete(totpDevices).where(eq(totpDevices.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  });
}

/** Turns MFA on or off for the reader (first device verified, last device removed). */
export async function setMfa(db: Db | Tx, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(mfaSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({
      target: mfaSettings.userId,
      set: { enabled, ...(enabled ? {} : { resetRequestedAt: null }) },
    });
}

/** The secondary factors the reader has set up: a verified authenticator app, proven e-mails, phones. */
async function factorsSetUp(ctx: AppContext, userId: string): Promise<string[]> {
  const [device] = await ctx.db
    .select({ id: totpDevices.id })
    .from(totpDevices)
    .where(and(eq(totpDevices.userId, userId), eq(totpDevices.verified, true)))
    .limit(1);
  const { emails, phones } = await codeDestinationsOf(ctx.db, userId);
  return [
    ...(emails.length > 0 ? ['otp-email'] : []),
    ...(phones.length > 0 ? ['otp-phone'] : []),
    ...(device ? ['totp'] : []),
  ];
}

export interface MfaSession {
  userId: string;
  /** Factor id → completion time in seconds. */
  factors: Record<string, number>;
  /** The factor the session signed in with while it has not been passed again (it counts once). */
  firstFactor: string | null;
}

/** The session's first factor while it has not been passed again inside the session (ADR 0336). */
async function firstFactorOf(ctx: AppContext, sessionHandle: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ firstFactor: sessions.firstFactor })
    .from(sessions)
    .where(eq(sessions.handle, sessionHandle));
  return row?.firstFactor ?? null;
}

/** What `PUT /auth/mfa/info` answers, and what the setup rule needs. */
async function mfaStatus(
  ctx: AppContext,
  tenant: Pick<Tenant, 'requiredSecondaryFactors'> | undefined,
  session: MfaSession,
  offered: { phone: boolean },
) {
  const groups = requirement(await mfaOn(ctx, session.userId), tenant?.requiredSecondaryFactors ?? []);
  const unmet = nextFactors(groups, countedFactors(session.factors, session.firstFactor));
  const alreadySetup = await factorsSetUp(ctx, session.userId);
  const available: string[] = SECONDARY_FACTORS.filter(
    (f) => f !== 'otp-phone' || offered.phone || alreadySetup.includes(f),
  );
  const allowedToSetup = available.filter((f) => maySetUp(f, unmet, alreadySetup));
  // Only what the reader can actually do is offered as the next step.
  const next = unmet.filter((f) => allowedToSetup.includes(f) || alreadySetup.includes(f));
  return { v: unmet.length === 0, next, alreadySetup, allowedToSetup };
}

/** `mfaStatus` for the session an access token belongs to, under its tenant's requirement. */
export async function sessionMfaStatus(
  ctx: AppContext,
  tenants: ReadonlyMap<string, Tenant>,
  session: AccessTokenPayload,
  offered: { phone: boolean },
) {
  return mfaStatus(
    ctx,
    tenants.get(session.tId),
    { userId: session.sub, factors: session['st-mfa'].c, firstFactor: await firstFactorOf(ctx, session.sessionHandle) },
    offered,
  );
}

/**
 * Runs one authenticator-code attempt under the reader's failure count (row-locked, so parallel guesses are
 * counted one by one and never pass the cap): refused while locked; a failure counts, a success clears it.
 */
export async function withAttemptLimit<T extends { ok: boolean }>(
  ctx: AppContext,
  userId: string,
  attempt: (tx: Tx) => Promise<T>,
): Promise<
  | { status: 'LIMIT_REACHED_ERROR'; retryAfterMs: number }
  | { status: 'FAILED'; currentNumberOfFailedAttempts: number; maxNumberOfFailedAttempts: number; result: T }
  | { status: 'OK'; result: T }
> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.insert(mfaSettings).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(mfaSettings).where(eq(mfaSettings.userId, userId)).for('update');
    const wait = lockedFor(row!.failedAttempts, row!.lastFailedAt, now);
    if (wait > 0) return { status: 'LIMIT_REACHED_ERROR' as const, retryAfterMs: wait };
    const result = await attempt(tx);
    if (result.ok) {
      if (row!.failedAttempts > 0)
        await tx
          .update(mfaSettings)
          .set({ failedAttempts: 0, lastFailedAt: null })
          .where(eq(mfaSettings.userId, userId));
      return { status: 'OK' as const, result };
    }
    const failed = failedAttemptsAfter(row!.failedAttempts);
    await tx
      .update(mfaSettings)
      .set({ failedAttempts: failed, lastFailedAt: now })
      .where(eq(mfaSettings.userId, userId));
    return {
      status: 'FAILED' as const,
      currentNumberOfFailedAttempts: failed,
      maxNumberOfFailedAttempts: MAX_FAILED_ATTEMPTS,
      result,
    };
  });
}

const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function recoveryHash(ctx: AppContext, code: string): string {
  return keyedHash(ctx.secret, 'mfa-recovery-code', code.toLowerCase().replace(/[^a-z2-7]/g, ''));
}

/** Ten fresh one-time codes (`xxxxx-xxxxx`, 50 random bits each); the old ones stop working. Shown once. */
export async function newRecoveryCodes(ctx: AppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => BASE32[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(ctx, c) })));
  });
  return codes;
}

export async function unusedRecoveryCodes(ctx: AppContext, userId: string): Promise<number> {
  const rows = await ctx.db
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return rows.length;
}

/**
 * Spends a recovery code (once). Wrong codes are counted for this session only, under a row lock (ADR 0337):
 * a visitor who locked the authenticator app with wrong guesses cannot lock the owner out of this way round
 * it too. A right code also lifts the app's lock: the owner is back.
 */
export async function useRecoveryCode(ctx: AppContext, userId: string, sessionHandle: string, code: string) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Only for a live session row (the count goes with it).
    await tx
      .insert(mfaRecoveryAttempts)
      .select(
        tx
          .select({
            sessionHandle: sessions.handle,
            failedAttempts: sql<number>`0`.as('failed_attempts'),
            lastFailedAt: sql<Date | null>`null::timestamptz`.as('last_failed_at'),
          })
          .from(sessions)
          .where(eq(sessions.handle, sessionHandle)),
      )
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(mfaRecoveryAttempts)
      .where(eq(mfaRecoveryAttempts.sessionHandle, sessionHandle))
      .for('update');
    if (!row) return { status: 'SESSION_ENDED' as const };
    const wait = lockedFor(row.failedAttempts, row.lastFailedAt, now);
    if (wait > 0) return { status: 'LIMIT_REACHED_ERROR' as const, retryAfterMs: wait };
    const [used] = await tx
      .update(mfaRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(mfaRecoveryCodes.userId, userId),
          eq(mfaRecoveryCodes.codeHash, recoveryHash(ctx, code)),
          isNull(mfaRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: mfaRecoveryCodes.id });
    if (used) {
      await tx.update(mfaSettings).set({ failedAttempts: 0, lastFailedAt: null }).where(eq(mfaSettings.userId, userId));
      await tx
        .update(mfaRecoveryAttempts)
        .set({ failedAttempts: 0, lastFailedAt: null })
        .where(eq(mfaRecoveryAttempts.sessionHandle, sessionHandle));
      return { status: 'OK' as const };
    }
    const failed = failedAttemptsAfter(row.failedAttempts);
    await tx
      .update(mfaRecoveryAttempts)
      .set({ failedAttempts: failed, lastFailedAt: now })
      .where(eq(mfaRecoveryAttempts.sessionHandle, sessionHandle));
    return {
      status: 'INVALID_RECOVERY_CODE_ERROR' as const,
      currentNumberOfFailedAttempts: failed,
      maxNumberOfFailedAttempts: MAX_FAILED_ATTEMPTS,
    };
  });
  if (outcome.status !== 'OK') return outcome;
  return { status: 'OK' as const, remaining: await unusedRecoveryCodes(ctx, userId) };
}

/** The reader lost every factor: MFA goes off RESET_DELAY_MS from now unless they cancel. */
export async function requestReset(ctx: AppContext, userId: string): Promise<Date | undefined> {
  const now = ctx.now();
  const [row] = await ctx.db.select().from(mfaSettings).where(eq(mfaSettings.userId, userId));
  if (!row?.enabled) return undefined;
  const requested = row.resetRequestedAt ?? now;
  if (!row.resetRequestedAt)
    await ctx.db.update(mfaSettings).set({ resetRequestedAt: now }).where(eq(mfaSettings.userId, userId));
  return new Date(requested.getTime() + RESET_DELAY_MS);
}

export async function cancelReset(ctx: AppContext, userId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(mfaSettings)
    .set({ resetRequestedAt: null })
    .where(eq(mfaSettings.userId, userId))
    .returning({ at: mfaSettings.resetRequestedAt });
  return rows.length > 0;
}

/** The account's contact address (receipts, notices), if it has one. */
export async function contactEmailOf(ctx: AppContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** When a pending recovery reset takes effect, if one is pending. */
export async function pendingResetAt(ctx: AppContext, userId: string): Promise<Date | undefined> {
  const [row] = await ctx.db.select().from(mfaSettings).where(eq(mfaSettings.userId, userId));
  return row?.enabled && row.resetRequestedAt ? new Date(row.resetRequestedAt.getTime() + RESET_DELAY_MS) : undefined;
}

/**
 * Why a code may not be sent to `contact` inside this session, as the 403 body, or undefined when it may.
 * While a second factor is owed: only to an address or number the account already has (passing that
 * factor), or to a new one where the setup rule allows that factor, so a visitor holding only a stolen first
 * factor cannot add a mailbox of their own. With MFA on, adding a new address or number is a change of
 * sign-in methods: it needs a factor passed in the last 10 minutes (step-up).
 */
export async function codeInSessionRefusal(
  ctx: AppContext,
  tenant: Pick<Tenant, 'requiredSecondaryFactors'> | undefined,
  session: StepUpSession & { sessionHandle: string },
  contact: { email: string } | { phone: string },
  offered: { phone: boolean },
): Promise<Record<string, unknown> | undefined> {
  const { emails, phones } = await codeDestinationsOf(ctx.db, session.sub);
  if ('email' in contact ? emails.includes(contact.email) : phones.includes(contact.phone)) return undefined;
  if (!session['st-mfa'].v) {
    const status = await mfaStatus(
      ctx,
      tenant,
      {
        userId: session.sub,
        factors: session['st-mfa'].c,
        firstFactor: await firstFactorOf(ctx, session.sessionHandle),
      },
      offered,
    );
    return status.allowedToSetup.includes('email' in contact ? 'otp-email' : 'otp-phone')
      ? undefined
      : mfaClaimError({ message: 'Pass the second factor you already set up first.' });
  }
  return changeRefusal(ctx, session);
}

type StepUpSession = { sub: string; 'st-mfa': { c: Record<string, number>; v: boolean } };

/**
 * Why this session may not change the account's sign-in methods (adding a provider, a new address), as the
 * 403 body, or undefined: a second factor still owed, or the step-up rule below.
 */
export async function changeRefusal(
  ctx: AppContext,
  session: StepUpSession,
): Promise<Record<string, unknown> | undefined> {
  if (!session['st-mfa'].v) return mfaClaimError();
  return stepUpRefusal(ctx, session);
}

/** Factors that prove a reset was asked for by someone who just signed in with a code (ADR 0333, 0335). */
const RESET_PROOFS = ['otp-email', 'otp-phone', 'link-email', 'link-phone', 'totp'];

/**
 * THE step-up rule (ADR 0335), for every change to how an account signs in or is protected: with MFA on,
 * the authenticator app (or a recovery code, which passes it) must have been passed in this session within
 * STEP_UP_SECONDS; otherwise the 403 body. The recovery reset, for a reader who lost the app, takes instead a
 * code passed that recently (it waits 7 days and tells every channel). Without MFA there is no step-up.
 */
export async function stepUpRefusal(
  ctx: AppContext,
  session: StepUpSession,
  kind: 'change' | 'reset' = 'change',
): Promise<Record<string, unknown> | undefined> {
  if (!(await mfaOn(ctx, session.sub))) return undefined;
  const now = Math.floor(ctx.now().getTime() / 1000);
  if (completedRecently(session['st-mfa'].c, kind === 'reset' ? RESET_PROOFS : ['totp'], now)) return undefined;
  return kind === 'reset'
    ? mfaClaimError({
        message: 'Please sign in again with a code sent to you, then ask again.',
        stepUp: true,
        maxAgeInSeconds: STEP_UP_SECONDS,
      })
    : stepUpError();
}

/** The 403 body asking to pass TOTP again before a change that matters (the front end sends the reader there). */
function stepUpError(maxAgeInSeconds = STEP_UP_SECONDS) {
  return mfaClaimError({
    message: 'Please confirm it is you: enter a code from your authenticator app again.',
    stepUp: true,
    factorId: 'totp',
    maxAgeInSeconds,
  });
}
