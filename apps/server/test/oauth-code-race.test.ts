import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB } from './helpers/global-setup';
import type { TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { CookieBrowser } from './helpers/oauth-site';
import { freePort, withDatabase } from './helpers/postgres';
import { killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';
import { signIn } from './helpers/session';

/**
 * Issue #21 (11): one authorisation code redeemed 20 times at once across two server processes on one real
 * PostgreSQL gave tokens 18 times. Redemption is one conditional statement (ADR 0350): exactly one request
 * gets tokens, and the replays still revoke the grant, so even the winner's access token stops working.
 */
describe('an authorisation code redeemed at once on two instances', () => {
  let mailbox: Mailbox;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let dropDatabase = async () => {};
  const clientId = 'race-partner';
  const clientSecret = randomBytes(32).toString('base64url');
  const redirectUri = 'http://127.0.0.1:9/callback';
  let origin = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    const adminUrl = inject('pgAdminUrl');
    const name = `app_oauth_race_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    dropDatabase = async () => {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    };
    const portA = await freePort();
    origin = `http://127.0.0.1:${portA}`;
    const env = {
      SMTP_URL: mailbox.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: withDatabase(adminUrl, name),
      PUBLIC_URL: origin,
      OAUTH_CLIENTS: JSON.stringify([
        { id: clientId, name: 'Race', secret: clientSecret, redirectUris: [redirectUri] },
      ]),
    };
    a = await spawnServer({ ...env, PORT: String(portA) });
    await waitReady(a);
    b = await spawnServer(env);
    await waitReady(b);
  }, 120_000);

  afterAll(async () => {
    await killQuietly(a);
    await killQuietly(b);
    await mailbox?.close();
    await dropDatabase();
  });

  it('gives tokens to exactly one of 20 parallel redemptions, and the replays revoke the grant', async () => {
    const site = { url: origin, mailbox } as TestServer;
    const reader = await signIn(site, uniqueEmail('oauth-race'));
    const rp = await client.discovery(
      new URL(`${origin}/oauth`),
      clientId,
      { client_secret: clientSecret },
      client.ClientSecretBasic(clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const browser = new CookieBrowser();
    const authorise = client.buildAuthorizationUrl(rp, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const { location } = await browser.follow(authorise, origin);
    const loginChallenge = location.searchParams.get('loginChallenge')!;
    browser.set('sAccessToken', reader.cookie.slice('sAccessToken='.length));
    const login = await browser.fetch(`${origin}/auth/oauth/login?loginChallenge=${loginChallenge}`, {
      headers: { rid: 'oauth2provider' },
    });
    const { frontendRedirectTo } = (await login.json()) as { frontendRedirectTo: string };
    const { location: callback } = await browser.follow(frontendRedirectTo, origin);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const redeem = (base: string) =>
      fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(i % 2 ? b!.url : a!.url)));

    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(400);
      expect(lost.body.error).toBe('invalid_grant');
    }
    // The replays revoked the grant: the one access token issued no longer reads the reader's claims.
    const userinfo = await fetch(`${origin}/oauth/me`, {
      headers: { authorization: `Bearer ${won[0]!.body.access_token}` },
    });
    expect(userinfo.status).toBe(401);
  }, 60_000);
});
