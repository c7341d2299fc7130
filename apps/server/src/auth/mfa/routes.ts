import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RecoveryCodeBody, type MfaOverview } from '@app/contracts/mfa';
import type { AppContext } from '../../context';
import { parseOr400 } from '../../http/errors';
import type { AuthOffer } from '../tenants/first-factors';
import { codeDestinationsOf } from '../accounts/login-methods';
import {
  cancelReset,
  contactEmailOf,
  firstFactorOf,
  mfaOn,
  mfaStatus,
  newRecoveryCodes,
  pendingResetAt,
  requestReset,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './service';
import { countedFactors, nextFactors, requirement } from './rules';
import { requireSession, requireSessionAllowingPendingMfa } from '../sessions/guard';
import type { SessionService } from '../sessions/service';
import type { Tenant } from '../tenants/tenants';
import { listDevices } from './totp';
import { registerTotpRoutes } from './totp-routes';
import { requestedTransfer, writeTokens } from '../sessions/transport';
import { mfaResetMail, mfaResetText } from './mail';

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
  sessions.addClaimBuilder(async ({ userId, tenantId, factors, firstFactor }) => {
    const groups = requirement(await mfaOn(ctx, userId), tenants.get(tenantId)?.requiredSecondaryFactors ?? []);
    return { 'st-mfa': { c: factors, v: nextFactors(groups, countedFactors(factors, firstFactor)).length === 0 } };
  });

  const statusOf: MfaStatusOf = async (request) =>
    mfaStatus(
      ctx,
      tenants.get(request.session!.tId),
      {
        userId: request.userId!,
        factors: request.session!['st-mfa'].c,
        firstFactor: await firstFactorOf(ctx, request.session!.sessionHandle),
      },
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
    const outcome = await useRecoveryCode(ctx, request.userId!, request.sessionHandle!, code);
    if (outcome.status === 'SESSION_ENDED') return reply.status(401).send({ message: 'unauthorised' });
    if (outcome.status !== 'OK') return outcome;
    if (!(await writeFresh(request, reply, 'totp'))) return reply;
    return outcome;
  });

  /** Fresh recovery codes, shown once; the old ones stop working. Needs MFA on and a recent factor. */
  app.post(
    '/auth/mfa/recovery-codes',
    { preHandler: requireSession, config: { accountProtection: 'step-up' } },
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
   * Every factor lost: a reader who just signed in with a code asks to turn MFA off. It happens 7 days later
   * unless the owner cancels from a fully signed-in session; every address and phone of the account is told
   * at once (ADR 0333, 0339), and every sign-in shows it until then (`GET /auth/mfa/reset`).
   */
  app.post('/auth/mfa/reset', { ...pending, config: { accountProtection: 'reset' } }, async (request, reply) => {
    const userId = request.userId!;
    const before = await pendingResetAt(ctx, userId);
    const effectiveAt = await requestReset(ctx, userId);
    if (!effectiveAt) return reply.status(409).send({ message: 'Multi-factor sign-in is not on for this account.' });
    if (!before)
      notifyReset(request, userId, effectiveAt).catch((err: unknown) =>
        request.log.warn({ err }, 'MFA reset notices not sent'),
      );
    return { status: 'OK', effectiveAt: effectiveAt.toISOString() };
  });

  /** A pending reset, for the sign-in pages (a session still owing its factor may ask). */
  app.get('/auth/mfa/reset', pending, async (request, reply) => {
    const resetAt = await pendingResetAt(ctx, request.userId!);
    reply.header('cache-control', 'private, no-store');
    return { status: 'OK', resetAt: resetAt?.toISOString() ?? null };
  });

  app.delete(
    '/auth/mfa/reset',
    { preHandler: requireSession, config: { accountProtection: 'step-up' } },
    async (request) => {
      await cancelReset(ctx, request.userId!);
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
}
