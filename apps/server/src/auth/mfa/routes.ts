import type { FastifyRequest } from 'fastify';
import { RecoveryCodeBody, type MfaOverview } from '@app/contracts/mfa';
import { Conflict, Unauthenticated } from '../../domain/errors';
import { parseOr400 } from '../../http/errors';
import { codeDestinationsOf } from '../accounts/login-methods';
import type { AuthRegistrar } from '../routes';
import { requireSession, requireSessionAllowingPendingMfa, requireUser } from '../sessions/guard';
import { UNAUTHORISED } from '../sessions/service';
import { sendSessionTokens } from '../sessions/transport';
import { mfaResetMail, mfaResetText } from './mail';
import {
  cancelReset,
  contactEmailOf,
  mfaOn,
  newRecoveryCodes,
  pendingResetAt,
  requestReset,
  sessionMfaStatus,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './service';
import { listDevices } from './totp';

/**
 * Multi-factor sign-in (ADR 0330): `PUT /auth/mfa/info`, recovery codes and the recovery reset. The `st-mfa`
 * claim itself is declared with the others in sessions/claims.ts; the authenticator app's routes are
 * totp-routes.ts.
 */
export const registerMfa: AuthRegistrar = ({ app, ctx, sessions, tenants, offer }) => {
  const pending = { preHandler: requireSessionAllowingPendingMfa };

  app.put('/auth/mfa/info', pending, async (request, reply) => {
    const { userId, session } = requireUser(request);
    const status = await sessionMfaStatus(ctx, tenants, session, offer);
    const { emails, phones } = await codeDestinationsOf(ctx.db, userId);
    sendSessionTokens(request, reply, await sessions.refreshClaims(session), ctx.now());
    return {
      status: 'OK',
      factors: { next: status.next, alreadySetup: status.alreadySetup, allowedToSetup: status.allowedToSetup },
      emails: { 'otp-email': emails },
      phoneNumbers: phones.length > 0 ? { 'otp-phone': phones } : {},
    };
  });

  /** A recovery code passes the TOTP factor, once. */
  app.post('/auth/mfa/recovery-code', pending, async (request, reply) => {
    const { code } = parseOr400(RecoveryCodeBody, request.body);
    const { userId, session } = requireUser(request);
    const outcome = await useRecoveryCode(ctx, userId, session.sessionHandle, code);
    if (outcome.status === 'SESSION_ENDED') throw new Unauthenticated(UNAUTHORISED);
    if (outcome.status !== 'OK') return outcome;
    sendSessionTokens(request, reply, await sessions.completeFactor(session, 'totp'), ctx.now());
    return outcome;
  });

  /** Fresh recovery codes, shown once; the old ones stop working. Needs MFA on and a recent factor. */
  app.post(
    '/auth/mfa/recovery-codes',
    { preHandler: requireSession, config: { accountProtection: 'step-up' } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      if (!(await mfaOn(ctx, userId)))
        throw new Conflict('Turn on multi-factor sign-in first: add an authenticator app.');
      reply.header('cache-control', 'private, no-store');
      return { status: 'OK', codes: await newRecoveryCodes(ctx, userId) };
    },
  );

  app.get('/auth/mfa/overview', { preHandler: requireSession }, async (request, reply): Promise<MfaOverview> => {
    const { userId } = requireUser(request);
    const resetAt = await pendingResetAt(ctx, userId);
    reply.header('cache-control', 'private, no-store');
    return {
      enabled: await mfaOn(ctx, userId),
      devices: (await listDevices(ctx, userId)).map(({ name, verified }) => ({ name, verified })),
      unusedRecoveryCodes: await unusedRecoveryCodes(ctx, userId),
      resetAt: resetAt?.toISOString() ?? null,
    };
  });
};

/**
 * The recovery reset, for a reader who lost every factor (ADR 0333, 0339): asked for after signing in with a
 * code, effective 7 days later unless the owner cancels, told at once to every address and phone.
 */
export const registerMfaReset: AuthRegistrar = ({ app, ctx }) => {
  const pending = { preHandler: requireSessionAllowingPendingMfa };

  /**
   * Every factor lost: a reader who just signed in with a code asks to turn MFA off. It happens 7 days later
   * unless the owner cancels from a fully signed-in session; every address and phone of the account is told
   * at once (ADR 0333, 0339), and every sign-in shows it until then (`GET /auth/mfa/reset`).
   */
  app.post('/auth/mfa/reset', { ...pending, config: { accountProtection: 'reset' } }, async (request) => {
    const { userId } = requireUser(request);
    const before = await pendingResetAt(ctx, userId);
    const effectiveAt = await requestReset(ctx, userId);
    if (!effectiveAt) throw new Conflict('Multi-factor sign-in is not on for this account.');
    if (!before)
      notifyReset(request, userId, effectiveAt).catch((err: unknown) =>
        request.log.warn({ err }, 'MFA reset notices not sent'),
      );
    return { status: 'OK', effectiveAt: effectiveAt.toISOString() };
  });

  /** A pending reset, for the sign-in pages (a session still owing its factor may ask). */
  app.get('/auth/mfa/reset', pending, async (request, reply) => {
    const resetAt = await pendingResetAt(ctx, requireUser(request).userId);
    reply.header('cache-control', 'private, no-store');
    return { status: 'OK', resetAt: resetAt?.toISOString() ?? null };
  });

  app.delete(
    '/auth/mfa/reset',
    { preHandler: requireSession, config: { accountProtection: 'step-up' } },
    async (request) => {
      await cancelReset(ctx, requireUser(request).userId);
      return { status: 'OK' };
    },
  );

  /** Every channel of the account: its contact address, every proven address and every phone. */
  async function notifyReset(request: FastifyRequest, userId: string, effectiveAt: Date): Promise<void> {
    const { emails, phones } = await codeDestinationsOf(ctx.db, userId);
    const contact = await contactEmailOf(ctx, userId);
    for (const to of new Set([...(contact ? [contact] : []), ...emails]))
      ctx.mailer
        .send(mfaResetMail(to, effectiveAt, ctx.config.publicOrigin))
        .catch((err: unknown) => request.log.warn({ err }, 'MFA reset notice not sent'));
    for (const to of phones)
      ctx.sms
        .send(mfaResetText(to, effectiveAt, ctx.config.publicOrigin))
        .catch((err: unknown) => request.log.warn({ err }, 'MFA reset text not sent'));
  }
};
