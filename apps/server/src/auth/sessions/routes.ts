import { Unauthenticated } from '../../domain/errors';
import type { AuthRegistrar } from '../routes';
import { requireSessionAllowingPendingMfa, requireUser } from './guard';
import { UNAUTHORISED } from './service';
import { clearTokens, passesCsrfCheck, readToken, REFRESH_COOKIE, writeTokens } from './transport';

/** The session recipe's own routes: refresh, sign-out, and the keys that verify access tokens (ADR 0301). */
export const registerSessions: AuthRegistrar = ({ app, ctx, sessions }) => {
  app.post('/auth/session/refresh', async (request, reply) => {
    const presented = readToken(request, REFRESH_COOKIE);
    // Cookie mode: the SDK always sends `rid`; a cross-site form cannot.
    if (!presented || !passesCsrfCheck(request, presented.via, { jsonCounts: false })) {
      clearTokens(request, reply);
      throw new Unauthenticated(UNAUTHORISED);
    }
    const outcome = await sessions.refresh(presented.token);
    if (!outcome.ok) {
      clearTokens(request, reply);
      throw new Unauthenticated(outcome.reason);
    }
    writeTokens(request, reply, presented.via, outcome.tokens, ctx.now());
    return {};
  });

  app.post('/auth/signout', { preHandler: requireSessionAllowingPendingMfa }, async (request, reply) => {
    await sessions.revoke(requireUser(request).session.sessionHandle);
    clearTokens(request, reply);
    return { status: 'OK' };
  });

  app.get('/auth/jwt/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { keys: [sessions.publicJwk] };
  });
};
