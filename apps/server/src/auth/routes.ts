import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerSignInMethods } from './accounts/routes';
import { registerEmailVerification } from './email-verification/routes';
import { registerMfa, registerMfaReset } from './mfa/routes';
import { registerTotp } from './mfa/totp-routes';
import { registerPasswordless } from './passwordless/routes';
import { sessionClaims } from './sessions/claims';
import { installStepUp } from './sessions/guard';
import { loadSigningKey } from './sessions/keys';
import { registerSessions } from './sessions/routes';
import { REVOCATIONS_CHANNEL, SessionService } from './sessions/service';
import type { AuthOffer } from './tenants/first-factors';
import { registerTenants } from './tenants/routes';
import { type TenantRoute, tenantRoutes } from './tenants/tenant-routes';
import { type Tenant, tenantsFrom } from './tenants/tenants';
import { registerFormPostCallback, registerThirdParty } from './thirdparty/routes';

/** What every room's registrar is given: one shape for all of them. */
export interface AuthScope {
  app: FastifyInstance;
  ctx: AppContext;
  sessions: SessionService;
  tenants: ReadonlyMap<string, Tenant>;
  /** Registers a route under /auth and /auth/<tenantId> (tenants/tenant-routes.ts). */
  tenantRoute: TenantRoute;
  /** What this server can deliver, whatever the tenants ask for (ADR 0307). */
  offer: AuthOffer;
}

/** A room's routes: each room of auth/ exports one. */
export type AuthRegistrar = (scope: AuthScope) => void;

/** Every room's routes. The order does not matter: claims are declared in sessions/claims.ts, not here. */
const ROOMS: readonly AuthRegistrar[] = [
  registerSessions,
  registerPasswordless,
  registerThirdParty,
  registerFormPostCallback,
  registerEmailVerification,
  registerMfa,
  registerMfaReset,
  registerTotp,
  registerSignInMethods,
  registerTenants,
];

/**
 * The SuperTokens Frontend Driver Interface routes the SDKs call, under /auth
 * (docs/decisions/0300-own-supertokens-backend.md).
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tenants = tenantsFrom(ctx.config);
  const sessions = new SessionService(ctx, await loadSigningKey(ctx.db, ctx.now()), sessionClaims(ctx, tenants));
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
  const scope: AuthScope = {
    app,
    ctx,
    sessions,
    tenants,
    tenantRoute: tenantRoutes(app, tenants),
    // What this server can deliver; the sign-in methods issue adds phones and providers (ADR 0307).
    offer: {
      phone: ctx.config.AUTH_PHONE,
      providers: ctx.config.AUTH_PROVIDERS.map(({ id, name }) => ({ id, name })),
    },
  };
  for (const register of ROOMS) register(scope);
}
