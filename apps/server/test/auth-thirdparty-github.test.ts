import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMethods } from '../src/db/schema/index';
import { type GithubAccount, type GithubPeer, startGithubPeer } from './helpers/github-peer';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';

const ORIGIN = 'http://127.0.0.1:8000';
const CALLBACK = `${ORIGIN}/auth/callback/github`;
const SDK = sdkHeaders('thirdparty');

describe.each(DB_KINDS)('GitHub (OAuth 2.0 and its user APIs, no OpenID Connect) on %s', (kind) => {
  let server: TestServer;
  let github: GithubPeer;

  beforeAll(async () => {
    github = await startGithubPeer(CALLBACK);
    server = await startTestServer(kind, {
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_DISABLED: 'true',
      AUTH_PROVIDERS: JSON.stringify([
        { id: 'github', issuer: github.issuer, clientId: github.clientId, clientSecret: github.clientSecret },
      ]),
    });
  });
  afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  const start = async () => {
    const query = new URLSearchParams({ thirdPartyId: 'github', redirectURIOnProviderDashboard: CALLBACK });
    return (await (await fetch(`${server.url}/auth/authorisationurl?${query}`, { headers: SDK })).json()) as {
      urlWithQueryParams: string;
      pkceCodeVerifier: string;
    };
  };
  const signInUp = (back: URL, verifier: string) =>
    fetch(`${server.url}/auth/signinup`, {
      method: 'POST',
      headers: { ...SDK, 'content-type': 'application/json' },
      body: JSON.stringify({
        thirdPartyId: 'github',
        redirectURIInfo: {
          redirectURIOnProviderDashboard: CALLBACK,
          redirectURIQueryParams: Object.fromEntries(back.searchParams),
          pkceCodeVerifier: verifier,
        },
      }),
    }).then((r) => r.json());
  const flow = async (account: GithubAccount) => {
    const started = await start();
    github.next = account;
    const back = await github.authorize(`${started.urlWithQueryParams}&state=s`);
    return { back, verifier: started.pkceCodeVerifier, body: await signInUp(back, started.pkceCodeVerifier) };
  };
  const rowOf = (id: number) =>
    server.ctx.db
      .select()
      .from(loginMethods)
      .where(and(eq(loginMethods.thirdPartyId, 'github'), eq(loginMethods.thirdPartyUserId, String(id))));

  it('signs up with the primary verified address, keyed by the numeric user id', async () => {
    const id = randomInt(1, 2 ** 31);
    const primary = uniqueEmail('gh');
    const { body } = await flow({
      id,
      emails: [
        { email: uniqueEmail('old'), primary: false, verified: true },
        { email: primary, primary: true, verified: true },
      ],
    });
    expect(body.status).toBe('OK');
    expect(body.user.thirdParty).toEqual([{ id: 'github', userId: String(id) }]);
    expect(body.user.loginMethods[0]).toMatchObject({ email: primary, verified: true });
    const started = await start();
    expect(new URL(started.urlWithQueryParams).pathname).toBe('/login/oauth/authorize');
    expect(new URL(started.urlWithQueryParams).searchParams.get('scope')).toBe('read:user user:email');
  });

  it('keeps an address GitHub has not verified as unverified', async () => {
    const id = randomInt(1, 2 ** 31);
    const email = uniqueEmail('unverified');
    const { body } = await flow({ id, emails: [{ email, primary: true, verified: false }] });
    expect(body.status).toBe('OK');
    const [row] = await rowOf(id);
    expect(row).toMatchObject({ email, emailVerified: false });
  });

  it('answers NO_EMAIL_GIVEN_BY_PROVIDER without addresses, and GENERAL_ERROR for a replayed code', async () => {
    const bare = randomInt(1, 2 ** 31);
    expect((await flow({ id: bare, emails: [] })).body).toEqual({ status: 'NO_EMAIL_GIVEN_BY_PROVIDER' });
    expect(await rowOf(bare)).toEqual([]);

    const { back, verifier, body } = await flow({
      id: randomInt(1, 2 ** 31),
      emails: [{ email: uniqueEmail('replay'), primary: true, verified: true }],
    });
    expect(body.status).toBe('OK');
    const replay = await signInUp(back, verifier);
    expect(replay).toEqual({
      status: 'GENERAL_ERROR',
      message:
        'Signing in with GitHub did not complete: the provider refused the code (bad_verification_code). Please try again.',
    });
  });
});
