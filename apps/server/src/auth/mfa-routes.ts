import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RecoveryCodeBody, type MfaOverview } from '@app/contracts/mfa';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import type { AuthOffer } from './first-factors';
import { codeDestinationsOf } from './login-methods';
import {
  cancelReset,
  mfaOn,
  mfaStatus,
  newRecoveryCodes,
  pendingResetAt,
  requestReset,
  stepUpError,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './mfa';
import { completedRecently, nextFactors, requiredFactors, STEP_UP_SECONDS } from './mfa-rules';
import { requireSession, requireSessionAllowingPendingMfa } from './session-guard';
import type { SessionService } from './sessions';
import type { Tenant } from './tenants';
import { listDevices } from './totp';
import { registerTotpRoutes } from './totp-routes';
import { requestedTransfer, writeTokens } from './transport';
import { mfaResetMail } from './mfa-mail';

export type MfaStatusOf = (request: FastifyRequest) => ReturnType<typeof mfaStatus>;

/**
 * Multi-factor sign-in (ADR 0330): the `st-mfa` claim computed from the reader's setting and their tenant's
 * required factors, `PUT /auth/mfa/info`, the TOTP routes, recovery codes and the recovery reset.
 */
export function registerMfa(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: SessionService,
  tenants: ReadonlyMap<string, Tenant>,
  offer: AuthOffer,
): void {
  sessions.addClaimBuilder(async ({ userId, tenantId, factors }) => {
    const required = requiredFactors(await mfaOn(ctx, userId), tenants.get(tenantId)?.requiredSecondaryFactors ?? []);
    return { 'st-mfa': { c: factors, v: nextFactors(required, factors).length === 0 } };
  });

  const statusOf: MfaStatusOf = (request) =>
    mfaStatus(
      ctx,
      tenants.get(request.session!.tId),
      { userId: request.userId!, factors: request.session!['st-mfa'].c },
      offer,
    );

  registerTotpRoutes(app, ctx, sessions, statusOf);
  const pending = { preHandler: requireSessionAllowingPendingMfa };

  async function writeFresh(request: FastifyRequest, reply: FastifyReply, factor?: string): Promise<boolean> {
    const tokens = factor
      ? await sessions.completeFactor(request.session!, factor)
      : await sessions.refreshClaims(request.session!);
    if (!tokens) {
      await reply.status(401).send({ message: 'unauthorised' });
      return false;
    }
    writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return true;
  }

  app.put('/auth/mfa/info', pending, async (request, reply) => {
    const status = await statusOf(request);
    const { emails, phones } = await codeDestinationsOf(ctx.db, request.userId!);
    if (!(await writeFresh(request, reply))) return reply;
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
    const outcome = await useRecoveryCode(ctx, request.userId!, code);
    if (outcome.status !== 'OK') return outcome;
    if (!(await writeFresh(request, reply, 'totp'))) return reply;
    return outcome;
  });

  /** Fresh recovery codes, shown once; the old ones stop working. Needs MFA on and a recent factor. */
  app.post(
    '/auth/mfa/recovery-codes',
    { preHandler: [requireSession, requireRecentFactor(ctx)] },
    async (request, reply) => {
      if (!(await mfaOn(ctx, request.userId!)))
        return reply.status(409).send({ message: 'Turn on multi-factor sign-in first: add an authenticator app.' });
      reply.header('cache-control', 'private, no-store');
      return { status: 'OK', codes: await newRecoveryCodes(ctx, request.userId!) };
    },
  );

  app.get('/auth/mfa/overview', { preHandler: requireSession }, async (request, reply): Promise<MfaOverview> => {
    const userId = request.userId!;
    const resetAt = await pendingResetAt(ctx, userId);
    reply.header('cache-control', 'private, no-store');
    return {
      enabled: await mfaOn(ctx, userId),
      devices: (await listDevices(ctx, userId)).map(({ name, verified }) => ({ name, verified })),
      unusedRecoveryCodes: await unusedRecoveryCodes(ctx, userId),
      resetAt: resetAt?.toISOString() ?? null,
    };
  });

  /**
   * Every factor lost: a reader who signed in with their e-mail code asks to turn MFA off. It happens 7 days
   * later unless the owner cancels from a fully signed-in session; the contact address is told at once.
   */
  app.post('/auth/mfa/reset', pending, async (request, reply) => {
    const userId = request.userId!;
    const before = await pendingResetAt(ctx, userId);
    const effectiveAt = await requestReset(ctx, userId);
    if (!effectiveAt) return reply.status(409).send({ message: 'Multi-factor sign-in is not on for this account.' });
    const { emails } = await codeDestinationsOf(ctx.db, userId);
    if (!before)
      for (const to of emails)
        ctx.mailer
          .send(mfaResetMail(to, effectiveAt, ctx.config.publicOrigin))
          .catch((err: unknown) => request.log.warn({ err }, 'MFA reset notice not sent'));
    return { status: 'OK', effectiveAt: effectiveAt.toISOString() };
  });

  app.delete('/auth/mfa/reset', { preHandler: requireSession }, async (request) => {
    await cancelReset(ctx, request.userId!);
    return { status: 'OK' };
  });
}

/**
 * preHandler (after requireSession) for what matters most: with MFA on, a factor completed within
 * `maxAgeSeconds` (deleting the account, changing sign-in methods). Otherwise 403 with an `st-mfa` claim
 * error carrying `stepUp`, which the front end answers by sending the reader to pass TOTP again.
 */
export function requireRecentFactor(ctx: AppContext, maxAgeSeconds = STEP_UP_SECONDS) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.session || !(await mfaOn(ctx, request.session.sub))) return;
    const now = Math.floor(ctx.now().getTime() / 1000);
    if (completedRecently(request.session['st-mfa'].c, ['totp'], now, maxAgeSeconds)) return;
    await reply.status(403).send(stepUpError(maxAgeSeconds));
  };
}
