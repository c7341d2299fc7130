import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { InvalidInput, NotFound } from '../../domain/errors';
import { parseOr400 } from '../../http/errors';
import { routeLimit } from '../../security/rate-limit';
import { changeRefusal } from '../mfa/service';
import type { AuthRegistrar } from '../routes';
import type { AccessTokenPayload } from '../sessions/access-token';
import { claimRefused, optionalSessionAllowingPendingMfa, requireUser } from '../sessions/guard';
import { signedIn } from '../sessions/sign-in';
import { requestedTransfer, writeTokens } from '../sessions/transport';
import { firstFactorsOf, providersOf } from '../tenants/first-factors';
import type { Tenant } from '../tenants/tenants';
import { callbackUrl, type Provider } from './providers';
import { signInUpWithProvider, startWithProvider } from './service';

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
export const registerThirdParty: AuthRegistrar = ({ ctx, sessions, tenantRoute, offer }) => {
  const providers = ctx.config.AUTH_PROVIDERS;
  const limit = { rateLimit: routeLimit(ctx.config, 30, 60_000, 'auth:thirdparty') };

  /** The tenant's provider and its callback; an unknown provider or another redirect URI is a 400. */
  function providerFor(tenant: Tenant, thirdPartyId: string, redirectUri: string): Provider {
    const provider = providersOf(tenant, offer).some((p) => p.id === thirdPartyId)
      ? providers.find((p) => p.id === thirdPartyId)
      : undefined;
    if (!provider) throw new InvalidInput(`Unknown sign-in provider "${thirdPartyId.slice(0, 64)}".`);
    if (!ctx.config.publicOrigin) throw new InvalidInput('Social login needs PUBLIC_URL to be configured.');
    // Only our own callback page may receive the code (never one named by the request).
    if (redirectUri !== callbackUrl(ctx.config.publicOrigin, provider.id))
      throw new InvalidInput('redirectURIOnProviderDashboard is not this site’s callback for the provider.');
    return provider;
  }

  tenantRoute(
    'GET',
    '/authorisationurl',
    async (request, _reply, tenant) => {
      const query = parseOr400(AuthorisationUrlQuery, request.query);
      const provider = providerFor(tenant, query.thirdPartyId, query.redirectURIOnProviderDashboard);
      const { url, pkceCodeVerifier } = await startWithProvider(provider, query.redirectURIOnProviderDashboard);
      return { status: 'OK', urlWithQueryParams: url, pkceCodeVerifier };
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
      if (!params.code) throw new InvalidInput('redirectURIInfo.redirectURIQueryParams.code is required');
      const session = body.shouldTryLinkingWithSessionUser ? await linkingSession(ctx, request) : undefined;
      // A first sign-in only where the tenant takes social sign-in (ADR 0352); adding a provider to a signed-in
      // account is not a first factor. Refused before the code is exchanged: nothing is created.
      if (!session && !firstFactorsOf(tenant, offer).includes('thirdparty'))
        return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: 'Sign-in with a social account is not available here.' };
      const accepted = await signInUpWithProvider(
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
      if (accepted.status !== 'OK') return accepted;
      // A provider added inside a session: same session, the factor recorded, a new access token.
      const done = await signedIn(ctx, sessions, { tenantId: tenant.id, factor: 'thirdparty', accepted, session });
      writeTokens(request, reply, requestedTransfer(request), done.tokens, ctx.now());
      return done.body;
    },
    limit,
  );
};

/** Apple posts the callback (response_mode=form_post): its fields go to the callback page as a query. */
export const registerFormPostCallback: AuthRegistrar = ({ app, ctx }) => {
  const providers = ctx.config.AUTH_PROVIDERS;
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/auth/callback/:providerId', async (request, reply) => {
      const { providerId } = request.params as { providerId: string };
      const provider = providers.find((p) => p.id === providerId && p.formPost);
      if (!provider || !ctx.config.publicOrigin) throw new NotFound('Not found');
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const target = new URL(callbackUrl(ctx.config.publicOrigin, provider.id));
      for (const name of ['code', 'state', 'error', 'iss'])
        if (typeof fields[name] === 'string') target.searchParams.set(name, fields[name]);
      return reply.redirect(target.toString(), 303);
    });
  });
};

/** Linking needs the session; without one the SDK expects 401 and refreshes (as for passwordless). */
async function linkingSession(ctx: AppContext, request: FastifyRequest): Promise<AccessTokenPayload> {
  await optionalSessionAllowingPendingMfa(request);
  const { session } = requireUser(request);
  // Adding a way in is a change that matters: not half signed in, and with MFA on only after a step-up.
  const refusal = await changeRefusal(ctx, session);
  if (refusal) throw claimRefused(refusal);
  return session;
}
