import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import * as client from 'openid-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { codeIn } from '../apps/server/test/helpers/mailbox';
import { reservePort } from '../apps/server/test/helpers/postgres';
import { type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { topBarButton, withoutSessionProbe } from './helpers/auth';

const CLIENT_ID = 'partner-app';
const CLIENT_NAME = 'Partner Numerology App';

interface SignedInAtPartner {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/**
 * A partner's web app, in-process: openid-client with PKCE, state and nonce; /login starts the flow,
 * /callback exchanges the code (verifying the id_token against the site's JWKS) and reads userinfo,
 * /logout asks the site to end the session.
 */
async function startPartner(siteUrl: string, reserved: { port: number; handle: NetServer }, secret: string) {
  const origin = `http://127.0.0.1:${reserved.port}`;
  const config = await client.discovery(
    new URL(`${siteUrl}/oauth`),
    CLIENT_ID,
    secret,
    client.ClientSecretBasic(secret),
    {
      execute: [client.allowInsecureRequests],
    },
  );
  const pending = new Map<string, { verifier: string; nonce: string }>();
  const signedIn: SignedInAtPartner[] = [];
  let idToken = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url!, origin);
      if (url.pathname === '/login') {
        const verifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const nonce = client.randomNonce();
        pending.set(state, { verifier, nonce });
        const target = client.buildAuthorizationUrl(config, {
          redirect_uri: `${origin}/callback`,
          scope: 'openid email',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        res.writeHead(302, { location: target.href }).end();
      } else if (url.pathname === '/callback') {
        const state = url.searchParams.get('state') ?? '';
        const flow = pending.get(state)!;
        const tokens = await client.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: flow.verifier,
          expectedState: state,
          expectedNonce: flow.nonce,
        });
        idToken = tokens.id_token!;
        const sub = tokens.claims()!.sub;
        const info = await client.fetchUserInfo(config, tokens.access_token, sub);
        signedIn.push({ sub, email: String(info.email), emailVerified: info.email_verified === true });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>Partner</title><h1>Signed in as ${info.email}</h1>`);
      } else if (url.pathname === '/logout') {
        const target = client.buildEndSessionUrl(config, {
          id_token_hint: idToken,
          post_logout_redirect_uri: `${origin}/bye`,
        });
        res.writeHead(302, { location: target.href }).end();
      } else if (url.pathname === '/bye') {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><title>Partner</title><h1>Signed out</h1>');
      } else if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
      } else res.writeHead(404).end();
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(reserved.handle, resolve);
  });
  const close = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        reserved.handle.close();
        resolve();
      }),
    );
  return { origin, signedIn, close };
}

describe('a partner app signs readers in with the site (OpenID provider)', () => {
  const env: Record<string, string> = {};
  const secret = randomBytes(32).toString('base64url');
  let reserved: Awaited<ReturnType<typeof reservePort>>;
  let site: RunningSite;
  let browser: Browser;
  let partner: Awaited<ReturnType<typeof startPartner>>;
  // The partner's address must be in OAUTH_CLIENTS before the site starts: its port is held open until then.
  beforeAll(async () => {
    reserved = await reservePort();
    const origin = `http://127.0.0.1:${reserved.port}`;
    env.OAUTH_CLIENTS = JSON.stringify([
      {
        id: CLIENT_ID,
        name: CLIENT_NAME,
        secret,
        redirectUris: [`${origin}/callback`],
        postLogoutRedirectUris: [`${origin}/bye`],
      },
    ]);
  });
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), env);
  beforeAll(async () => {
    partner = await startPartner(site.url, reserved, secret);
  });
  afterAll(() => partner?.close());

  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 360, height: 740 }],
  ])(
    'signs in on /auth?loginChallenge with the e-mail code, lands back on the partner, and signs out (%s)',
    async (_name, viewport) => {
      const before = partner.signedIn.length;
      await withPage(browser, viewport, async ({ page, errors }) => {
        await page.goto(`${partner.origin}/login`);
        await page.waitForURL((u) => u.origin === site.url && u.pathname === '/auth');
        expect(new URL(page.url()).searchParams.get('loginChallenge')).toBeTruthy();
        // The SDK's page names the app the reader is signing in to.
        await page.getByText(CLIENT_NAME).waitFor();

        const email = uniqueEmail('partner');
        const emailInput = page.locator('input[name="email"], input[name="emailOrPhone"]');
        await emailInput.fill(email);
        await page.locator('button[type="submit"]').click();
        const code = codeIn(await site.mailbox.waitFor(email, { since: 0 }));
        const otp = page.locator('input[name="userInputCode"]');
        await otp.fill(code);
        await page.locator('button[type="submit"]').click();

        await page.waitForURL((u) => u.origin === partner.origin && u.pathname === '/callback');
        await page.getByRole('heading', { name: `Signed in as ${email}` }).waitFor();
        expect(partner.signedIn).toHaveLength(before + 1);
        expect(partner.signedIn[before]).toMatchObject({ email, emailVerified: true });
        expect(partner.signedIn[before]!.sub).toMatch(/^[0-9a-f-]{36}$/);

        // Signed in on the site already: a second sign-in at the partner needs no page of ours.
        await page.goto(`${partner.origin}/login`);
        await page.waitForURL((u) => u.origin === partner.origin && u.pathname === '/callback');
        expect(partner.signedIn[before + 1]?.sub).toBe(partner.signedIn[before]!.sub);

        // Signing out at the partner asks on the SDK's page, then ends both sessions and returns to the partner.
        await page.goto(`${partner.origin}/logout`);
        await page.waitForURL((u) => u.origin === site.url && u.pathname === '/auth/oauth/logout');
        await page.getByText('Are you sure you want to log out?').waitFor();
        await page.getByRole('button', { name: 'LOG OUT' }).click();
        // (The SDK page asks twice when its session ends; either answer leads to the same page.)
        await page.getByRole('heading', { name: 'Signed out' }).waitFor();
        expect(new URL(page.url()).origin).toBe(partner.origin);
        await page.goto(site.url + '/');
        // On a phone the top-bar actions sit behind the menu button.
        await topBarButton(page, 'Sign In');

        expect(withoutSessionProbe(errors)).toEqual([]);
      });
    },
  );
});
