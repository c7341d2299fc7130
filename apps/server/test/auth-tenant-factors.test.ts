import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCodeHash } from '../src/auth/passwordless/codes';
import { loginMethods, passwordlessCodes } from '../src/db/schema/index';
import { startFakeTwilio, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { isSignInMail } from './helpers/mailbox';
import { type OidcPeer, startOidcPeer, throughPeer } from './helpers/oidc-peer';

/**
 * Issue #21 (9): a tenant's first factors are enforced, not only announced (ADR 0352). On a tenant that allows
 * only e-mail codes, social sign-in, sign-in links and phone codes are refused with the protocol's own refusal,
 * `SIGN_IN_UP_NOT_ALLOWED` with a reason the SDK shows; the other tenant still takes them.
 */
const ORIGIN = 'http://127.0.0.1:8000';
const PW = sdkHeaders('passwordless', { json: true });
const TP = sdkHeaders('thirdparty', { json: true });
const callback = `${ORIGIN}/auth/callback/peer`;

describe.each(DB_KINDS)('a tenant allowing only e-mail codes, on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  let peer: OidcPeer;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    peer = await startOidcPeer({ redirectUris: [callback] });
    server = await startTestServer(kind, {
      ...twilio.env,
      PUBLIC_URL: ORIGIN,
      RATE_LIMIT_DISABLED: 'true',
      AUTH_PROVIDERS: JSON.stringify([peer.providerEntry('peer', { trustEmail: true })]),
      AUTH_TENANTS: JSON.stringify([{ id: 'codes', firstFactors: ['otp-email'] }]),
    });
  });
  afterAll(async () => {
    await server?.close();
    await twilio?.close();
    await peer?.close();
  });

  const post = (path: string, body: unknown, headers = PW) =>
    fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));
  const refusal = (reason: RegExp) => ({
    status: 200,
    body: { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: expect.stringMatching(reason) },
  });

  async function socialSignIn(prefix: string, sub: string) {
    const account = { sub, email: uniqueEmail('social'), emailVerified: true };
    const signInUp = await throughPeer(peer, server.url, { id: 'peer', callback, account, prefix });
    return post(`/auth${prefix}/signinup`, { ...signInUp, shouldTryLinkingWithSessionUser: false }, TP);
  }

  it('announces e-mail codes only', async () => {
    const methods = (await (await fetch(`${server.url}/auth/codes/loginmethods`)).json()) as Record<string, unknown>;
    expect(methods.firstFactors).toEqual(['otp-email']);
  });

  it('refuses social sign-in (and creates nothing), while the public tenant takes it', async () => {
    const sub = `codes-${randomUUID()}`;
    expect(await socialSignIn('/codes', sub)).toEqual(refusal(/not available/));
    expect(await server.ctx.db.select().from(loginMethods).where(eq(loginMethods.thirdPartyUserId, sub))).toEqual([]);
    const control = await socialSignIn('', `public-${randomUUID()}`);
    expect(control.body.status).toBe('OK');
  });

  it('sends a code without a sign-in link, and refuses a link on that tenant', async () => {
    const email = uniqueEmail('codes-only');
    const since = server.mailbox.countFor(email);
    const flow = await post('/auth/codes/signinup/code', { email, shouldTryLinkingWithSessionUser: false });
    expect(flow.body).toMatchObject({ status: 'OK', flowType: 'USER_INPUT_CODE' });
    const mail = await server.mailbox.waitFor(email, { since, match: isSignInMail });
    expect(mail.raw).not.toContain('/auth/verify?');
    // A link made for the flow anyway (e.g. mailed before the tenant's settings changed) does not sign in.
    const linkCode = 'L'.repeat(43);
    await server.ctx.db
      .update(passwordlessCodes)
      .set({ linkCodeHash: linkCodeHash(server.ctx.secret, linkCode) })
      .where(eq(passwordlessCodes.preAuthSessionId, String(flow.body.preAuthSessionId)));
    const consumed = await post('/auth/codes/signinup/code/consume', {
      preAuthSessionId: flow.body.preAuthSessionId,
      linkCode,
    });
    expect(consumed).toEqual(refusal(/not available/));
    expect(consumed.body).not.toHaveProperty('user');

    // The public tenant still mails links.
    const other = uniqueEmail('public-link');
    const publicFlow = await post('/auth/signinup/code', { email: other, shouldTryLinkingWithSessionUser: false });
    expect(publicFlow.body.flowType).toBe('USER_INPUT_CODE_AND_MAGIC_LINK');
  });

  it('refuses phone codes without texting, while the public tenant texts them', async () => {
    const phone = uniquePhone();
    const sent = twilio.messages.length;
    expect(
      await post('/auth/codes/signinup/code', { phoneNumber: phone, shouldTryLinkingWithSessionUser: false }),
    ).toEqual(refusal(/phone/));
    expect(twilio.messages.length).toBe(sent);
    const control = await post('/auth/signinup/code', {
      phoneNumber: uniquePhone(),
      shouldTryLinkingWithSessionUser: false,
    });
    expect(control.body.status).toBe('OK');
  });
});
