import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startFakeTwilio, smsCode, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { setCookies, signIn } from './helpers/session';

/**
 * Sign-in by SMS code (ADR 0325) against an in-process server speaking Twilio's Messages API. The server
 * trusts one proxy on 127.0.0.1, so each test speaks as its own client through X-Forwarded-For.
 */
const SDK = sdkHeaders('passwordless', { json: true });

let clients = 0;
const newClient = () => {
  clients++;
  return `10.99.${clients & 255}.${(clients >> 8) & 255}`;
};

interface Flow {
  status: string;
  deviceId: string;
  preAuthSessionId: string;
  flowType: string;
  message?: string;
}

describe.each(DB_KINDS)('SMS sign-in on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), { TRUST_PROXY: '127.0.0.1' });

  const post = (client: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { ...SDK, 'x-forwarded-for': client, ...headers },
      body: JSON.stringify(body),
    });
  const createCode = async (client: string, phoneNumber: string, path = '/auth/signinup/code') => {
    const res = await post(client, path, { phoneNumber, shouldTryLinkingWithSessionUser: false });
    expect(res.status).toBe(200);
    return (await res.json()) as Flow;
  };
  const consume = (client: string, flow: Flow, userInputCode: string, path = '/auth/signinup/code/consume') =>
    post(client, path, {
      preAuthSessionId: flow.preAuthSessionId,
      deviceId: flow.deviceId,
      userInputCode,
      shouldTryLinkingWithSessionUser: false,
    });
  const exists = (client: string, phoneNumber: string) =>
    fetch(`${server.url}/auth/passwordless/phonenumber/exists?phoneNumber=${encodeURIComponent(phoneNumber)}`, {
      headers: { 'x-forwarded-for': client },
    });

  it('signs up with the texted code: E.164 everywhere, code first in the text, no link, otp-phone recorded', async () => {
    const client = newClient();
    const phone = uniquePhone();
    const typed = `${phone.slice(0, 3)} ${phone.slice(3, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const flow = await createCode(client, typed);
    expect(flow).toMatchObject({ status: 'OK', flowType: 'USER_INPUT_CODE' });
    const text = await twilio.waitFor(phone);
    expect(text.from).toBe(twilio.from);
    const code = smsCode(text);
    expect(text.body).not.toContain('http');
    // The origin-bound line lets the browser offer the code on this site only.
    expect(text.body.split('\n').at(-1)).toBe(`@localhost #${code}`);

    const res = await consume(client, flow, code);
    const body = await res.json();
    expect(body.status).toBe('OK');
    expect(body.createdNewRecipeUser).toBe(true);
    expect(body.user.phoneNumbers).toEqual([phone]);
    expect(body.user.emails).toEqual([]);
    expect(body.user.loginMethods).toEqual([
      expect.objectContaining({ recipeId: 'passwordless', phoneNumber: phone, verified: true }),
    ]);
    const cookies = setCookies(res);
    expect(cookies.sAccessToken).toBeTruthy();
    const front = JSON.parse(Buffer.from(res.headers.get('front-token')!, 'base64').toString('utf8'));
    expect(Object.keys(front.up['st-mfa'].c)).toEqual(['otp-phone']);

    // The same number signs in to the same account, whichever way it is typed.
    const again = await createCode(client, phone);
    const second = await consume(client, again, smsCode(await twilio.waitFor(phone, { since: 1 })));
    const secondBody = await second.json();
    expect(secondBody).toMatchObject({ status: 'OK', createdNewRecipeUser: false });
    expect(secondBody.user.id).toBe(body.user.id);
  });

  it('resends a new code on the same flow; a wrong code counts as for e-mail', async () => {
    const client = newClient();
    const phone = uniquePhone();
    const flow = await createCode(client, phone);
    const first = smsCode(await twilio.waitFor(phone));
    server.advanceClock(16_000);
    const resent = await post(client, '/auth/signinup/code/resend', {
      deviceId: flow.deviceId,
      preAuthSessionId: flow.preAuthSessionId,
    });
    expect(await resent.json()).toEqual({ status: 'OK' });
    const second = smsCode(await twilio.waitFor(phone, { since: 1 }));
    expect(twilio.countFor(phone)).toBe(2);
    const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
    const wrongAnswer = await (await consume(client, flow, wrong === second ? '000000' : wrong)).json();
    expect(wrongAnswer).toMatchObject({ status: 'INCORRECT_USER_INPUT_CODE_ERROR', failedCodeInputAttemptCount: 1 });
    expect((await (await consume(client, flow, second)).json()).status).toBe('OK');
  });

  it('answers GENERAL_ERROR for a number that is not one, 400 unless exactly one of email and phoneNumber', async () => {
    const client = newClient();
    const before = twilio.messages.length;
    for (const bad of ['12345', '+33 1', 'not a number', '+1 555 0100']) {
      expect(await createCode(client, bad)).toEqual({ status: 'GENERAL_ERROR', message: 'Phone number is invalid' });
    }
    const both = await post(client, '/auth/signinup/code', { email: uniqueEmail(), phoneNumber: uniquePhone() });
    expect(both.status).toBe(400);
    expect((await both.json()).message).toMatch(/exactly one of email and phoneNumber/);
    const neither = await post(client, '/auth/signinup/code', { shouldTryLinkingWithSessionUser: false });
    expect(neither.status).toBe(400);
    expect(twilio.messages.length).toBe(before);
  });

  it('turns a number Twilio refuses into "Phone number is invalid" and keeps no flow for it', async () => {
    const client = newClient();
    const phone = uniquePhone();
    twilio.undeliverable.add(phone);
    const answer = await createCode(client, phone);
    expect(answer).toEqual({ status: 'GENERAL_ERROR', message: 'Phone number is invalid' });
    expect(twilio.requests.at(-1)).toEqual({ status: 400, code: 21211 });
    expect(twilio.countFor(phone)).toBe(0);
  });

  it('tells whether a number has an account, normalising it, under the lookup limit (ADR 0304)', async () => {
    const client = newClient();
    const phone = uniquePhone();
    const flow = await createCode(client, phone);
    await consume(client, flow, smsCode(await twilio.waitFor(phone)));
    const statuses: number[] = [];
    const answers: unknown[] = [];
    for (const n of [phone, ` ${phone.slice(0, 3)} ${phone.slice(3)}`, uniquePhone(), 'garbage', phone, phone]) {
      const res = await exists(client, n);
      statuses.push(res.status);
      answers.push(res.status === 200 ? (await res.json()).exists : undefined);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers).toEqual([true, true, false, false, true, undefined]);
    const missing = await fetch(`${server.url}/auth/passwordless/phonenumber/exists`, {
      headers: { 'x-forwarded-for': newClient() },
    });
    expect(missing.status).toBe(400);
  });

  it('limits texts per client tighter than e-mails; the same client can still get e-mail codes', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(client, '/auth/signinup/code', { phoneNumber: uniquePhone() });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const mail = await post(client, '/auth/signinup/code', { email: uniqueEmail('after-sms') });
    expect(mail.status).toBe(200);
  });

  it('limits texts to one number from many clients (SMS pumping, bombing)', async () => {
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(newClient(), '/auth/signinup/code', { phoneNumber: phone })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(twilio.countFor(phone)).toBe(10);
  });

  it('announces otp-phone (never link-phone) in /loginmethods', async () => {
    const res = await fetch(`${server.url}/auth/loginmethods`);
    const body = await res.json();
    expect(body.firstFactors).toContain('otp-phone');
    expect(body.firstFactors).not.toContain('link-phone');
    expect(body.passwordless).toEqual({ enabled: true });
  });

  it('adds a phone to a signed-in account with a code inside the session', async () => {
    const user = await signIn(server, uniqueEmail('add-phone'));
    const phone = uniquePhone();
    const created = await user.post(
      '/auth/signinup/code',
      { phoneNumber: phone, shouldTryLinkingWithSessionUser: true },
      sdkHeaders('passwordless'),
    );
    const flow = (await created.json()) as Flow;
    expect(flow).toMatchObject({ status: 'OK', flowType: 'USER_INPUT_CODE' });
    const consumed = await user.post(
      '/auth/signinup/code/consume',
      {
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode: smsCode(await twilio.waitFor(phone)),
        shouldTryLinkingWithSessionUser: true,
      },
      sdkHeaders('passwordless'),
    );
    const body = await consumed.json();
    expect(body.status).toBe('OK');
    expect(body.user.id).toBe(user.userId);
    expect(body.user.phoneNumbers).toEqual([phone]);
  });
});

