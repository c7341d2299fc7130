import type { IncomingMessage } from 'node:http';
import Provider, { type Configuration, type Grant, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppContext } from '../context';
import { keyedHash, safeEqual } from '../security/secrets';
import { accountClaims } from './account';
import { databaseAdapter } from './adapter';
import { clientMetadata } from './clients';
import { errorPage } from './pages';
import { loadProviderKeys } from './keys';
import { decideLogin, frontendUrl } from './login-decision';
import type { SiteSession } from './site-session';

/** Where the provider lives: the issuer is `<public origin>/oauth`. */
export const OAUTH_PREFIX = '/oauth';
/** Where the SDK calls its oauth2provider routes: under its API base path (/auth). */
export const SDK_BASE = '/auth/oauth';

/** The reader's site session for a request the provider is about to handle (set by the routes). */
const siteSessions = new WeakMap<IncomingMessage, SiteSession>();
export const attachSiteSession = (req: IncomingMessage, session: SiteSession) => siteSessions.set(req, session);
const siteSessionOf = (req: IncomingMessage): SiteSession => siteSessions.get(req) ?? { state: 'none' };

/**
 * The cookie that ties a login challenge to the browser that started it (path /auth/oauth/login), carrying when
 * it started on the app's clock: `<ms>.<mac>`.
 */
export const bindingCookieName = (uid: string) => `oauth_login_${uid}`;
const bindingMac = (secret: string, uid: string, startedAt: string) =>
  keyedHash(secret, 'oauth-login-binding', `${uid}.${startedAt}`);
const bindingCookieValue = (secret: string, uid: string, startedAt: number) =>
  `${startedAt}.${bindingMac(secret, uid, String(startedAt))}`;

/** When the challenge started, if `value` is its binding cookie (else undefined: another browser's). */
export function bindingStart(secret: string, uid: string, value: string | undefined): number | undefined {
  const [startedAt, mac, ...rest] = (value ?? '').split('.');
  if (!startedAt || !mac || rest.length > 0 || !/^\d{1,15}$/.test(startedAt)) return undefined;
  return safeEqual(mac, bindingMac(secret, uid, startedAt)) ? Number(startedAt) : undefined;
}

/** Scopes and claims the request asked for; every configured client is trusted with them (no consent page). */
export function grantRequested(grant: Grant, params: Record<string, unknown>): void {
  if (typeof params.scope === 'string') grant.addOIDCScope(params.scope);
  if (typeof params.claims === 'string') {
    try {
      const asked = JSON.parse(params.claims) as { id_token?: object; userinfo?: object };
      grant.addOIDCClaims([...Object.keys(asked.id_token ?? {}), ...Object.keys(asked.userinfo ?? {})]);
    } catch {
      // The library has already refused a malformed claims parameter.
    }
  }
}

/**
 * The authorisation server (oidc-provider, ADR 0310): clients from OAUTH_CLIENTS, keys and every record in
 * the database, PKCE S256 required, the login interaction on the SDK's /auth?loginChallenge= page.
 */
export async function createProvider(ctx: AppContext, origin: string): Promise<Provider> {
  const { db, config } = ctx;
  const issuer = `${origin}${OAUTH_PREFIX}`;
  const secureCookies = origin.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  const configuration: Configuration = {
    adapter: databaseAdapter(db, ctx.now),
    clients: config.OAUTH_CLIENTS.map(clientMetadata),
    jwks: await loadProviderKeys(db, ctx.now()),
    cookies: {
      keys: [keyedHash(ctx.secret, 'oauth-cookies', 'v1')],
      names: { session: 'oauth_session', interaction: 'oauth_interaction', resume: 'oauth_resume' },
      // The SDK's POST /auth/oauth/logout reads it too.
      long: { ...cookie, path: '/' },
      short: cookie,
    },
    scopes: ['openid', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    async findAccount(_koa, sub) {
      const claims = await accountClaims(db, sub);
      return claims && { accountId: claims.sub, claims: () => claims };
    },
    responseTypes: ['code'],
    renderError: (koa, out) => {
      koa.type = 'html';
      koa.body = errorPage(out.error, out.error_description);
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The SDK's sign-out question (/auth/oauth/logout); its answer comes back through POST /auth/oauth/logout.
        logoutSource(koa: KoaContextWithOIDC) {
          const url = new URL('/auth/oauth/logout', origin);
          url.searchParams.set('logoutChallenge', String(koa.oidc.session?.state?.secret));
          koa.redirect(url.href);
        },
      },
    },
    loadExistingGrant,
    interactions: { policy: loginPolicy(ctx), url: interactionUrl(ctx, origin, cookie) },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: INTERACTION_TTL_SECONDS,
      Grant: 30 * 86_400,
      Session: 14 * 86_400,
      RefreshToken: 30 * 86_400,
    },
  };
  const provider = new Provider(issuer, configuration);
  // Our routes rewrite Host and X-Forwarded-Proto from the configured origin before the provider sees a
  // request, so every URL it builds (discovery, redirects) comes from configuration, never the client.
  provider.proxy = true;
  return provider;
}

const INTERACTION_TTL_SECONDS = 3600;

/** The site's session decides: without a valid one for the provider's account, the reader signs in again. */
function loginPolicy(ctx: AppContext) {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('site_session', 'The reader is not signed in to the site', async (koa) => {
      if (koa.oidc.result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const params = koa.oidc.params as Record<string, string | undefined> | undefined;
      const decision = decideLogin(
        // Not signed in for this request: prompt=login and an exceeded max_age (on the site's clock) ask again.
        { startedAt: Number.POSITIVE_INFINITY, prompt: params?.prompt, maxAge: params?.max_age },
        siteSessionOf(koa.req),
        ctx.now(),
      );
      return decision.kind === 'continue' && decision.userId === koa.oidc.session?.accountId
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}

/** Where a login interaction sends the browser: the SDK's page, with a cookie binding it to this browser. */
function interactionUrl(
  ctx: AppContext,
  origin: string,
  cookie: { httpOnly: boolean; sameSite: 'lax'; secure: boolean },
): NonNullable<NonNullable<Configuration['interactions']>['url']> {
  return (koa, interaction) => {
    const params = interaction.params as Record<string, string | undefined>;
    const decision = decideLogin(
      // Nobody has signed in for a request that starts now.
      { startedAt: Number.POSITIVE_INFINITY, prompt: params.prompt, maxAge: params.max_age },
      siteSessionOf(koa.req),
      ctx.now(),
    );
    const startedAt = ctx.now().getTime();
    koa.cookies.set(bindingCookieName(interaction.uid), bindingCookieValue(ctx.secret, interaction.uid, startedAt), {
      ...cookie,
      path: `${SDK_BASE}/login`,
      maxAge: INTERACTION_TTL_SECONDS * 1000,
      signed: false,
    });
    const forceFreshAuth = decision.kind === 'sign-in' && decision.forceFreshAuth;
    return frontendUrl(origin, interaction.uid, { kind: 'sign-in', forceFreshAuth }, params.login_hint);
  };
}

/** The grant a returning client already holds for this account, or a new one, with what it asks for now. */
const loadExistingGrant: Configuration['loadExistingGrant'] = async (koa) => {
  const { session, client, result } = koa.oidc;
  if (!session?.accountId || !client) return undefined;
  const known = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = known ? await koa.oidc.provider.Grant.find(known) : undefined;
  if (!grant || grant.accountId !== session.accountId)
    grant = new koa.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  grantRequested(grant, koa.oidc.params as Record<string, unknown>);
  await grant.save();
  return grant;
};
