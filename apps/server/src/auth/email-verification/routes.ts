import { z } from 'zod';
import { parseOr400 } from '../../http/errors';
import { authUserOf } from '../accounts/login-methods';
import type { AuthRegistrar } from '../routes';
import {
  currentUser,
  optionalSessionAllowingPendingMfa,
  requireSessionAllowingPendingMfa,
  requireUser,
} from '../sessions/guard';
import { requestedTransfer, writeTokens } from '../sessions/transport';
import { cancelVerification, isEmailVerified, sendVerificationEmail, verifyEmailToken } from './service';

const VerifyEmailBody = z.object({ method: z.literal('token'), token: z.string().min(1).max(200) });
const CancelBody = z.object({ token: z.string().min(1).max(200) });

/**
 * The e-mail verification recipe (ADR 0326): the link mailed on request, the link's token used once, and the
 * check that rewrites the `st-ev` claim (declared with the others in sessions/claims.ts).
 */
export const registerEmailVerification: AuthRegistrar = ({ app, ctx, sessions, tenantRoute }) => {
  app.post('/auth/user/email/verify/token', { preHandler: requireSessionAllowingPendingMfa }, async (request) => {
    const { session } = requireUser(request);
    return sendVerificationEmail(ctx, { userId: session.sub, loginMethodId: session.rsub, tenantId: session.tId });
  });

  // The link counts only in a session of the account that asked (ADR 0351); the tenant comes from the
  // link's ?tenantId=.
  tenantRoute('POST', '/user/email/verify', async (request, reply, tenant) => {
    const body = parseOr400(VerifyEmailBody, request.body);
    await optionalSessionAllowingPendingMfa(request);
    const session = currentUser(request)?.session;
    const result = await verifyEmailToken(ctx, body.token, tenant.id, session?.sub);
    if (result.status !== 'OK') return result;
    // The same person's open session gets the new claim at once.
    if (session?.sub === result.userId) {
      const tokens = await sessions.refreshClaims(session);
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
    const { session } = requireUser(request);
    const isVerified = await isEmailVerified(ctx.db, session.rsub);
    const tokens = await sessions.refreshClaims(session);
    if (tokens) writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return { status: 'OK', isVerified };
  });
};
