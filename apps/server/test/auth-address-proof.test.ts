import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { DB_KINDS } from './helpers/harness';
import { type ReceivedMail } from './helpers/mailbox';
import { type Agent, createAgent, setUpTotp, signInWithCode } from './helpers/mfa';
import { CookieBrowser, type OAuthSite, startOAuthSite } from './helpers/oauth-site';
import { type OidcPeer, startOidcPeer, throughPeer } from './helpers/oidc-peer';
import { reservePort } from './helpers/postgres';
import { sdkHeaders } from './helpers/http';

/**
 * Issue #21 (4): an address owned without proof. An account signed in through a provider not trusted for
 * e-mail claims someone else's address and asks for "Confirm your e-mail address"; the owner of the mailbox
 * opens the link. Before ADR 0351 that made the address the stranger's contact address and operator identity,
 * and the owner's later sign-up with an e-mail code landed in the stranger's account.
 */
const EV = sdkHeaders('emailverification');
const OWNER = 'owner@example.test';
const SELF = 'self@example.test';

describe.each(DB_KINDS)('who an e-mail verification link proves an address to, on %s', (kind) => {
  let site: OAuthSite;
  let peer: OidcPeer;
  let callback = '';

  beforeAll(async () => {
    // Held until the peer takes it over: a port only looked up could be taken while the site starts.
    const reserved = await reservePort();
    const clientId = 'app-at-example-id';
    const clientSecret = randomBytes(24).toString('base64url');
    site = await startOAuthSite(kind, {
      RATE_LIMIT_DISABLED: 'true',
      ADMIN_EMAILS: `${OWNER},${SELF}`,
      // Not trusted for e-mail (the default for a generic OpenID provider): it lets anyone claim any address.
      AUTH_PROVIDERS: JSON.stringify([
        { id: 'example', name: 'Example ID', issuer: `http://127.0.0.1:${reserved.port}`, clientId, clientSecret },
      ]),
    });
    callback = `${site.server.url}/auth/callback/example`;
    peer = await startOidcPeer({ redirectUris: [callback], reserved: reserved.handle, clientId, clientSecret });
  });
  afterAll(async () => {
    await site?.close();
    await peer?.close();
  });

  const server = () => site.server;

  /** Signs `agent` in (a browser of its own) through the untrusted provider as `sub`, which claims `email`. */
  async function socialSignIn(agent: Agent, sub: string, email: string) {
    const account = { sub, email, emailVerified: true };
    const signInUp = await throughPeer(peer, server().url, { id: 'example', callback, account });
    const res = await agent.call('POST', '/auth/signinup', signInUp, sdkHeaders('thirdparty'));
    const body = (await res.json()) as { status: string; user: { id: string } };
    expect(body.status).toBe('OK');
    agent.userId = body.user.id;
    return agent;
  }

  /** The session asks for the verification e-mail; returns the mail and its two links' tokens. */
  async function askToVerify(agent: Agent, email: string) {
    const since = server().mailbox.countFor(email);
    const asked = await agent.call('POST', '/auth/user/email/verify/token', {}, EV);
    expect(await asked.json()).toEqual({ status: 'OK' });
    const mail = await server().mailbox.waitFor(email, { since });
    return { mail, token: tokenIn(mail, 'verify-email')!, notMeToken: tokenIn(mail, 'verify-email/not-me') };
  }
  const tokenIn = (mail: ReceivedMail, path: string) =>
    new RegExp(`/auth/${path}\\?token=([A-Za-z0-9_-]+)&tenantId=public`).exec(mail.raw)?.[1];
  const openLink = (token: string, agent?: Agent) =>
    agent
      ? agent.call('POST', '/auth/public/user/email/verify', { method: 'token', token }, EV)
      : fetch(`${server().url}/auth/public/user/email/verify`, {
          method: 'POST',
          headers: { ...EV, 'content-type': 'application/json' },
          body: JSON.stringify({ method: 'token', token }),
        });
  const contactOf = async (userId: string) =>
    (await server().ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

  it('reproduces the attack: the owner opening the link gives the stranger nothing, and signs up to an account of their own', async () => {
    const attacker = await socialSignIn(createAgent(server(), 'attacker'), `attacker-${kind}`, OWNER);
    expect(await contactOf(attacker.userId)).toBeNull();
    const { mail, token } = await askToVerify(attacker, OWNER);
    // The e-mail says who asked, how they signed in and when, and offers to cancel.
    expect.soft(mail.raw).toMatch(/On \d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC, an account on Kabbalah Numerology that/);
    expect.soft(mail.raw).toContain('signed in with Example ID');
    expect.soft(mail.raw).toMatch(/If this was not you[^\n]*\r?\n[^\n]*\/auth\/verify-email\/not-me\?token=/);

    // The owner opens the link in their own browser, with no session of the stranger's account.
    const opened = (await (await openLink(token)).json()) as { status: string; message?: string };
    expect.soft(opened.status).toBe('GENERAL_ERROR');
    expect.soft(opened.message).toMatch(/only for the account that asked/);
    expect.soft(await contactOf(attacker.userId)).toBeNull();

    // The stranger adds an authenticator: the console still does not exist for them.
    await setUpTotp(server(), attacker);
    expect.soft((await attacker.call('GET', '/api/admin/me')).status).toBe(404);

    // The owner signs up with an e-mail code: an account of their own, which is the operator.
    const owner = await signInWithCode(server(), OWNER);
    expect.soft(owner.userId).not.toBe(attacker.userId);
    await setUpTotp(server(), owner);
    const me = await owner.call('GET', '/api/admin/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: OWNER });
  });

  it('proves the address to the account that asked only, as a contact address: never a way in, an operator, or email_verified for partners', async () => {
    const self = await socialSignIn(createAgent(server(), SELF), `self-${kind}`, SELF);
    const { token } = await askToVerify(self, SELF);

    // Another reader's session, or none, cannot use it; the link keeps working for the one who asked.
    const other = await signInWithCode(server(), `other-${randomUUID()}@example.test`);
    expect(((await (await openLink(token, other)).json()) as { status: string }).status).toBe('GENERAL_ERROR');
    expect(((await (await openLink(token)).json()) as { status: string }).status).toBe('GENERAL_ERROR');
    // Signed in as them in another browser (the link opened on another device after signing in there).
    const elsewhere = await socialSignIn(createAgent(server(), SELF), `self-${kind}`, SELF);
    expect(elsewhere.userId).toBe(self.userId);
    const body = (await (await openLink(token, elsewhere)).json()) as { status: string; user: { id: string } };
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(self.userId);
    expect(await (await openLink(token, elsewhere)).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    expect(await (await self.call('GET', '/auth/user/email/verify', undefined, EV)).json()).toEqual({
      status: 'OK',
      isVerified: true,
    });
    expect(await contactOf(self.userId)).toBe(SELF);

    // A partner app reads the address, but not as verified: only a code or a trusted provider proves it.
    const rp = await site.discover();
    const verifier = client.randomPKCECodeVerifier();
    const browser = new CookieBrowser();
    const { location } = await browser.follow(
      client.buildAuthorizationUrl(rp, {
        redirect_uri: site.redirectUri,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
      site.server.url,
    );
    browser.set('sAccessToken', self.cookies.sAccessToken!);
    const login = await browser.fetch(
      `${site.server.url}/auth/oauth/login?loginChallenge=${location.searchParams.get('loginChallenge')}`,
      { headers: { rid: 'oauth2provider' } },
    );
    const { location: back } = await browser.follow(
      ((await login.json()) as { frontendRedirectTo: string }).frontendRedirectTo,
      site.server.url,
    );
    const tokens = await client.authorizationCodeGrant(rp, back, { pkceCodeVerifier: verifier });
    const claims = await client.fetchUserInfo(rp, tokens.access_token, self.userId);
    expect(claims).toMatchObject({ sub: self.userId, email: SELF, email_verified: false });

    // In ADMIN_EMAILS, with an authenticator: still no operator, the address was proven by a link only.
    await setUpTotp(server(), self);
    expect((await self.call('GET', '/api/admin/me')).status).toBe(404);

    // A sign-up with an e-mail code to that address is an account of its own, never this one.
    const byCode = await signInWithCode(server(), SELF);
    expect(byCode.userId).not.toBe(self.userId);
  });

  it('cancels the request from the "this was not me" link, without a session', async () => {
    const address = `not-me-${randomUUID()}@example.test`;
    const asker = await socialSignIn(createAgent(server(), 'asker'), `asker-${randomUUID()}`, address);
    const first = await askToVerify(asker, address);
    const second = await askToVerify(asker, address);
    const cancel = (token: string) =>
      fetch(`${server().url}/auth/public/user/email/verify/cancel`, {
        method: 'POST',
        headers: { ...EV, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: string; message?: string } }));
    expect(first.notMeToken).toBeDefined();
    expect(await cancel(first.notMeToken!)).toEqual({ status: 200, body: { status: 'OK' } });
    // Every link that account asked for to that address stops working, even in the asker's own session.
    for (const token of [first.token, second.token])
      expect(await (await openLink(token, asker)).json()).toEqual({ status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' });
    expect((await cancel(first.notMeToken!)).body).toEqual({ status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' });
    expect((await cancel('')).status).toBe(400);
    expect(await contactOf(asker.userId)).toBeNull();
  });
});
