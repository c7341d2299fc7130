import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseOr400 } from '../../http/errors';
import { z } from 'zod';
import { cancelVerification, isEmailVerified, sendVerificationEmail, verifyEmailToken } from './service';
import { authUserOf } from '../accounts/login-methods';
import { optionalSessionAllowingPendingMfa, requireSessionAllowingPendingMfa } from '../sessions/guard';
import type { SessionService } from '../sessions/service';
import type { TenantRoute } from '../tenants/tenant-routes';
import { requestedTransfer, writeTokens } from '../sessions/transport';

const VerifyEmailBody = z.object({ method: z.literal('token'), token: z.string().min(1).max(200) });
const CancelBody = z.object({ token: z.string().min(1).max(200) });

/**
 * The e-mail verification recipe (ADR 0326): the `st-ev` claim on every access token, the link mailed on
 * request, the link's token used once, and the check that rewrites the claim.
 */
export function registerEmailVerification(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: SessionService,
  tenantRoute: TenantRoute,
) {
  sessions.addClaimBuilder(async (session) => ({
    'st-ev': { v: await isEmailVerified(ctx.db, session.recipeUserId), t: ctx.now().getTime() },
  }));

  app.post('/auth/user/email/verify/token', { preHandler: requireSessionAllowingPendingMfa }, async (request) => {
    const session = request.session!;
    return sendVerificationEmail(ctx, { userId: session.sub, loginMethodId: session.rsub, tenantId: session.tId });
  });

  // The link counts only in a session of the account that asked (ADR 0351); the tenant comes from the
  // link's ?tenantId=.
  tenantRoute('POST', '/user/email/verify', async (request, reply, tenant) => {
    const body = parseOr400(VerifyEmailBody, request.body);
    await optionalSessionAllowingPendingMfa(request);
    const result = await verifyEmailToken(ctx, body.token, tenant.id, request.session?.sub);
    if (result.status !== 'OK') return result;
    // The same person's open session gets the new claim at once.
    if (request.session?.sub === result.userId) {
      const tokens = await sessions.refreshClaims(request.session);
      if (tokens) writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    }
    return { status: 'OK', user: await authUserOf(ctx.db, result.userId) };
  });

  // "This was not me", from the e-mail's second link: no session, the token itself is the proof of the mailbox.
  tenantRoute('POST', '/user/email/verify/cancel', async (request, _reply, tenant) => {
    const body = parseOr400(CancelBody, request.body);
    return cancelVerification(ctx, body.token, tenant.id);
  });

  app.get('/auth/user/email/verify', { preHandler: requireSessionAllowingPendingMfa }, async (request, reply) => {
    const session = request.session!;
    const isVerified = await isEmailVerified(ctx.db, session.rsub);
    const tokens = await sessions.refreshClaims(session);
    if (tokens) writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return { status: 'OK', isVerified };
  });
}
