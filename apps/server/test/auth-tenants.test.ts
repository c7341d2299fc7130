import { describe, expect, it } from 'vitest';
import { startFakeTwilio, smsCode, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { codeIn, isSignInMail } from './helpers/mailbox';

/**
 * Tenants (ADR 0307, 0328): each tenant's /loginmethods narrows the first factors and providers, identities
 * are per tenant, links carry the tenant, and every recipe answers under /auth/<tenant>/….
 */
const SDK = sdkHeaders('passwordless', { json: true });

describe.each(DB_KINDS)('tenants on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    RATE_LIMIT_DISABLED: 'true',
    AUTH_PROVIDERS: JSON.stringify([
      { id: 'github', clientId: 'gh-client', clientSecret: 'gh-secret' },
      { id: 'apple', clientId: 'com.example.app', clientSecret: 'apple-secret' },
    ]),
    AUTH_TENANTS: JSON.stringify([
      { id: 'texts', firstFactors: ['otp-phone'] },
      { id: 'mail', firstFactors: ['otp-email', 'link-email', 'thirdparty'], providers: ['github'] },
    ]),
  });

  const post = (path: string, body: unknown) =>
    fetch(server.url + path, { method: 'POST', headers: SDK, body: JSON.stringify(body) });
  const loginMethods = async (prefix: string) => (await fetch(`${server.url}/auth${prefix}/loginmethods`)).json();

  async function signInByMail(prefix: string, email: string) {
    const since = server.mailbox.countFor(email);
    const flow = await (await post(`/auth${prefix}/signinup/code`, { email })).json();
    expect(flow.status).toBe('OK');
    const mail = await server.mailbox.waitFor(email, { since, match: isSignInMail });
    const consumed = await post(`/auth${prefix}/signinup/code/consume`, {
      deviceId: flow.deviceId,
      preAuthSessionId: flow.preAuthSessionId,
      userInputCode: codeIn(mail),
    });
    return { body: await consumed.json(), mail, flow };
  }

  it('announces each tenant’s own first factors and providers', async () => {
    const everything = await loginMethods('');
    expect(everything.firstFactors).toEqual(['otp-email', 'link-email', 'otp-phone', 'thirdparty']);
    expect(everything.thirdParty.providers.map((p: { id: string }) => p.id)).toEqual(['github', 'apple']);
    expect(await loginMethods('/public')).toEqual(everything);

    const texts = await loginMethods('/texts');
    expect(texts.firstFactors).toEqual(['otp-phone']);
    expect(texts.thirdParty).toEqual({ enabled: false, providers: [] });
    expect(texts.passwordless).toEqual({ enabled: true });

    const mail = await loginMethods('/mail');
    expect(mail.firstFactors).toEqual(['otp-email', 'link-email', 'thirdparty']);
    expect(mail.thirdParty.providers).toEqual([{ id: 'github', name: 'GitHub' }]);

    const unknown = await fetch(`${server.url}/auth/nowhere/loginmethods`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown tenant "nowhere".' });
  });

  it('keeps identities per tenant: the same e-mail in two tenants is two accounts', async () => {
    const email = uniqueEmail('two-tenants');
    const inPublic = await signInByMail('', email);
    const inMail = await signInByMail('/mail', email);
    expect(inPublic.body.status).toBe('OK');
    expect(inMail.body.status).toBe('OK');
    expect(inMail.body.createdNewRecipeUser).toBe(true);
    expect(inMail.body.user.id).not.toBe(inPublic.body.user.id);
    expect(inMail.body.user.tenantIds).toEqual(['mail']);
    expect(inPublic.body.user.tenantIds).toEqual(['public']);
    // Signing in again stays in each tenant's own account.
    expect((await signInByMail('/mail', email)).body.user.id).toBe(inMail.body.user.id);
  });

  it('puts the tenant in the magic link; the link works only on its tenant', async () => {
    const email = uniqueEmail('tenant-link');
    const since = server.mailbox.countFor(email);
    const flow = await (await post('/auth/mail/signinup/code', { email })).json();
    expect(flow.flowType).toBe('USER_INPUT_CODE_AND_MAGIC_LINK');
    const mail = await server.mailbox.waitFor(email, { since, match: isSignInMail });
    const link = new URL(/(http\S+\/auth\/verify\?\S+)/.exec(mail.raw)![1]!);
    expect(link.searchParams.get('tenantId')).toBe('mail');
    expect(link.searchParams.get('preAuthSessionId')).toBe(flow.preAuthSessionId);
    const linkCode = link.hash.slice(1);
    const wrongTenant = await post('/auth/signinup/code/consume', {
      preAuthSessionId: flow.preAuthSessionId,
      linkCode,
    });
    expect(await wrongTenant.json()).toEqual({ status: 'RESTART_FLOW_ERROR' });
    const right = await post('/auth/mail/signinup/code/consume', { preAuthSessionId: flow.preAuthSessionId, linkCode });
    const body = await right.json();
    expect(body.status).toBe('OK');
    expect(body.user.tenantIds).toEqual(['mail']);
  });

  it('accepts only the tenant’s first factors: phones on "texts", e-mail on "mail"', async () => {
    expect(await (await post('/auth/mail/signinup/code', { phoneNumber: uniquePhone() })).json()).toEqual({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason: 'Sign-in by phone is not available here.',
    });
    expect(await (await post('/auth/texts/signinup/code', { email: uniqueEmail('no-mail') })).json()).toEqual({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason: 'This way of signing in by e-mail is not available here.',
    });

    const phone = uniquePhone();
    const flow = await (await post('/auth/texts/signinup/code', { phoneNumber: phone })).json();
    expect(flow.status).toBe('OK');
    const code = smsCode(await twilio.waitFor(phone));
    // Resend and consume answer under the tenant's prefix; the flow is unknown to another tenant.
    server.advanceClock(20_000);
    const otherTenant = await post('/auth/signinup/code/resend', {
      deviceId: flow.deviceId,
      preAuthSessionId: flow.preAuthSessionId,
    });
    expect(await otherTenant.json()).toEqual({ status: 'RESTART_FLOW_ERROR' });
    const consumed = await post('/auth/texts/signinup/code/consume', {
      deviceId: flow.deviceId,
      preAuthSessionId: flow.preAuthSessionId,
      userInputCode: code,
    });
    const body = await consumed.json();
    expect(body.status).toBe('OK');
    expect(body.user.tenantIds).toEqual(['texts']);

    const exists = (prefix: string) =>
      fetch(
        `${server.url}/auth${prefix}/passwordless/phonenumber/exists?phoneNumber=${encodeURIComponent(phone)}`,
      ).then((r) => r.json());
    expect(await exists('/texts')).toEqual({ status: 'OK', exists: true });
    expect(await exists('')).toEqual({ status: 'OK', exists: false });
    expect((await fetch(`${server.url}/auth/nowhere/passwordless/phonenumber/exists?phoneNumber=1`)).status).toBe(400);
  });
});