describe.each(DB_KINDS)('SMS sign-in switched off or misconfigured on %s', (kind) => {
  let off: TestServer;
  let broken: TestServer;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    off = await startTestServer(kind);
    broken = await startTestServer(kind, { ...twilio.env, TWILIO_AUTH_TOKEN: 'not-the-token' });
  });
  afterAll(async () => {
    await off?.close();
    await broken?.close();
    await twilio?.close();
  });

  it('without AUTH_PHONE neither offers nor accepts phones', async () => {
    const methods = await (await fetch(`${off.url}/auth/loginmethods`)).json();
    expect(methods.firstFactors).toEqual(['otp-email', 'link-email']);
    const res = await fetch(`${off.url}/auth/signinup/code`, {
      method: 'POST',
      headers: SDK,
      body: JSON.stringify({ phoneNumber: uniquePhone() }),
    });
    expect(await res.json()).toEqual({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason: 'Sign-in by phone is not available here.',
    });
  });

  it("says so when Twilio refuses our credentials (20003), without a 500 or the provider's text", async () => {
    const res = await fetch(`${broken.url}/auth/signinup/code`, {
      method: 'POST',
      headers: SDK,
      body: JSON.stringify({ phoneNumber: uniquePhone() }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('GENERAL_ERROR');
    expect(body.message).toMatch(/could not send the text message/);
    expect(twilio.requests.at(-1)).toEqual({ status: 401, code: 20003 });
  });
});

describe('SMS configuration', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
  };
  it('refuses phone sign-in in production without Twilio, and half a Twilio configuration anywhere', () => {
    expect(() => loadConfig({ ...production, AUTH_PHONE: 'true' })).toThrow(/AUTH_PHONE=true needs TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/must be set together/);
    const ok = loadConfig({
      ...production,
      AUTH_PHONE: 'true',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'x',
      TWILIO_FROM: '+15005550006',
    });
    expect(ok.AUTH_PHONE).toBe(true);
    expect(ok.TWILIO_API_BASE).toBe('https://api.twilio.com');
    expect(loadConfig({ AUTH_PHONE: 'true' }).AUTH_PHONE).toBe(true);
  });
});
