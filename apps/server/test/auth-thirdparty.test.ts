import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMethods, users } from '../src/db/schema/index';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import {
  type AuthorisationStart,
  type OidcPeer,
  type PeerAccount,
  signInUpBody,
  startOidcPeer,
} from './helpers/oidc-peer';
import { setCookies, signIn } from './helpers/session';

const ORIGIN = 'http://127.0.0.1:8000';
const SDK = sdkHeaders('thirdparty');
const callback = (id: string) => `${ORIGIN}/auth/callback/${id}`;

describe.each(DB_KINDS)('social login against a real OpenID provider on %s', (kind) => {
  let server: TestServer;
  let peer: OidcPeer;

  beforeAll(async () => {
    peer = await startOidcPeer({ redirectUris: [callback('peer'), callback('untrusted')] });
    server = await startTestServer(kind, {
      PUBLIC_URL: ORIGIN,
      // Many flows from one address; the limit has its own test below.
      RATE_LIMIT_DISABLED: 'true',
      AUTH_PROVIDERS: JSON.stringify([
        peer.providerEntry('peer', { trustEmail: true }),
        peer.providerEntry('untrusted'),
        { id: 'apple', clientId: 'com.example.web', clientSecret: 'ready-made' },
        // Nothing listens on the discard port: a provider that is down.
        { id: 'down', name: 'Down ID', issuer: 'http://127.0.0.1:9', clientId: 'x' },
      ]),
      AUTH_TENANTS: JSON.stringify([{ id: 'partners', providers: ['untrusted'] }]),
    });
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  const get = (path: string) => fetch(server.url + path, { headers: SDK });
  const start = async (id = 'peer', prefix = ''): Promise<AuthorisationStart> => {
    const query = new URLSearchParams({ thirdPartyId: id, redirectURIOnProviderDashboard: callback(id) });
    const res = await get(`/auth${prefix}/authorisationurl?${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AuthorisationStart & { status: string };
    expect(body.status).toBe('OK');
    return body;
  };
  /** The reader goes to the provider, signs in there as `account`, and comes back to the callback page. */
  const visitProvider = async (started: AuthorisationStart, account: PeerAccount | 'deny') => {
    peer.next = account;
    return peer.authorize(`${started.urlWithQueryParams}&state=${randomUUID()}`);
  };
  const signInUp = (
    id: string,
    started: AuthorisationStart,
    back: URL,
    extra: { headers?: Record<string, string>; prefix?: string; link?: boolean } = {},
  ) =>
    fetch(`${server.url}/auth${extra.prefix ?? ''}/signinup`, {
      method: 'POST',
      headers: { ...SDK, 'content-type': 'application/json', ...extra.headers },
      body: JSON.stringify({
        ...signInUpBody(id, callback(id), started, back),
        shouldTryLinkingWithSessionUser: extra.link ?? false,
      }),
    });
  const fullFlow = async (account: PeerAccount, id = 'peer', extra: Parameters<typeof signInUp>[3] = {}) => {
    const started = await start(id, extra.prefix);
    const back = await visitProvider(started, account);
    const res = await signInUp(id, started, back, extra);
    expect(res.status).toBe(200);
    return { res, body: await res.json() };
  };
  const methodsOf = (sub: string) =>
    server.ctx.db.select().from(loginMethods).where(eq(loginMethods.thirdPartyUserId, sub));

  it('lists the providers in /loginmethods, per tenant', async () => {
    const body = await (await get('/auth/loginmethods')).json();
    expect(body.thirdParty).toEqual({
      enabled: true,
      providers: [
        { id: 'peer', name: 'Peer peer' },
        { id: 'untrusted', name: 'Peer untrusted' },
        { id: 'apple', name: 'Apple' },
        { id: 'down', name: 'Down ID' },
      ],
    });
    expect(body.firstFactors).toContain('thirdparty');
    const partners = await (await get('/auth/partners/loginmethods')).json();
    expect(partners.thirdParty.providers).toEqual([{ id: 'untrusted', name: 'Peer untrusted' }]);
  });

  it('builds the authorisation URL from discovery with PKCE S256 and no state', async () => {
    const started = await start();
    const url = new URL(started.urlWithQueryParams);
    expect(url.origin + url.pathname).toBe(`${peer.issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe(peer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(callback('peer'));
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(started.pkceCodeVerifier)),
    );
    expect(url.searchParams.get('code_challenge')).toBe(Buffer.from(challenge).toString('base64url'));
    expect(url.searchParams.has('state')).toBe(false);
    expect(url.searchParams.has('client_secret')).toBe(false);
  });

  it('refuses another redirect URI, an unknown provider, a provider of another tenant and missing parameters', async () => {
    const q = (params: Record<string, string>) => `/auth/authorisationurl?${new URLSearchParams(params)}`;
    const wrongRedirect = await get(
      q({ thirdPartyId: 'peer', redirectURIOnProviderDashboard: 'https://evil.example/auth/callback/peer' }),
    );
    expect(wrongRedirect.status).toBe(400);
    expect((await wrongRedirect.json()).message).toMatch(/callback/);
    const unknown = await get(q({ thirdPartyId: 'nope', redirectURIOnProviderDashboard: callback('nope') }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('Unknown sign-in provider "nope".');
    const otherTenant = await get(
      `/auth/partners/authorisationurl?${new URLSearchParams({ thirdPartyId: 'peer', redirectURIOnProviderDashboard: callback('peer') })}`,
    );
    expect(otherTenant.status).toBe(400);
    const missing = await get('/auth/authorisationurl?thirdPartyId=peer');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/redirectURIOnProviderDashboard/);
    const unknownTenant = await get(`/auth/nowhere/authorisationurl?thirdPartyId=peer`);
    expect(unknownTenant.status).toBe(400);
    expect((await unknownTenant.json()).message).toBe('Unknown tenant "nowhere".');
  });

  it('answers 502 with the reason when the provider cannot be reached', async () => {
    const query = new URLSearchParams({ thirdPartyId: 'down', redirectURIOnProviderDashboard: callback('down') });
    const res = await get(`/auth/authorisationurl?${query}`);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/^Down ID is unavailable: 127\.0\.0\.1:9 did not answer/);
  });

  it('signs up through the full code flow, then signs the same subject in again', async () => {
    const sub = `sub-${randomUUID()}`;
    const email = uniqueEmail('social');
    const { res, body } = await fullFlow({ sub, email, emailVerified: true });
    expect(body.status).toBe('OK');
    expect(body.createdNewRecipeUser).toBe(true);
    expect(body.user.thirdParty).toEqual([{ id: 'peer', userId: sub }]);
    expect(body.user.emails).toEqual([email]);
    expect(body.user.loginMethods[0]).toMatchObject({ recipeId: 'thirdparty', verified: true, email });
    const cookies = setCookies(res);
    expect(cookies.sAccessToken).toBeTruthy();
    expect(res.headers.get('front-token')).toBeTruthy();
    const token = JSON.parse(Buffer.from(res.headers.get('front-token')!, 'base64').toString('utf8'));
    expect(Object.keys(token.up['st-mfa'].c)).toEqual(['thirdparty']);

    const [row] = await methodsOf(sub);
    expect(row).toMatchObject({ thirdPartyId: 'peer', email, emailVerified: true, userId: body.user.id });
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user!.email).toBe(email);

    const again = await fullFlow({ sub, email, emailVerified: true });
    expect(again.body.status).toBe('OK');
    expect(again.body.createdNewRecipeUser).toBe(false);
    expect(again.body.user.id).toBe(body.user.id);
  });

  it('joins the existing account when a trusted provider vouches for the same address', async () => {
    const email = uniqueEmail('joins');
    const existing = await signIn(server, email);
    const sub = `sub-${randomUUID()}`;
    const { body } = await fullFlow({ sub, email, emailVerified: true });
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(existing.userId);
    expect(body.user.loginMethods.map((m: { recipeId: string }) => m.recipeId)).toEqual(['passwordless', 'thirdparty']);
  });

  it('answers NO_EMAIL_GIVEN_BY_PROVIDER when the provider withholds the e-mail, and stores nothing', async () => {
    const sub = `sub-${randomUUID()}`;
    const { res, body } = await fullFlow({ sub });
    expect(body).toEqual({ status: 'NO_EMAIL_GIVEN_BY_PROVIDER' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await methodsOf(sub)).toEqual([]);
  });

  it('never links an unverified address to the account that owns it (SIGN_IN_UP_NOT_ALLOWED)', async () => {
    const email = uniqueEmail('victim');
    const victim = await signIn(server, email);
    const sub = `attacker-${randomUUID()}`;
    const { res, body } = await fullFlow({ sub, email, emailVerified: false });
    expect(body.status).toBe('SIGN_IN_UP_NOT_ALLOWED');
    expect(body.reason).toMatch(/ERR_CODE_006/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await methodsOf(sub)).toEqual([]);
    const victimMethods = await server.ctx.db.select().from(loginMethods).where(eq(loginMethods.userId, victim.userId));
    expect(victimMethods).toHaveLength(1);
  });

  it('does not take a "verified" e-mail from a provider not trusted for e-mail (ADR 0306)', async () => {
    const email = uniqueEmail('untrusted');
    await signIn(server, email);
    const sub = `untrusted-${randomUUID()}`;
    const { body } = await fullFlow({ sub, email, emailVerified: true }, 'untrusted');
    expect(body.status).toBe('SIGN_IN_UP_NOT_ALLOWED');
    // A fresh address from it opens an account whose e-mail stays unverified (and is no contact address).
    const fresh = uniqueEmail('fresh');
    const second = await fullFlow({ sub, email: fresh, emailVerified: true }, 'untrusted');
    expect(second.body.status).toBe('OK');
    const [row] = await methodsOf(sub);
    expect(row).toMatchObject({ email: fresh, emailVerified: false });
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, second.body.user.id));
    expect(user!.email).toBeNull();
  });

  it('refuses a replayed code, a wrong PKCE verifier, a foreign iss and a missing iss with GENERAL_ERROR', async () => {
    const sub = `sub-${randomUUID()}`;
    const account = { sub, email: uniqueEmail('replay'), emailVerified: true };
    const started = await start();
    const back = await visitProvider(started, account);
    expect((await (await signInUp('peer', started, back)).json()).status).toBe('OK');
    const replay = await (await signInUp('peer', started, back)).json();
    expect(replay.status).toBe('GENERAL_ERROR');
    expect(replay.message).toBe(
      'Signing in with Peer peer did not complete: the provider refused the code (invalid_grant). Please try again.',
    );

    const other = await start();
    const back2 = await visitProvider(other, account);
    const wrongVerifier = await (await signInUp('peer', started, back2)).json();
    expect(wrongVerifier.status).toBe('GENERAL_ERROR');

    const third = await start();
    const back3 = await visitProvider(third, account);
    expect(back3.searchParams.get('iss')).toBe(peer.issuer);
    const forged = new URL(back3);
    forged.searchParams.set('iss', 'https://mix-up.example');
    const mixUp = await (await signInUp('peer', third, forged)).json();
    expect(mixUp).toMatchObject({ status: 'GENERAL_ERROR', message: expect.stringMatching(/\(iss\)/) });
    forged.searchParams.delete('iss');
    const noIss = await (await signInUp('peer', third, forged)).json();
    expect(noIss.status).toBe('GENERAL_ERROR');
    // The code was never spent: with its own iss it still works.
    expect((await (await signInUp('peer', third, back3)).json()).status).toBe('OK');
  });

  it('carries the provider’s access_denied back as GENERAL_ERROR', async () => {
    const started = await start();
    const back = await visitProvider(started, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const body = await (await signInUp('peer', started, back)).json();
    expect(body).toEqual({ status: 'GENERAL_ERROR', message: 'Peer peer did not sign you in (access_denied).' });
  });

  it('answers 400 for a body without the code flow, another redirect URI or no code', async () => {
    const bad = (body: unknown) =>
      fetch(`${server.url}/auth/signinup`, {
        method: 'POST',
        headers: { ...SDK, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tokens = await bad({ thirdPartyId: 'peer', oAuthTokens: { access_token: 'x' } });
    expect(tokens.status).toBe(400);
    expect((await tokens.json()).message).toMatch(/authorisation-code flow/);
    const elsewhere = await bad({
      thirdPartyId: 'peer',
      redirectURIInfo: { redirectURIOnProviderDashboard: 'https://evil.example/cb', redirectURIQueryParams: {} },
    });
    expect(elsewhere.status).toBe(400);
    const noCode = await bad({
      thirdPartyId: 'peer',
      redirectURIInfo: { redirectURIOnProviderDashboard: callback('peer'), redirectURIQueryParams: { state: 'x' } },
    });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).message).toMatch(/code is required/);
  });

  it('adds a provider to the signed-in account with shouldTryLinkingWithSessionUser, and refuses one of another account', async () => {
    const reader = await signIn(server, uniqueEmail('linker'));
    const sub = `linked-${randomUUID()}`;
    const otherAddress = uniqueEmail('elsewhere');
    const { res, body } = await fullFlow({ sub, email: otherAddress, emailVerified: false }, 'peer', {
      headers: reader.headers,
      link: true,
    });
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(reader.userId);
    expect(body.createdNewRecipeUser).toBe(true);
    // Same session, a new access token that records the factor.
    const token = JSON.parse(Buffer.from(res.headers.get('front-token')!, 'base64').toString('utf8'));
    expect(token.uid).toBe(reader.userId);
    expect(Object.keys(token.up['st-mfa'].c).sort()).toEqual(['otp-email', 'thirdparty']);
    expect(setCookies(res).sRefreshToken).toBeUndefined();
    const [row] = await methodsOf(sub);
    expect(row!.userId).toBe(reader.userId);

    const someoneElse = await signIn(server, uniqueEmail('someone'));
    const taken = await fullFlow({ sub, email: otherAddress }, 'peer', { headers: someoneElse.headers, link: true });
    expect(taken.body.status).toBe('SIGN_IN_UP_NOT_ALLOWED');
    expect(taken.body.reason).toMatch(/ERR_CODE_021/);

    const started = await start();
    const back = await visitProvider(started, { sub: `x-${randomUUID()}`, email: uniqueEmail('nosession') });
    const noSession = await signInUp('peer', started, back, { link: true });
    expect(noSession.status).toBe(401);
  });

  it('signs in on another tenant with its own providers, keeping identities per tenant', async () => {
    const sub = `tenant-${randomUUID()}`;
    const { body } = await fullFlow({ sub, email: uniqueEmail('tenant') }, 'untrusted', { prefix: '/partners' });
    expect(body.status).toBe('OK');
    expect(body.user.tenantIds).toEqual(['partners']);
    const [row] = await methodsOf(sub);
    expect(row!.tenantId).toBe('partners');
  });

  it('refuses an id_token that has expired by the app’s clock (GENERAL_ERROR, no session)', async () => {
    const started = await start();
    const back = await visitProvider(started, { sub: `late-${randomUUID()}`, email: uniqueEmail('late') });
    // The reader comes back two hours later (the provider's id_tokens live one hour); last test of the block.
    server.advanceClock(2 * 60 * 60_000);
    const res = await signInUp('peer', started, back);
    const body = await res.json();
    expect(body.status).toBe('GENERAL_ERROR');
    expect(body.message).toMatch(/the id_token did not verify \("exp" claim timestamp check failed\)/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('turns Apple’s form_post callback into the callback page’s query', async () => {
    const res = await fetch(`${server.url}/auth/callback/apple`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c0de', state: 'st4te', user: '{"name":{}}' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/auth/callback/apple?code=c0de&state=st4te`);
    const notFormPost = await fetch(`${server.url}/auth/callback/peer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=x',
      redirect: 'manual',
    });
    expect(notFormPost.status).toBe(404);
  });
});

describe('social-login rate limit', () => {
  it('stops one address after 30 requests a minute', async () => {
    const peer = await startOidcPeer({ redirectUris: [callback('peer')] });
    const server = await startTestServer('pglite', {
      PUBLIC_URL: ORIGIN,
      AUTH_PROVIDERS: JSON.stringify([peer.providerEntry('peer')]),
    });
    try {
      const query = new URLSearchParams({ thirdPartyId: 'peer', redirectURIOnProviderDashboard: callback('peer') });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await fetch(`${server.url}/auth/authorisationurl?${query}`, { headers: SDK })).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await server.close();
      await peer.close();
    }
  });
});
