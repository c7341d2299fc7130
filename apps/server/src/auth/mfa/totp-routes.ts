import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CreateTotpDeviceBody, RemoveTotpDeviceBody, VerifyTotpBody, VerifyTotpDeviceBody } from '@app/contracts/mfa';
import type { AppContext } from '../../context';
import { parseOr400 } from '../../http/errors';
import { mfaClaimError } from './rules';
import { requireSessionAllowingPendingMfa } from '../sessions/guard';
import type { SessionService } from '../sessions/service';
import { checkCode, createDevice, listDevices, removeDevice } from './totp';
import { requestedTransfer, writeTokens } from '../sessions/transport';
import type { MfaStatusOf } from './routes';

/** The TOTP recipe's routes (protocol 9.4): global, need a session, skip the MFA claim check (ADR 0331). */
export function registerTotpRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: SessionService,
  statusOf: MfaStatusOf,
): void {
  const guarded = { preHandler: requireSessionAllowingPendingMfa };
  // Adding, confirming or removing an authenticator app changes how the account is protected (ADR 0335).
  const change = { ...guarded, config: { accountProtection: 'step-up' as const } };

  /** Marks `totp` passed in this session: same handle, new access token and front token. */
  async function passed(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const tokens = await sessions.completeFactor(request.session!, 'totp');
    if (!tokens) {
      await reply.status(401).send({ message: 'unauthorised' });
      return false;
    }
    writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return true;
  }

  app.post('/auth/totp/device', change, async (request, reply) => {
    const { deviceName } = parseOr400(CreateTotpDeviceBody, request.body ?? {});
    const status = await statusOf(request);
    if (!status.allowedToSetup.includes('totp')) return reply.status(403).send(setupRefused);
    return createDevice(ctx, request.userId!, deviceName);
  });

  app.post('/auth/totp/device/verify', change, async (request, reply) => {
    const { deviceName, totp } = parseOr400(VerifyTotpDeviceBody, request.body);
    const status = await statusOf(request);
    // Verifying a new device is setting it up: the same rule as creating it.
    if (!status.allowedToSetup.includes('totp') && !status.alreadySetup.includes('totp'))
      return reply.status(403).send(setupRefused);
    const outcome = await checkCode(ctx, request.userId!, totp, deviceName);
    if (outcome.status !== 'OK') return outcome;
    if (!(await passed(request, reply))) return reply;
    return { status: 'OK', wasAlreadyVerified: outcome.wasAlreadyVerified };
  });

  app.post('/auth/totp/verify', guarded, async (request, reply) => {
    const { totp } = parseOr400(VerifyTotpBody, request.body);
    const outcome = await checkCode(ctx, request.userId!, totp);
    if (outcome.status !== 'OK') return outcome;
    if (!(await passed(request, reply))) return reply;
    return { status: 'OK' };
  });

  app.get('/auth/totp/device/list', guarded, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { status: 'OK', devices: await listDevices(ctx, request.userId!) };
  });

  app.post('/auth/totp/device/remove', change, async (request) => {
    const { deviceName } = parseOr400(RemoveTotpDeviceBody, request.body);
    return removeDevice(ctx, request.userId!, deviceName, request.session!['st-mfa'].v);
  });
}

const setupRefused = mfaClaimError({
  message: 'Complete the second factor you already set up before adding another one.',
});
