import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseOr400 } from '../../http/errors';
import { routeLimit } from '../../security/rate-limit';
import { firstFactorsOf, providersOf, type AuthOffer } from '../tenants/first-factors';
import { authUserOf } from '../accounts/login-methods';
import { callbackUrl, type Provider } from './providers';
import { authorisationUrl, ProviderError } from './providers-oidc';
import { changeRefusal } from '../mfa/service';
import { optionalSessionAllowingPendingMfa } from '../sessions/guard';
import type { SessionService } from '../sessions/service';
import type { TenantRoute } from '../tenants/tenant-routes';
import type { Tenant } from '../tenants/tenants';
import { signInUpWithProvider } from './service';
import { requestedTransfer, writeTokens } from '../sessions/transport';

const AuthorisationUrlQuery = z.object({
  thirdPartyId: z.string().min(1).max(64),
  redirectURIOnProviderDashboard: z.string().min(1).max(2000),
  clientType: z.string().max(64).optional(),
});

const SignInUpBody = z.object({
  thirdPartyId: z.string().min(1).max(64),
  clientType: z.string().max(64).optional(),
  redirectURIInfo: z.object(
    {
      redirectURIOnProviderDashboard: z.string().min(1).max(2000),
      redirectURIQueryParams: z.record(z.string(), z.string().max(4000)),
      pkceCodeVerifier: z.string().min(43).max(128).optional(),
    },
    // The SDK may also send provider tokens it got elsewhere; this server only takes the code flow.
    { error: 'redirectURIInfo is required (this server takes the authorisation-code flow only)' },
  ),
  shouldTryLinkingWithSessionUser: z.boolean().optional(),
});

/** The third-party recipe: social login through the authorisation-code flow with PKCE (ADR 0320). */
export function registerThirdPartyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: SessionService,
  tenantRoute: TenantRoute,
  offer: AuthOffer,
  providers: readonly Provider[],
) {
  const limit = { rateLimit: routeLimit(ctx.config, 30, 60_000, 'auth:thirdparty') };

  /** The tenant's provider and its callback; an unknown provider or another redirect URI is a 400. */
  function providerFor(tenant: Tenant, thirdPartyId: string, redirectUri: string): Provider {
    const provider = providersOf(tenant, offer).some((p) => p.id === thirdPartyId)
      ? providers.find((p) => p.id === thirdPartyId)
      : undefined;
    if (!provider) throw new HttpError(400, `Unknown sign-in provider "${thirdPartyId.slice(0, 64)}".`);
    if (!ctx.config.publicOrigin) throw new HttpError(400, 'Social login needs PUBLIC_URL to be configured.');
    // Only our own callback page may receive the code (never one named by the request).
    if (redirectUri !== callbackUrl(ctx.config.publicOrigin, provider.id))
      throw new HttpError(400, 'redirectURIOnProviderDashboard is not this site’s callback for the provider.');
    return provider;
  }

  tenantRoute(
    'GET',
    '/authorisationurl',
    async (request, _reply, tenant) => {
      const query = parseOr400(AuthorisationUrlQuery, request.query);
      const provider = providerFor(tenant, query.thirdPartyId, query.redirectURIOnProviderDashboard);
      try {
        const { url, pkceCodeVerifier } = await authorisationUrl(provider, query.redirectURIOnProviderDashboard);
        return { status: 'OK', urlWithQueryParams: url, pkceCodeVerifier };
      } catch (err) {
        if (err instanceof ProviderError) throw new HttpError(502, `${provider.name} is unavailable: ${err.message}`);
        throw err;
      }
    },
    limit,
  );

  tenantRoute(
    'POST',
    '/signinup',
    async (request, reply, tenant) => {
      const body = parseOr400(SignInUpBody, request.body);
      const info = body.redirectURIInfo;
      const provider = providerFor(tenant, body.thirdPartyId, info.redirectURIOnProviderDashboard);
      const params = info.redirectURIQueryParams;
      if (params.error)
        return { status: 'GENERAL_ERROR', message: `${provider.name} did not sign you in (${params.error}).` };
      if (!params.code) throw new HttpError(400, 'redirectURIInfo.redirectURIQueryParams.code is required');
      const session = body.shouldTryLinkingWithSessionUser ? await linkingSession(request, reply) : undefined;
      if (session === null) return reply;
      // A first sign-in only where the tenant takes social sign-in (ADR 0352); adding a provider to a signed-in
      // account is not a first factor. Refused before the code is exchanged: nothing is created.
      if (!session && !firstFactorsOf(tenant, offer).includes('thirdparty'))
        return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: 'Sign-in with a social account is not available here.' };
      const result = await signInUpWithProvider(
        ctx,
        tenant.id,
        provider,
        {
          code: params.code,
          iss: params.iss,
          redirectUri: info.redirectURIOnProviderDashboard,
          codeVerifier: info.pkceCodeVerifier,
          now: ctx.now(),
        },
        session?.sub,
      );
      if (result.status !== 'OK') return result;
      // A provider added inside a session: same session, the factor recorded, a new access token.
      const tokens = session
        ? await sessions.completeFactor(session, 'thirdparty')
        : (await sessions.create(result.userId, tenant.id, { recipeUserId: result.recipeUserId, factor: 'thirdparty' }))
            .tokens;
      if (!tokens) return reply.status(401).send({ message: 'unauthorised' });
      writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
      return {
        status: 'OK',
        createdNewRecipeUser: result.createdNewRecipeUser,
        user: await authUserOf(ctx.db, result.userId),
      };
    },
    limit,
  );

  /** Linking needs the session; without one the SDK expects 401 and refreshes (as for passwordless). */
  async function linkingSession(request: FastifyRequest, reply: FastifyReply) {
    await optionalSessionAllowingPendingMfa(request);
    if (!request.session) {
      await reply.status(401).send({ message: 'unauthorised' });
      return null;
    }
    // Adding a way in is a change that matters: not half signed in, and with MFA on only after a step-up.
    const refusal = await changeRefusal(ctx, request.session);
    if (refusal) {
      await reply.status(403).send(refusal);
      return null;
    }
    return request.session;
  }

  // Apple posts the callback (response_mode=form_post): hand its fields to the callback page as a query.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/auth/callback/:providerId', async (request, reply) => {
      const { providerId } = request.params as { providerId: string };
      const provider = providers.find((p) => p.id === providerId && p.formPost);
      if (!provider || !ctx.config.publicOrigin) return reply.status(404).send({ message: 'Not found' });
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const target = new URL(callbackUrl(ctx.config.publicOrigin, provider.id));
      for (const name of ['code', 'state', 'error', 'iss'])
        if (typeof fields[name] === 'string') target.searchParams.set(name, fields[name]);
      return reply.status(303).redirect(target.toString());
    });
  });
}
