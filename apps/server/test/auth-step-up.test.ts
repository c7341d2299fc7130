import { describe, expect, it } from 'vitest';
import { startFakeTwilio, uniquePhone } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { type Agent, setUpTotp, signInWithCode, totpCode } from './helpers/mfa';
import { routeTable } from './helpers/route-table';

/**
 * Issue 21 item 3 (ADR 0335): every change to how an account signs in or is protected needs the same fresh
 * factor as deleting it, by one rule attached in one place. The route table is walked: every route that can
 * change state is either declared a change (and then carries the guard and refuses a stale session) or is
 * in the reviewed list below with the reason it changes nothing about signing in. A route added later
 * without either fails here.
 */

const SDK = sdkHeaders('passwordless');
const THIRD_PARTY = sdkHeaders('thirdparty');
const ZERO = '00000000-0000-0000-0000-000000000000';

type Call = (agent: Agent) => Promise<Response>;

/** Routes that change sign-in or protection, and a call to each that would make the change. */
const CHANGES: Record<string, { guard: 'hook' | 'in-session'; call: Call }> = {
  'POST /auth/totp/device': { guard: 'hook', call: (a) => a.call('POST', '/auth/totp/device', { deviceName: 'New' }) },
  'POST /auth/totp/device/verify': {
    guard: 'hook',
    call: (a) => a.call('POST', '/auth/totp/device/verify', { deviceName: 'New', totp: '123456' }),
  },
  'POST /auth/totp/device/remove': {
    guard: 'hook',
    call: (a) => a.call('POST', '/auth/totp/device/remove', { deviceName: 'Authenticator app 1' }),
  },
  'POST /auth/mfa/recovery-codes': { guard: 'hook', call: (a) => a.call('POST', '/auth/mfa/recovery-codes', {}) },
  'POST /auth/mfa/reset': { guard: 'hook', call: (a) => a.call('POST', '/auth/mfa/reset', {}) },
  'DELETE /auth/mfa/reset': { guard: 'hook', call: (a) => a.call('DELETE', '/auth/mfa/reset') },
  'DELETE /api/account/sign-in-methods/:id': {
    guard: 'hook',
    call: (a) => a.call('DELETE', `/api/account/sign-in-methods/${ZERO}`),
  },
  'POST /api/account/delete': {
    guard: 'hook',
    call: (a) => a.call('POST', '/api/account/delete', { confirmEmail: a.email }),
  },
  // Sign-in routes that add a way in when called inside a session: an address, a phone, a provider.
  'POST /auth/signinup/code': {
    guard: 'in-session',
    call: (a) =>
      a.call(
        'POST',
        '/auth/signinup/code',
        { email: uniqueEmail('added'), shouldTryLinkingWithSessionUser: true },
        SDK,
      ),
  },
  'POST /auth/:tenantId/signinup/code': {
    guard: 'in-session',
    call: (a) =>
      a.call(
        'POST',
        '/auth/public/signinup/code',
        { phoneNumber: uniquePhone(), shouldTryLinkingWithSessionUser: true },
        SDK,
      ),
  },
  'POST /auth/signinup': { guard: 'in-session', call: (a) => linkProvider(a, '/auth/signinup') },
  'POST /auth/:tenantId/signinup': { guard: 'in-session', call: (a) => linkProvider(a, '/auth/public/signinup') },
};

