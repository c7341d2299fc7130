import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { codeIn } from './helpers/mailbox';
import { setCookies, signIn } from './helpers/session';
import { sdkHeaders, uniqueEmail } from './helpers/http';

const SDK = sdkHeaders('passwordless', { json: true });

interface Flow {
  status: string;
  deviceId: string;
  preAuthSessionId: string;
  flowType: string;
}

function decodeFrontToken(value: string | null) {
  expect(value).toBeTruthy();
  return JSON.parse(Buffer.from(value!, 'base64').toString('utf8')) as {
    uid: string;
    ate: number;
    up: { iat: number; exp: number; sub: string; sessionHandle: string };
  };
}

describe.each(DB_KINDS)('passwordless sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { method: 'POST', headers: { ...SDK, ...headers }, body: JSON.stringify(body) });
  const createCode = async (email: string, path = '/auth/signinup/code') => {
    const since = server.mailbox.countFor(email.trim().toLowerCase());
    const res = await post(path, { email, shouldTryLinkingWithSessionUser: false });
    expect(res.status).toBe(200);
    const flow = (await res.json()) as Flow;
    expect(flow.status).toBe('OK');
    const mail = await server.mailbox.waitFor(email.trim().toLowerCase(), { since });
    return { flow, mail, code: codeIn(mail) };
  };
  const consume = (flow: Flow, userInputCode: string, headers: Record<string, string> = {}) =>
    post(
      '/auth/signinup/code/consume',
      {
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode,
        shouldTryLinkingWithSessionUser: false,
      },
      headers,
    );
  const refresh = (headers: Record<string, string>) =>
    fetch(server.url + '/auth/session/refresh', {
      method: 'POST',
      headers: { ...sdkHeaders('session'), ...headers },
    });
  const mfaInfo = (headers: Record<string, string>) =>
    fetch(server.url + '/auth/mfa/info', { method: 'PUT', headers, body: headers['content-type'] ? '{}' : undefined });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('signs up with the e-mailed code, sets the session cookies and a front-token', async () => {
    const email = uniqueEmail('signup');
    const { flow, mail, code } = await createCode(email);
    expect(flow.deviceId).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(flow.preAuthSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).toContain(`    ${code}`);
    const res = await consume(flow, code);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('OK');
    expect(body.createdNewRecipeUser).toBe(true);
    expect(body.user.emails).toEqual([email]);
    expect(body.user.loginMethods).toEqual([
      expect.objectContaining({ recipeId: 'passwordless', recipeUserId: body.user.id, verified: true, email }),
    ]);
    const setCookie = res.headers.getSetCookie();
    const access = setCookie.find((c) => c.startsWith('sAccessToken='))!;
    const refreshCookie = setCookie.find((c) => c.startsWith('sRefreshToken='))!;
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Lax/i);
    expect(access).toMatch(/Path=\/(;|$)/);
    expect(access).not.toMatch(/Secure/i);
    expect(refreshCookie).toMatch(/Path=\/auth\/session\/refresh/);
    expect(refreshCookie).toMatch(/HttpOnly/i);
    const front = decodeFrontToken(res.headers.get('front-token'));
    expect(front.uid).toBe(body.user.id);
    expect(front.up.sub).toBe(body.user.id);
    expect(front.ate).toBe(front.up.exp * 1000);
    expect(Math.abs(front.up.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(front.up.sessionHandle).toMatch(/^[0-9a-f-]{36}$/);
    // The code works once.
    expect((await (await consume(flow, code)).json()).status).toBe('RESTART_FLOW_ERROR');
  });

  it('signs the same user in again, whatever the case and spacing of the e-mail', async () => {
    const email = uniqueEmail('again');
    const first = await signIn(server, email);
    const { flow, code } = await createCode(`  ${email.toUpperCase()} `);
    const body = await (await consume(flow, code)).json();
    expect(body.status).toBe('OK');
    expect(body.createdNewRecipeUser).toBe(false);
    expect(body.user.id).toBe(first.userId);
  });

  it('answers a bad e-mail with a 200 GENERAL_ERROR and malformed bodies with 400', async () => {
    const res = await post('/auth/signinup/code', { email: 'not-an-email', shouldTryLinkingWithSessionUser: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'GENERAL_ERROR', message: 'Email is invalid' });
    const bad = await post('/auth/signinup/code/consume', { preAuthSessionId: 5 });
    expect(bad.status).toBe(400);
    expect(typeof (await bad.json()).message).toBe('string');
  });

  it('counts wrong codes: 4 × INCORRECT, then RESTART_FLOW_ERROR, and the right code no longer works', async () => {
    const { flow, code } = await createCode(uniqueEmail('wrong'));
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: unknown[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await (await consume(flow, wrong)).json());
    for (let i = 0; i < 4; i++) {
      expect(statuses[i]).toEqual({
        status: 'INCORRECT_USER_INPUT_CODE_ERROR',
        failedCodeInputAttemptCount: i + 1,
        maximumCodeInputAttempts: 5,
      });
    }
    expect(statuses[4]).toEqual({ status: 'RESTART_FLOW_ERROR' });
    expect(statuses[5]).toEqual({ status: 'RESTART_FLOW_ERROR' });
    expect((await (await consume(flow, code)).json()).status).toBe('RESTART_FLOW_ERROR');
  });

  it('rejects an expired code with EXPIRED_USER_INPUT_CODE_ERROR', async () => {
    const { flow, code } = await createCode(uniqueEmail('expired'));
    server.advanceClock(600_001);
    expect(await (await consume(flow, code)).json()).toEqual({
      status: 'EXPIRED_USER_INPUT_CODE_ERROR',
      failedCodeInputAttemptCount: 1,
      maximumCodeInputAttempts: 5,
    });
  });

  it('refuses a resend inside the gap and sends a new code after it; a code of another flow is rejected', async () => {
    const email = uniqueEmail('resend');
    const { flow, code: firstCode } = await createCode(email);
    const body = {
      deviceId: flow.deviceId,
      preAuthSessionId: flow.preAuthSessionId,
      shouldTryLinkingWithSessionUser: false,
    };
    const early = await post('/auth/signinup/code/resend', body);
    expect(early.status).toBe(200);
    const earlyBody = await early.json();
    expect(earlyBody.status).toBe('GENERAL_ERROR');
    expect(earlyBody.message).toMatch(/wait \d+ seconds/);
    expect(server.mailbox.countFor(email)).toBe(1);
    server.advanceClock(16_000);
    const since = server.mailbox.countFor(email);
    expect(await (await post('/auth/signinup/code/resend', body)).json()).toEqual({ status: 'OK' });
    const second = codeIn(await server.mailbox.waitFor(email, { since }));
    // Unknown device: restart.
    expect(await (await post('/auth/signinup/code/resend', { ...body, deviceId: 'AAAA' })).json()).toEqual({
      status: 'RESTART_FLOW_ERROR',
    });
    // The code of another flow does not open this one.
    const other = await createCode(uniqueEmail('other'));
    if (other.code !== second && other.code !== firstCode) {
      expect((await (await consume(flow, other.code)).json()).status).toBe('INCORRECT_USER_INPUT_CODE_ERROR');
    }
    expect((await (await consume(flow, second)).json()).status).toBe('OK');
  });

  it('signs in through the e-mailed magic link', async () => {
    const email = uniqueEmail('link');
    const { flow, mail } = await createCode(email);
    expect(flow.flowType).toBe('USER_INPUT_CODE_AND_MAGIC_LINK');
    const link = /(http\S+\/auth\/verify\?\S+)/.exec(mail.raw)![1]!;
    const url = new URL(link);
    expect(url.searchParams.get('preAuthSessionId')).toBe(flow.preAuthSessionId);
    const linkCode = url.hash.slice(1);
    const res = await post('/auth/signinup/code/consume', {
      preAuthSessionId: flow.preAuthSessionId,
      linkCode,
      shouldTryLinkingWithSessionUser: false,
    });
    expect((await res.json()).status).toBe('OK');
    expect(res.headers.get('front-token')).toBeTruthy();
    const again = await post('/auth/signinup/code/consume', { preAuthSessionId: flow.preAuthSessionId, linkCode });
    expect(await again.json()).toEqual({ status: 'RESTART_FLOW_ERROR' });
  });

  it('accepts the public tenant prefix and refuses unknown tenants', async () => {
    const { flow, code } = await createCode(uniqueEmail('tenant'), '/auth/public/signinup/code');
    const res = await post('/auth/public/signinup/code/consume', {
      preAuthSessionId: flow.preAuthSessionId,
      deviceId: flow.deviceId,
      userInputCode: code,
    });
    expect((await res.json()).status).toBe('OK');
    const unknown = await post('/auth/acme/signinup/code', { email: uniqueEmail('x') });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown tenant "acme".' });
  });

  it('answers the fresh-browser refresh with 401 and front-token remove', async () => {
    const res = await refresh({});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'unauthorised' });
    expect(res.headers.get('front-token')).toBe('remove');
  });

  it('rotates the refresh token, and a replayed old one revokes the session', async () => {
    const user = await signIn(server, uniqueEmail('rotate'));
    const first = await refresh({ cookie: user.refreshCookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({});
    const rotated = setCookies(first);
    expect(rotated.sRefreshToken).toBeTruthy();
    expect(`sRefreshToken=${rotated.sRefreshToken}`).not.toBe(user.refreshCookie);
    expect(decodeFrontToken(first.headers.get('front-token')).uid).toBe(user.userId);
    // The new access token works.
    expect((await mfaInfo({ cookie: `sAccessToken=${rotated.sAccessToken}`, rid: 'multifactorauth' })).status).toBe(
      200,
    );
    // Replay of the old refresh token: theft.
    const replay = await refresh({ cookie: user.refreshCookie });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'token theft detected' });
    expect(replay.headers.get('front-token')).toBe('remove');
    // The whole session is gone, including the rotated refresh token and its access token.
    expect((await refresh({ cookie: `sRefreshToken=${rotated.sRefreshToken}` })).status).toBe(401);
    expect((await mfaInfo({ cookie: `sAccessToken=${rotated.sAccessToken}`, rid: 'multifactorauth' })).status).toBe(
      401,
    );
  });

  it('refuses a cookie-mode refresh without the rid header (cross-site request)', async () => {
    const user = await signIn(server, uniqueEmail('csrf'));
    const res = await fetch(server.url + '/auth/session/refresh', {
      method: 'POST',
      headers: { cookie: user.refreshCookie },
    });
    expect(res.status).toBe(401);
  });

  it('guards sessions: missing, tampered, expired tokens and cross-site posts get 401 unauthorised', async () => {
    const user = await signIn(server, uniqueEmail('guard'));
    const ok = await mfaInfo(user.headers);
    expect(ok.status).toBe(200);
    expect((await ok.json()).emails['otp-email']).toHaveLength(1);
    const missing = await mfaInfo({ rid: 'multifactorauth' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'unauthorised' });
    const token = user.cookie.slice('sAccessToken='.length);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString(
      'base64url',
    );
    expect((await mfaInfo({ cookie: `sAccessToken=${h}.${forged}.${s}`, rid: 'x' })).status).toBe(401);
    // No rid and no JSON body type: what a cross-site form could send.
    expect((await mfaInfo({ cookie: user.cookie })).status).toBe(401);
    expect((await mfaInfo({ cookie: user.cookie, 'content-type': 'application/json' })).status).toBe(200);
    server.advanceClock(3601_000);
    const expired = await mfaInfo(user.headers);
    expect(expired.status).toBe(401);
    // The refresh token still works and brings a fresh access token.
    const res = await refresh({ cookie: user.refreshCookie });
    expect(res.status).toBe(200);
    expect((await mfaInfo({ cookie: `sAccessToken=${setCookies(res).sAccessToken}`, rid: 'x' })).status).toBe(200);
  });

  it('signs out: clears the tokens and revokes the session', async () => {
    const user = await signIn(server, uniqueEmail('signout'));
    const res = await user.fetch('/auth/signout', { method: 'POST', headers: { rid: 'session' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'OK' });
    expect(res.headers.get('front-token')).toBe('remove');
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('sAccessToken=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.find((c) => c.startsWith('sRefreshToken=;'))).toMatch(/Path=\/auth\/session\/refresh/);
    expect((await refresh({ cookie: user.refreshCookie })).status).toBe(401);
    expect((await mfaInfo(user.headers)).status).toBe(401);
    expect((await fetch(server.url + '/auth/signout', { method: 'POST', headers: { rid: 'session' } })).status).toBe(
      401,
    );
  });

  it('uses header transport when the SDK asks for it', async () => {
    const email = uniqueEmail('header');
    const { flow, code } = await createCode(email);
    const res = await consume(flow, code, { 'st-auth-mode': 'header' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const access = res.headers.get('st-access-token')!;
    const refreshToken = res.headers.get('st-refresh-token')!;
    expect(access).toMatch(/^ey/);
    expect((await mfaInfo({ authorization: `Bearer ${access}` })).status).toBe(200);
    const r = await refresh({ authorization: `Bearer ${refreshToken}` });
    expect(r.status).toBe(200);
    expect(r.headers.get('st-refresh-token')).not.toBe(refreshToken);
    expect(r.headers.get('front-token')).toBeTruthy();
  });

  it('serves the JWKS that verifies access tokens, login methods and e-mail existence', async () => {
    const email = uniqueEmail('jwks');
    expect(
      await (await fetch(`${server.url}/auth/passwordless/email/exists?email=${encodeURIComponent(email)}`)).json(),
    ).toEqual({ status: 'OK', exists: false });
    const user = await signIn(server, email);
    const jwks = createRemoteJWKSet(new URL(server.url + '/auth/jwt/jwks.json'));
    const { payload, protectedHeader } = await jwtVerify(user.cookie.slice('sAccessToken='.length), jwks, {
      currentDate: server.ctx.now(),
    });
    expect(payload.sub).toBe(user.userId);
    expect(protectedHeader.alg).toBe('RS256');
    expect(
      await (
        await fetch(`${server.url}/auth/passwordless/email/exists?email=${encodeURIComponent(email.toUpperCase())}`)
      ).json(),
    ).toEqual({ status: 'OK', exists: true });
    const methods = await (await fetch(server.url + '/auth/loginmethods')).json();
    expect(methods.passwordless.enabled).toBe(true);
    expect(methods.thirdParty.providers).toEqual([]);
  });

  it('gives the same answer for known and unknown e-mails, and rate-limits sends per e-mail', async () => {
    const known = uniqueEmail('known');
    await signIn(server, known);
    const a = await (await post('/auth/signinup/code', { email: known })).json();
    const b = await (await post('/auth/signinup/code', { email: uniqueEmail('unknown') })).json();
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.status).toBe(b.status);
    const flooded = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/auth/signinup/code', { email: flooded })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('lets only one of two concurrent submissions of the same code sign in', async () => {
    const { flow, code } = await createCode(uniqueEmail('double'));
    const results = await Promise.all([consume(flow, code), consume(flow, code)]);
    const statuses = (await Promise.all(results.map((r) => r.json()))).map((b) => b.status).sort();
    expect(statuses).toEqual(['OK', 'RESTART_FLOW_ERROR']);
  });
});
