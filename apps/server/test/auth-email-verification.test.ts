import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInUp } from '../src/auth/accounts/login-methods';
import { users } from '../src/db/schema/index';
import { startFakeTwilio, smsCode, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { setCookies, signIn } from './helpers/session';

/**
 * E-mail verification (ADR 0326): the `st-ev` claim, the mailed link, its token used once. Codes and links
 * prove their address at sign-in, so the unverified address here comes from a social identity whose provider
 * did not vouch for it, made through the real linking rules.
 */
const EV = sdkHeaders('emailverification', { json: true });

function frontClaims(res: Response): { 'st-ev'?: { v: boolean; t: number }; sub: string } {
  const value = res.headers.get('front-token');
  expect(value, 'a new front-token').toBeTruthy();
  return JSON.parse(Buffer.from(value!, 'base64').toString('utf8')).up;
}

describe.each(DB_KINDS)('e-mail verification on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    PUBLIC_URL: 'https://numerology.example',
    AUTH_TENANTS: JSON.stringify([{ id: 'partner' }]),
  });

  /** A session signed in with a social identity whose e-mail the provider did not verify. */
  async function unverifiedSession(tenantId = 'public') {
    const email = uniqueEmail('unverified');
    const signedIn = await signInUp(server.ctx, tenantId, {
      recipeId: 'thirdparty',
      thirdPartyId: 'example',
      thirdPartyUserId: `sub-${email}`,
      email,
      emailVerified: false,
    });
    if (signedIn.status !== 'OK') throw new Error(signedIn.status);
    const { tokens, payload } = await server.app.sessionService.create(signedIn.userId, tenantId, {
      recipeUserId: signedIn.recipeUserId,
      factor: 'thirdparty',
    });
    const cookie = `sAccessToken=${tokens.accessToken}`;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(server.url + path, { ...init, headers: { ...EV, cookie, ...(init.headers ?? {}) } });
    return { email, userId: signedIn.userId, payload, cookie, call };
  }

  async function linkFor(email: string, since: number) {
    const mail = await server.mailbox.waitFor(email, { since });
    const match = /https:\/\/numerology\.example\/auth\/verify-email\?token=([A-Za-z0-9_-]+)&tenantId=(\w+)/.exec(
      mail.raw,
    );
    expect(match, mail.raw).toBeTruthy();
    return { token: match![1]!, tenantId: match![2]! };
  }

  it('puts st-ev false in a session whose e-mail is unverified, mails a one-day single-use link, verifies it', async () => {
    const user = await unverifiedSession();
    expect(user.payload['st-ev']).toEqual({ v: false, t: expect.any(Number) });

    const before = await user.call('/auth/user/email/verify');
    expect(await before.json()).toEqual({ status: 'OK', isVerified: false });

    const since = server.mailbox.countFor(user.email);
    const sent = await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    expect(await sent.json()).toEqual({ status: 'OK' });
    const { token, tenantId } = await linkFor(user.email, since);
    expect(token).toHaveLength(64); // 48 bytes, base64url
    expect(tenantId).toBe('public');

    // Opened in a browser without the account's session: refused, the token kept (ADR 0351).
    const elsewhere = await fetch(`${server.url}/auth/public/user/email/verify`, {
      method: 'POST',
      headers: EV,
      body: JSON.stringify({ method: 'token', token }),
    });
    expect((await elsewhere.json()).status).toBe('GENERAL_ERROR');
    const verified = await user.call('/auth/public/user/email/verify', {
      method: 'POST',
      body: JSON.stringify({ method: 'token', token }),
    });
    const body = await verified.json();
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(user.userId);
    expect(body.user.loginMethods).toEqual([expect.objectContaining({ email: user.email, verified: true })]);

    const again = await fetch(`${server.url}/auth/user/email/verify`, {
      method: 'POST',
      headers: EV,
      body: JSON.stringify({ method: 'token', token }),
    });
    expect(await again.json()).toEqual({ status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' });

    // The session's claim is rewritten on the check, with a new access token and front-token.
    const after = await user.call('/auth/user/email/verify');
    expect(await after.json()).toEqual({ status: 'OK', isVerified: true });
    expect(frontClaims(after)['st-ev']).toEqual({ v: true, t: expect.any(Number) });
    expect(setCookies(after).sAccessToken).toBeTruthy();

    const already = await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    expect(await already.json()).toEqual({ status: 'EMAIL_ALREADY_VERIFIED_ERROR' });
    // Verified now, the address became the account's contact address (receipts).
    const [row] = await server.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    expect(row).toEqual({ email: user.email });
  });

  it('updates the claim at once when the link is opened in the same signed-in browser', async () => {
    const user = await unverifiedSession();
    const since = server.mailbox.countFor(user.email);
    await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    const { token } = await linkFor(user.email, since);
    const res = await user.call('/auth/user/email/verify', {
      method: 'POST',
      body: JSON.stringify({ method: 'token', token }),
    });
    expect((await res.json()).status).toBe('OK');
    expect(frontClaims(res)['st-ev']?.v).toBe(true);
  });

  it('refuses expired tokens, tokens of another tenant, made-up tokens and bad bodies', async () => {
    const user = await unverifiedSession();
    const since = server.mailbox.countFor(user.email);
    await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    const first = await linkFor(user.email, since);
    const second = await linkFor(user.email, since + 1);
    const verify = (tenant: string, token: string) =>
      fetch(`${server.url}/auth/${tenant}/user/email/verify`, {
        method: 'POST',
        headers: EV,
        body: JSON.stringify({ method: 'token', token }),
      });
    expect(await (await verify('partner', first.token)).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    expect(await (await verify('public', 'A'.repeat(64))).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    expect((await verify('nowhere', first.token)).status).toBe(400);
    const bad = await fetch(`${server.url}/auth/user/email/verify`, {
      method: 'POST',
      headers: EV,
      body: JSON.stringify({ method: 'code', token: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/method/);

    server.advanceClock(24 * 60 * 60_000 + 1000);
    expect(await (await verify('public', second.token)).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
    // The first token was not spent by the other tenant's attempt, but it too has now expired.
    expect(await (await verify('public', first.token)).json()).toEqual({
      status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR',
    });
  });

  it('puts the tenant in the link of a session on another tenant', async () => {
    const user = await unverifiedSession('partner');
    const since = server.mailbox.countFor(user.email);
    await user.call('/auth/user/email/verify/token', { method: 'POST', body: '{}' });
    const { token, tenantId } = await linkFor(user.email, since);
    expect(tenantId).toBe('partner');
    const res = await user.call('/auth/partner/user/email/verify', {
      method: 'POST',
      body: JSON.stringify({ method: 'token', token }),
    });
    expect((await res.json()).status).toBe('OK');
  });

  it('counts an e-mail proven by a code as verified, and a phone sign-in as having nothing to verify', async () => {
    const byMail = await signIn(server, uniqueEmail('code'));
    const check = await byMail.fetch('/auth/user/email/verify');
    expect(await check.json()).toEqual({ status: 'OK', isVerified: true });
    const token = await byMail.post('/auth/user/email/verify/token', {});
    expect(await token.json()).toEqual({ status: 'EMAIL_ALREADY_VERIFIED_ERROR' });

    const phone = uniquePhone();
    const created = await fetch(`${server.url}/auth/signinup/code`, {
      method: 'POST',
      headers: sdkHeaders('passwordless', { json: true }),
      body: JSON.stringify({ phoneNumber: phone }),
    });
    const flow = await created.json();
    const consumed = await fetch(`${server.url}/auth/signinup/code/consume`, {
      method: 'POST',
      headers: sdkHeaders('passwordless', { json: true }),
      body: JSON.stringify({ ...flow, userInputCode: smsCode(await twilio.waitFor(phone)) }),
    });
    expect(frontClaims(consumed)['st-ev']?.v).toBe(true);
  });

  it('needs a session to ask for a link or check', async () => {
    expect((await fetch(`${server.url}/auth/user/email/verify`)).status).toBe(401);
    const res = await fetch(`${server.url}/auth/user/email/verify/token`, { method: 'POST', headers: EV, body: '{}' });
    expect(res.status).toBe(401);
  });
});
