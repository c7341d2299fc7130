import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { CookieBrowser, type OAuthSite, startOAuthSite } from './helpers/oauth-site';
import { signIn } from './helpers/session';

/**
 * Issue #15: the site as an OpenID provider. openid-client is the relying party; the reader's part of the
 * flow goes through the SDK's routes (/auth/oauth/login/info, /auth/oauth/login, /auth/oauth/logout) and signs in with
 * the real passwordless endpoints.
 */
const SDK = sdkHeaders('oauth2provider');

describe.each(DB_KINDS)('OpenID provider on %s', (kind) => {
  let site: OAuthSite;
  let rp: client.Configuration;
  beforeAll(async () => {
    // Access tokens of 10 minutes, so that one expires within an interaction's hour.
    site = await startOAuthSite(kind, { ACCESS_TOKEN_TTL_SECONDS: '600' });
    rp = await site.discover();
  });
  afterAll(() => site?.close());

  /** Starts an authorisation request in `browser`; returns the login challenge and the checks. */
  async function start(browser: CookieBrowser, extra: Record<string, string> = {}) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(rp, {
      redirect_uri: site.redirectUri,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    });
    const { location } = await browser.follow(url, site.server.url);
    expect(location.pathname).toBe('/auth');
    const loginChallenge = location.searchParams.get('loginChallenge')!;
    expect(loginChallenge).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    return {
      loginChallenge,
      location,
      checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
    };
  }

  const loginAnswer = async (browser: CookieBrowser, loginChallenge: string) => {
    const response = await browser.fetch(`${site.server.url}/auth/oauth/login?loginChallenge=${loginChallenge}`, {
      headers: SDK,
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  async function signedInBrowser(email = uniqueEmail('oauth')) {
    const browser = new CookieBrowser();
    const reader = await signIn(site.server, email);
    browser.set('sAccessToken', reader.cookie.slice('sAccessToken='.length));
    return { browser, reader, email };
  }

  it('publishes a discovery document whose issuer and endpoints come from PUBLIC_URL', async () => {
    const meta = rp.serverMetadata();
    expect(meta.issuer).toBe(site.issuer);
    for (const endpoint of [
      meta.authorization_endpoint,
      meta.token_endpoint,
      meta.userinfo_endpoint,
      meta.revocation_endpoint,
      meta.end_session_endpoint,
      meta.jwks_uri,
    ])
      expect(endpoint).toMatch(new RegExp(`^${site.issuer}/`));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'offline_access']));
    expect(meta.response_types_supported).toEqual(['code']);
    // A forged Host header changes nothing.
    const forged = await fetch(`${site.server.url}/oauth/.well-known/openid-configuration`, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(((await forged.json()) as { token_endpoint: string }).token_endpoint).toBe(meta.token_endpoint);
  });

  it('signs a reader in with the authorisation code and PKCE: id_token, userinfo, refresh, revocation', async () => {
    const browser = new CookieBrowser();
    const { loginChallenge, location, checks } = await start(browser, {
      scope: 'openid email offline_access',
      prompt: 'consent',
    });
    expect(location.searchParams.get('forceFreshAuth')).toBeNull();

    const info = await browser.fetch(`${site.server.url}/auth/oauth/login/info?loginChallenge=${loginChallenge}`, {
      headers: SDK,
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      status: 'OK',
      info: {
        clientId: site.clientId,
        clientName: site.clientName,
        tosUri: 'https://partner.example/terms',
        policyUri: 'https://partner.example/privacy',
      },
    });

    // No session yet: the SDK shows the sign-in page for this challenge.
    const before = await loginAnswer(browser, loginChallenge);
    expect(before.status).toBe(200);
    expect(new URL(before.body.frontendRedirectTo!).pathname).toBe('/auth');
    expect(new URL(before.body.frontendRedirectTo!).searchParams.get('loginChallenge')).toBe(loginChallenge);

    // The reader signs in with the e-mail code; the SDK asks again and is sent back to the client.
    const email = uniqueEmail('oauth-code');
    const reader = await signIn(site.server, email);
    browser.set('sAccessToken', reader.cookie.slice('sAccessToken='.length));
    const after = await loginAnswer(browser, loginChallenge);
    expect(after.status).toBe(200);
    const resume = new URL(after.body.frontendRedirectTo!);
    expect(resume.href).toBe(`${site.issuer}/auth/${loginChallenge}`);

    const { location: callback } = await browser.follow(resume, site.server.url);
    expect(callback.origin + callback.pathname).toBe(site.redirectUri);
    expect(callback.searchParams.get('iss')).toBe(site.issuer);

    const tokens = await client.authorizationCodeGrant(rp, callback, checks);
    // openid-client has verified the id_token's signature against the discovery document's JWKS.
    const claims = tokens.claims()!;
    expect(claims.sub).toBe(reader.userId);
    expect(claims.iss).toBe(site.issuer);
    expect(claims.aud).toBe(site.clientId);

    const userinfo = await client.fetchUserInfo(rp, tokens.access_token, reader.userId);
    expect(userinfo).toMatchObject({ sub: reader.userId, email, email_verified: true });

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await client.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await client.fetchUserInfo(rp, refreshed.access_token, reader.userId)).sub).toBe(reader.userId);

    // The code works once.
    await expect(client.authorizationCodeGrant(rp, callback, checks)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // Revoking the refresh token ends it (and the grant's access tokens).
    const current = refreshed.refresh_token ?? tokens.refresh_token!;
    await client.tokenRevocation(rp, current);
    await expect(client.refreshTokenGrant(rp, current)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('answers the SDK with continue, try-refresh or a forced sign-in, by the site session', async () => {
    const { browser, reader, email } = await signedInBrowser();

    // Signed in already: the challenge continues straight away, with the reader's sign-in time.
    const plain = await start(browser, { max_age: '3600' });
    const answer = await loginAnswer(browser, plain.loginChallenge);
    expect(answer.body.frontendRedirectTo).toBe(`${site.issuer}/auth/${plain.loginChallenge}`);
    const { location: callback } = await browser.follow(answer.body.frontendRedirectTo!, site.server.url);
    const tokens = await client.authorizationCodeGrant(rp, callback, plain.checks);
    expect(tokens.claims()!.sub).toBe(reader.userId);
    expect(tokens.claims()!.auth_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));

    // prompt=login: the page is opened with forceFreshAuth, and the old session does not satisfy it...
    const forced = await start(browser, { prompt: 'login' });
    expect(forced.location.searchParams.get('forceFreshAuth')).toBe('true');
    const stale = await loginAnswer(browser, forced.loginChallenge);
    const staleUrl = new URL(stale.body.frontendRedirectTo!);
    expect(staleUrl.pathname).toBe('/auth');
    expect(staleUrl.searchParams.get('forceFreshAuth')).toBe('true');
    // ...but signing in again does (and does not loop).
    const again = await signIn(site.server, email);
    browser.set('sAccessToken', again.cookie.slice('sAccessToken='.length));
    const fresh = await loginAnswer(browser, forced.loginChallenge);
    expect(fresh.body.frontendRedirectTo).toBe(`${site.issuer}/auth/${forced.loginChallenge}`);

    // max_age passed since the sign-in: sign in again, forced.
    site.server.advanceClock(120_000);
    const aged = await start(browser, { max_age: '60' });
    expect(aged.location.searchParams.get('forceFreshAuth')).toBe('true');
    const tooOld = await loginAnswer(browser, aged.loginChallenge);
    expect(new URL(tooOld.body.frontendRedirectTo!).searchParams.get('forceFreshAuth')).toBe('true');

    // An expired access token: the SDK refreshes on /auth/try-refresh and asks again.
    site.server.advanceClock(11 * 60_000);
    const refresh = await loginAnswer(browser, aged.loginChallenge);
    expect(refresh.status).toBe(200);
    const refreshUrl = new URL(refresh.body.frontendRedirectTo!);
    expect(refreshUrl.pathname).toBe('/auth/try-refresh');
    expect(refreshUrl.searchParams.get('loginChallenge')).toBe(aged.loginChallenge);
  });

  it('refuses a challenge from another browser, unknown challenges and bad input with OAuth errors, never 401', async () => {
    const starter = new CookieBrowser();
    const { loginChallenge } = await start(starter);
    const { browser: stranger } = await signedInBrowser();
    const foreign = await loginAnswer(stranger, loginChallenge);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: 'invalid_request' });
    expect(foreign.body.error_description).toMatch(/another browser/);

    const unknown = await loginAnswer(starter, 'A'.repeat(21));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'invalid_request' });
    const unknownInfo = await fetch(`${site.server.url}/auth/oauth/login/info?loginChallenge=${'B'.repeat(21)}`);
    expect(unknownInfo.status).toBe(404);

    for (const path of ['/auth/oauth/login', '/auth/oauth/login/info', '/auth/oauth/login?loginChallenge=<script>']) {
      const response = await fetch(site.server.url + path, { headers: SDK });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    const badLogout = await fetch(`${site.server.url}/auth/oauth/logout`, {
      method: 'POST',
      headers: { ...SDK, 'content-type': 'application/json' },
      body: JSON.stringify({ logoutChallenge: 'c'.repeat(48) }),
    });
    expect(badLogout.status).toBe(400);
    expect(await badLogout.json()).toMatchObject({ error: 'invalid_request' });
    const noBody = await fetch(`${site.server.url}/auth/oauth/logout`, {
      method: 'POST',
      headers: { ...SDK, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noBody.status).toBe(400);
  });

  it('rejects a bad client, a bad redirect_uri and a missing PKCE challenge with OAuth errors, not 500', async () => {
    const base = new URL(rp.serverMetadata().authorization_endpoint!);
    const ask = (params: Record<string, string>) => {
      const url = new URL(base);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return fetch(url, { redirect: 'manual' });
    };
    const good = {
      client_id: site.clientId,
      redirect_uri: site.redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    };

    const badClient = await ask({ ...good, client_id: 'nobody' });
    expect(badClient.status).toBe(400);
    expect(await badClient.text()).toMatch(/invalid_client/);

    const badRedirect = await ask({ ...good, redirect_uri: 'https://evil.example/callback' });
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.text()).toMatch(/invalid_redirect_uri/);

    // With a registered redirect_uri the error goes back to the client, as OAuth says.
    const { code_challenge: _c, code_challenge_method: _m, ...withoutPkce } = good;
    const noPkce = await ask(withoutPkce);
    expect(noPkce.status).toBe(303);
    const back = new URL(noPkce.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(site.redirectUri);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);

    const plain = await ask({ ...good, code_challenge_method: 'plain' });
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    // The token endpoint refuses a wrong secret (RFC 6749: 401 invalid_client for the client, never the SDK).
    const wrongSecret = await fetch(rp.serverMetadata().token_endpoint!, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${site.clientId}:wrong`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: site.redirectUri }),
    });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('signs the reader out of the client and the site through the SDK logout challenge', async () => {
    const { browser, reader } = await signedInBrowser();
    const flow = await start(browser);
    const answer = await loginAnswer(browser, flow.loginChallenge);
    const { location: callback } = await browser.follow(answer.body.frontendRedirectTo!, site.server.url);
    const tokens = await client.authorizationCodeGrant(rp, callback, flow.checks);

    const state = client.randomState();
    const endSession = client.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: site.postLogoutRedirectUri,
      state,
    });
    const { location: question } = await browser.follow(endSession, site.server.url);
    expect(question.pathname).toBe('/auth/oauth/logout');
    const logoutChallenge = question.searchParams.get('logoutChallenge')!;

    const confirmed = await browser.fetch(`${site.server.url}/auth/oauth/logout`, {
      method: 'POST',
      headers: { ...SDK, 'content-type': 'application/json' },
      body: JSON.stringify({ logoutChallenge }),
    });
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as { status: string; frontendRedirectTo: string };
    expect(body.status).toBe('OK');
    expect(confirmed.headers.get('front-token')).toBe('remove');
    // The site session is gone too.
    expect((await reader.fetch('/api/account')).status).toBe(401);

    // The page the SDK opens hands the confirmation to the provider, which sends the reader to the client.
    const page = await browser.fetch(body.frontendRedirectTo);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:9/);
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.fetch(new URL(action, site.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(site.postLogoutRedirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    expect(browser.has('oauth_session')).toBe(false);
    // The grant ended with the provider session: its tokens no longer work.
    await expect(client.fetchUserInfo(rp, tokens.access_token, reader.userId)).rejects.toBeDefined();
  });

  it('finishes on another instance a flow started on this one: records, keys and cookies come from the database', async () => {
    const browser = new CookieBrowser();
    const { loginChallenge, checks } = await start(browser);
    const email = uniqueEmail('oauth-instances');
    await site.switchToNewInstance();
    const reader = await signIn(site.server, email);
    browser.set('sAccessToken', reader.cookie.slice('sAccessToken='.length));
    const answer = await loginAnswer(browser, loginChallenge);
    expect(answer.body.frontendRedirectTo).toBe(`${site.issuer}/auth/${loginChallenge}`);
    const { location: callback } = await browser.follow(answer.body.frontendRedirectTo!, site.server.url);
    expect(callback.origin + callback.pathname).toBe(site.redirectUri);
    // The id_token signed by the new instance verifies against the keys discovered from the first.
    const tokens = await client.authorizationCodeGrant(rp, callback, checks);
    expect(tokens.claims()!.sub).toBe(reader.userId);
    expect((await client.fetchUserInfo(rp, tokens.access_token, reader.userId)).email).toBe(email);
  });
});
