import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEmailVerification } from './email-verification/routes';
import { type AuthOffer, loginMethodsResponse } from './tenants/first-factors';
import { loadSigningKey } from './sessions/keys';
import { registerPasswordlessRoutes } from './passwordless/routes';
import { registerMfa } from './mfa/routes';
import { installStepUp, requireSessionAllowingPendingMfa } from './sessions/guard';
import { registerSignInMethodRoutes } from './accounts/routes';
import { REVOCATIONS_CHANNEL, SessionService } from './sessions/service';
import { tenantRoutes } from './tenants/tenant-routes';
import { tenantsFrom } from './tenants/tenants';
import { registerThirdPartyRoutes } from './thirdparty/routes';
import { clearTokens, passesCsrfCheck, readToken, REFRESH_COOKIE, writeTokens } from './sessions/transport';

/**
 * The SuperTokens Frontend Driver Interface routes the SDKs call, under /auth
 * (docs/decisions/0300-own-supertokens-backend.md).
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const sessions = new SessionService(ctx, await loadSigningKey(ctx.db, ctx.now()));
  app.decorate('sessionService', sessions);
  // Sign-outs, deleted accounts and stolen refresh tokens on other instances take effect here at once,
  // not only when the access token expires; what was revoked before this start, or while the listening
  // connection was down, is read from the database (ADR 0301).
  if (ctx.database.listen) {
    const stop = await ctx.database.listen(
      REVOCATIONS_CHANNEL,
      (handle) => sessions.markRevoked(handle),
      () => void sessions.loadRevocations().catch((err: unknown) => app.log.error({ err }, 'reloading revocations')),
    );
    app.addHook('onClose', stop);
  }
  await sessions.loadRevocations();

  // Before any route: the step-up rule attaches to every route declared as changing sign-in (ADR 0335).
  installStepUp(app, ctx);
  const tenants = tenantsFrom(ctx.config);
  const tenantRoute = tenantRoutes(app, tenants);
  registerPasswordlessRoutes(ctx, sessions, tenantRoute);
  registerEmailVerification(app, ctx, sessions, tenantRoute);

  // What this server can deliver; the sign-in methods issue adds phones and providers (ADR 0307).
  const offer: AuthOffer = {
    phone: ctx.config.AUTH_PHONE,
    providers: ctx.config.AUTH_PROVIDERS.map(({ id, name }) => ({ id, name })),
  };
  registerThirdPartyRoutes(app, ctx, sessions, tenantRoute, offer, ctx.config.AUTH_PROVIDERS);
  registerMfa(app, ctx, sessions, tenants, offer);
  registerSignInMethodRoutes(app, ctx, ctx.config.AUTH_PROVIDERS);
  tenantRoute('GET', '/loginmethods', async (_request, _reply, tenant) => loginMethodsResponse(tenant, offer));

  app.post('/auth/session/refresh', async (request, reply) => {
    const presented = readToken(request, REFRESH_COOKIE);
    // Cookie mode: the SDK always sends `rid`; a cross-site form cannot.
    if (!presented || !passesCsrfCheck(request, presented.via, { jsonCounts: false })) {
      clearTokens(request, reply);
      return reply.status(401).send({ message: 'unauthorised' });
    }
    const outcome = await sessions.refresh(presented.token);
    if (!outcome.ok) {
      clearTokens(request, reply);
      return reply.status(401).send({ message: outcome.reason });
    }
    writeTokens(request, reply, presented.via, outcome.tokens, ctx.now());
    return {};
  });

  app.post('/auth/signout', { preHandler: requireSessionAllowingPendingMfa }, async (request, reply) => {
    await sessions.revoke(request.sessionHandle!);
    clearTokens(request, reply);
    return { status: 'OK' };
  });

  app.get('/auth/jwt/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { keys: [sessions.publicJwk] };
  });
}