/** Every other route that accepts a change, reviewed: why it changes nothing about how the account signs in. */
const REVIEWED: Record<string, string> = {
  'POST /auth/signinup/code/resend': 'sends the code of a flow already started again; the flow was checked',
  'POST /auth/:tenantId/signinup/code/resend': 'the same, under a tenant',
  'POST /auth/signinup/code/consume':
    'completes a flow; one started inside a session was checked when it began, and is bound to that session',
  'POST /auth/:tenantId/signinup/code/consume': 'the same, under a tenant',
  'POST /auth/signout': 'ends this session',
  'POST /auth/session/refresh': 'rotates this session’s tokens',
  'POST /auth/user/email/verify': 'proves an address the account already has (issue 21 item 4 governs it)',
  'POST /auth/:tenantId/user/email/verify': 'the same, under a tenant',
  'POST /auth/user/email/verify/token': 'mails a proof link for the session’s own sign-in method',
  'POST /auth/user/email/verify/cancel': '“this was not me”: deletes pending proof links, changes no way in',
  'POST /auth/:tenantId/user/email/verify/cancel': 'the same, under a tenant',
  'POST /auth/totp/verify': 'passes a factor: it is the step-up',
  'PUT /auth/mfa/info': 'reads what is owed and rewrites the same claims',
  'POST /auth/mfa/recovery-code': 'passes a factor with a one-time code: it is the step-up',
  'POST /auth/callback/:providerId': 'hands a provider’s form post to the callback page as a query',
  'POST /auth/oauth/logout': 'signs out of the site and a partner',
  'POST *': 'the OpenID provider’s own endpoints (/oauth/*): tokens for partners, never this account’s sign-in',
  'OPTIONS *': 'CORS preflight of the OpenID provider',
  'PUT /api/profile': 'name and birth date of readings',
  'PUT /api/daily/email': 'the daily-numbers e-mail to the contact address',
  'POST /api/daily/unsubscribe': 'stops the daily-numbers e-mail',
  'POST /api/contact': 'a message to the business',
  'POST /api/create-payment-intent': 'buys tokens',
  'POST /api/payments/:paymentId/confirm': 'buys tokens',
  'POST /api/payments/:paymentId/sync': 'buys tokens',
  'DELETE /api/payments/saved-cards/:cardId': 'forgets a saved card at the card provider: no way in, no money moves',
  'POST /api/readings/compatibility': 'a reading',
  'POST /api/readings/import': 'saves readings made before signing in',
  'POST /api/readings/:id/email': 'mails a reading to the contact address',
  'POST /api/readings/:id/share': 'a share link of a reading',
  'DELETE /api/readings/:id/share': 'revokes a share link',
  'POST /api/shares/free-reading':
    'a share link of a signed-out reader’s free reading (public numbers only); no account involved',
  'POST /api/shares/free-reading/:token/stop': 'ends such a link with the device’s stop key; no account involved',
  'POST /ask-cayo-orange/': 'a reading',
  'POST /generate-report/': 'a reading',
  'POST /api/admin/messages/:id/reply': 'an operator answers a message',
  'POST /api/admin/messages/:id/answered': 'an operator files a message',
  'POST /api/admin/customers/:id/grants': 'an operator grants tokens',
  'POST /api/admin/customers/:id/payments/:paymentId/refunds': 'an operator refunds a payment',
  'POST /api/admin/customers/:id/payments/:paymentId/receipt': 'an operator mails a receipt',
  'POST /api/admin/customers/:id/readings/:readingId/email': 'an operator mails a reading',
  'POST /api/backup': 'an operator’s database copy (its own bearer token)',
};

/** Linking a social provider inside the session, as the SDK's callback page does (no call out: refused first). */
const linkProvider = (agent: Agent, path: string) =>
  agent.call(
    'POST',
    path,
    {
      thirdPartyId: 'apple',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: 'http://numerology.test/auth/callback/apple',
        redirectURIQueryParams: { code: 'a-code-never-exchanged' },
      },
      shouldTryLinkingWithSessionUser: true,
    },
    THIRD_PARTY,
  );

interface ClaimError {
  message: string;
  claimValidationErrors: { id: string; reason: { stepUp?: boolean; message: string } }[];
}

