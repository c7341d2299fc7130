import { CreateTotpDeviceBody, RemoveTotpDeviceBody, VerifyTotpBody, VerifyTotpDeviceBody } from '@app/contracts/mfa';
import { parseOr400 } from '../../http/errors';
import type { AuthRegistrar } from '../routes';
import { claimRefused, requireSessionAllowingPendingMfa, requireUser } from '../sessions/guard';
import { sendSessionTokens } from '../sessions/transport';
import { mfaClaimError } from './rules';
import { sessionMfaStatus } from './service';
import { checkCode, createDevice, listDevices, removeDevice } from './totp';

/** The TOTP recipe's routes (protocol 9.4): global, need a session, skip the MFA claim check (ADR 0331). */
export const registerTotp: AuthRegistrar = ({ app, ctx, sessions, tenants, offer }) => {
  const guarded = { preHandler: requireSessionAllowingPendingMfa };
  // Adding, confirming or removing an authenticator app changes how the account is protected (ADR 0335).
  const change = { ...guarded, config: { accountProtection: 'step-up' as const } };

  app.post('/auth/totp/device', change, async (request) => {
    const { deviceName } = parseOr400(CreateTotpDeviceBody, request.body ?? {});
    const { userId, session } = requireUser(request);
    const status = await sessionMfaStatus(ctx, tenants, session, offer);
    if (!status.allowedToSetup.includes('totp')) throw claimRefused(setupRefused);
    return createDevice(ctx, userId, deviceName);
  });

  app.post('/auth/totp/device/verify', change, async (request, reply) => {
    const { deviceName, totp } = parseOr400(VerifyTotpDeviceBody, request.body);
    const { userId, session } = requireUser(request);
    const status = await sessionMfaStatus(ctx, tenants, session, offer);
    // Verifying a new device is setting it up: the same rule as creating it.
    if (!status.allowedToSetup.includes('totp') && !status.alreadySetup.includes('totp'))
      throw claimRefused(setupRefused);
    const outcome = await checkCode(ctx, userId, totp, deviceName);
    if (outcome.status !== 'OK') return outcome;
    // `totp` passed in this session: same handle, new access token and front token.
    sendSessionTokens(request, reply, await sessions.completeFactor(session, 'totp'), ctx.now());
    return { status: 'OK', wasAlreadyVerified: outcome.wasAlreadyVerified };
  });

  app.post('/auth/totp/verify', guarded, async (request, reply) => {
    const { totp } = parseOr400(VerifyTotpBody, request.body);
    const { userId, session } = requireUser(request);
    const outcome = await checkCode(ctx, userId, totp);
    if (outcome.status !== 'OK') return outcome;
    sendSessionTokens(request, reply, await sessions.completeFactor(session, 'totp'), ctx.now());
    return { status: 'OK' };
  });

  app.get('/auth/totp/device/list', guarded, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { status: 'OK', devices: await listDevices(ctx, requireUser(request).userId) };
  });

  app.post('/auth/totp/device/remove', change, async (request) => {
    const { deviceName } = parseOr400(RemoveTotpDeviceBody, request.body);
    const { userId, session } = requireUser(request);
    return removeDevice(ctx, userId, deviceName, session['st-mfa'].v);
  });
};

const setupRefused = mfaClaimError({
  message: 'Complete the second factor you already set up before adding another one.',
});