describe.each(DB_KINDS)('step-up for every change to sign-in on %s', (kind) => {
  let server: TestServer;
  const now = () => server.ctx.now().getTime();
  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

  withPeerServer(kind, startFakeTwilio, (s) => (server = s), {
    PUBLIC_URL: 'http://numerology.test',
    AUTH_PROVIDERS: JSON.stringify([{ id: 'apple', clientId: 'com.example.web', clientSecret: 'ready-made' }]),
    // Every optional part on, so that the walk sees every route the app can have.
    METRICS_TOKEN: 'metrics-token-of-the-step-up-test',
    OAUTH_CLIENTS: JSON.stringify([
      { id: 'partner', name: 'Partner', secret: 'x'.repeat(40), redirectUris: ['http://127.0.0.1:9/callback'] },
    ]),
  });

  /** A reader with MFA on whose session passed the app more than 10 minutes ago (still signed in). */
  async function staleReader(tag: string) {
    const email = uniqueEmail(tag);
    const agent = await signInWithCode(server, email);
    const secret = await setUpTotp(server, agent);
    server.advanceClock(10 * 60_000 + 5000);
    expect((await agent.refresh()).status).toBe(200);
    expect(agent.claims()['st-mfa'].v).toBe(true);
    return { agent, secret };
  }

  const isStepUp = async (res: Response) =>
    res.status === 403 && (await json<ClaimError>(res)).claimValidationErrors?.[0]?.reason.stepUp === true;

  it('every route that can change state is declared a change (and guarded) or reviewed as none', () => {
    const routes = routeTable(server.app).filter((r) => !['GET', 'HEAD'].includes(r.method));
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    const unknown = keys.filter((k) => !(k in CHANGES) && !(k in REVIEWED));
    expect(unknown, 'routes neither declared a change of sign-in nor reviewed').toEqual([]);
    for (const [key, { guard }] of Object.entries(CHANGES)) {
      const route = routes.find((r) => `${r.method} ${r.path}` === key);
      expect(route, key).toBeDefined();
      // The one rule, attached by the one hook, after the route's own session check.
      if (guard === 'hook')
        expect(route!.preHandlers, key).toMatch(/"requireSession\w*\(\)","requireFreshFactor\(\)"\]$/);
    }
    // Nothing reviewed as harmless carries the guard by accident, and no change hides in the reviewed list.
    for (const key of Object.keys(REVIEWED)) {
      const route = routes.find((r) => `${r.method} ${r.path}` === key);
      if (route) expect(route.preHandlers, key).not.toContain('requireFreshFactor');
    }
  });

  it('a session whose factor is stale is refused on every change, and let through once it steps up', async () => {
    const { agent, secret } = await staleReader('stale');
    for (const [key, { call }] of Object.entries(CHANGES)) expect(await isStepUp(await call(agent)), key).toBe(true);
    // Nothing changed: the owner's app is still there and MFA still on.
    const overview = await json(await agent.call('GET', '/auth/mfa/overview'));
    expect(overview).toMatchObject({ enabled: true, devices: [{ name: 'Authenticator app 1', verified: true }] });

    // The refusal is about the factor's age: after passing the app again, the same calls get through the
    // guard (to the route's own answer). The provider and the deletion are left out: one would call out
    // to Apple, the other would end the test.
    expect(await json(await agent.call('POST', '/auth/totp/verify', { totp: totpCode(secret, now()) }))).toEqual({
      status: 'OK',
    });
    for (const [key, { call }] of Object.entries(CHANGES)) {
      if (key.endsWith('/signinup') || key === 'POST /api/account/delete') continue;
      const res = await call(agent);
      expect(await isStepUp(res.clone()), key).toBe(false);
      expect(res.status, key).not.toBe(401);
    }
  });

  it('the walk-around of issue 21: a stale session can neither add its own app, nor remove the owner’s, nor delete', async () => {
    const { agent } = await staleReader('walk-around');
    const added = await agent.call('POST', '/auth/totp/device', { deviceName: 'Attacker' });
    expect(await isStepUp(added)).toBe(true);
    const removed = await agent.call('POST', '/auth/totp/device/remove', { deviceName: 'Authenticator app 1' });
    expect(await isStepUp(removed)).toBe(true);
    expect(await isStepUp(await agent.call('POST', '/api/account/delete', { confirmEmail: agent.email }))).toBe(true);
    expect(await json(await agent.call('GET', '/auth/totp/device/list'))).toEqual({
      status: 'OK',
      devices: [{ name: 'Authenticator app 1', period: 30, skew: 1, verified: true }],
    });
    // Nor start the 7-day reset: that takes a code passed just now, which a stolen session does not have.
    const reset = await agent.call('POST', '/auth/mfa/reset', {});
    expect(await isStepUp(reset)).toBe(true);
    expect((await json(await agent.call('GET', '/auth/mfa/overview'))).resetAt).toBeNull();
  });

  it('without MFA there is no step-up', async () => {
    const plain = await signInWithCode(server, uniqueEmail('no-mfa'));
    server.advanceClock(11 * 60_000);
    await plain.refresh();
    const created = await plain.call('POST', '/auth/totp/device', {});
    expect((await json(created)).status).toBe('OK');
  });
});
