import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startFakeTwilio, smsCode, uniquePhone, type FakeTwilio } from './helpers/fake-twilio';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { withPeerServer } from './helpers/peer-server';
import { sdkHeaders, uniqueEmail } from './helpers/http';

/**
 * SMS toll fraud (ADR 0340), over real HTTP against an in-process Twilio stand-in. The server trusts one
 * proxy on 127.0.0.1, so each request speaks as the client named in X-Forwarded-For (IPv4 or IPv6).
 */
const SDK = sdkHeaders('passwordless', { json: true });
const METRICS_TOKEN = 'metrics-token-for-sms-tests';

let networks = 0;
/** A fresh /64 (2001:db8:<n>:<n>::/64) and a function giving distinct addresses inside it. */
function newNetwork() {
  networks++;
  const prefix = `2001:db8:${(networks >> 16) & 0xffff}:${networks & 0xffff}`;
  let host = 0;
  return () => {
    host++;
    const hextet = (n: number) => (n & 0xffff).toString(16);
    return `${prefix}:${hextet(host * 7919)}:${hextet(host)}:a:${hextet(host * 31)}`;
  };
}
let v4 = 0;
const newIpv4 = () => {
  v4++;
  return `10.77.${(v4 >> 8) & 255}.${v4 & 255}`;
};

interface CodeAnswer {
  status: string;
  deviceId?: string;
  preAuthSessionId?: string;
  message?: string;
}

function client(server: () => TestServer) {
  const post = (from: string, path: string, body: unknown) =>
    fetch(server().url + path, {
      method: 'POST',
      headers: { ...SDK, 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const createCode = (from: string, contact: { phoneNumber: string } | { email: string }) =>
    post(from, '/auth/signinup/code', { ...contact, shouldTryLinkingWithSessionUser: false });
  return { post, createCode };
}

describe.each(DB_KINDS)('SMS toll fraud on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    TRUST_PROXY: '127.0.0.1',
    // Latvia and the US are allowed here, so their premium numbers are refused for their type alone.
    SMS_COUNTRIES: 'FR,GB,US,LV',
  });
  const { post, createCode } = client(() => server);

  it('counts every address of one IPv6 /64 as one client: 10 texts an hour, not one per address', async () => {
    const next = newNetwork();
    const statuses: number[] = [];
    const phones: string[] = [];
    for (let i = 0; i < 14; i++) {
      const phone = uniquePhone();
      phones.push(phone);
      const res = await createCode(next(), { phoneNumber: phone });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await res.json()).message).toMatch(/^Too many sign-in codes were asked for\./);
      } else {
        expect(await res.json()).toMatchObject({ status: 'OK' });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect(phones.filter((p) => twilio.countFor(p) > 0)).toHaveLength(10);

    // Another /64 is another client.
    const other = await createCode(newNetwork()(), { phoneNumber: uniquePhone() });
    expect(await other.json()).toMatchObject({ status: 'OK' });
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const ip = newIpv4();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const from = i % 2 === 0 ? ip : `::ffff:${ip}`;
      statuses.push((await createCode(from, { phoneNumber: uniquePhone() })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('groups e-mail codes by /64 too: 60 an hour from one network', async () => {
    const next = newNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await createCode(next(), { email: uniqueEmail('net') })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('counts a /64 as one client on the route limits too (5 address lookups an hour)', async () => {
    const next = newNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/auth/passwordless/email/exists?email=${uniqueEmail('lookup')}`, {
        headers: { rid: 'passwordless', 'x-forwarded-for': next() },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it.each([
    ['+19005551234', 'US premium rate'],
    ['+449091234567', 'UK premium rate'],
    ['+447012345678', 'UK personal number'],
    ['+870773111632', 'Inmarsat satellite'],
    ['+881612345678', 'Iridium satellite'],
    ['+37190012345', 'Latvian premium rate'],
  ])('never texts %s (%s): a readable GENERAL_ERROR, no flow', async (phoneNumber) => {
    const before = twilio.requests.length;
    const res = await createCode(newIpv4(), { phoneNumber });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CodeAnswer;
    expect(body).toEqual({
      status: 'GENERAL_ERROR',
      message:
        'We cannot send sign-in codes to this number: premium-rate, shared-cost, personal, satellite and other special numbers are not supported. Please use a mobile number.',
    });
    expect(twilio.requests.length).toBe(before);
  });

  it('texts only countries on SMS_COUNTRIES, and says which country it will not text', async () => {
    const before = twilio.requests.length;
    const res = await createCode(newIpv4(), { phoneNumber: '+41791234567' });
    expect(await res.json()).toEqual({
      status: 'GENERAL_ERROR',
      message: 'We cannot send sign-in texts to numbers in Switzerland. Please sign in with your e-mail address.',
    });
    expect(twilio.requests.length).toBe(before);
    // A mobile of an allowed country still gets its text.
    const phone = uniquePhone();
    expect(await (await createCode(newIpv4(), { phoneNumber: phone })).json()).toMatchObject({ status: 'OK' });
    await twilio.waitFor(phone);
  });

  it('sends one number at most 20 texts a day, even when each was used to sign in', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 20; i++) {
      const from = newIpv4();
      const flow = (await (await createCode(from, { phoneNumber: phone })).json()) as CodeAnswer;
      expect(flow.status, `text ${i + 1}`).toBe('OK');
      const code = smsCode(await twilio.waitFor(phone, { since: i }));
      const signedIn = await post(from, '/auth/signinup/code/consume', {
        preAuthSessionId: flow.preAuthSessionId,
        deviceId: flow.deviceId,
        userInputCode: code,
        shouldTryLinkingWithSessionUser: false,
      });
      // The sign-in clears the hourly counts of this number: only the daily one is left to stop it.
      expect((await signedIn.json()).status).toBe('OK');
    }
    const refused = await createCode(newIpv4(), { phoneNumber: phone });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many sign-in codes were asked for\./);
    expect(twilio.countFor(phone)).toBe(20);
  });
});

describe.each(DB_KINDS)('the daily cap on all texts on %s', (kind) => {
  let server: TestServer;
  let twilio: FakeTwilio;
  withPeerServer(kind, startFakeTwilio, (s, fake) => ([server, twilio] = [s, fake]), {
    TRUST_PROXY: '127.0.0.1',
    SMS_DAILY_CAP: '3',
    METRICS_TOKEN,
    // The cap holds even where the per-client limits are off.
    RATE_LIMIT_DISABLED: 'true',
  });
  const { createCode } = client(() => server);
  const metric = async (url: string, name: string) => {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.split(' ')[1]);
  };

  it('refuses texts past SMS_DAILY_CAP with a readable message, raises the alert metric, and keeps the count over a restart', async () => {
    expect(await metric(server.url, 'sms_daily_cap_reached')).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect(await (await createCode(newIpv4(), { phoneNumber: uniquePhone() })).json()).toMatchObject({
        status: 'OK',
      });
    }
    expect(await metric(server.url, 'sms_sent_today')).toBe(3);
    expect(await metric(server.url, 'sms_daily_cap')).toBe(3);
    const sentBefore = twilio.messages.length;
    const refused = await createCode(newIpv4(), { phoneNumber: uniquePhone() });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({
      status: 'GENERAL_ERROR',
      message: 'We cannot send text messages right now. Please sign in with your e-mail address, or try again later.',
    });
    expect(twilio.messages.length).toBe(sentBefore);
    expect(await metric(server.url, 'sms_daily_cap_reached')).toBe(1);
    // E-mail codes are not held back by it.
    expect(await (await createCode(newIpv4(), { email: uniqueEmail('cap') })).json()).toMatchObject({
      status: 'OK',
    });

    // A new instance on the same database (after this one stopped) reads the day's count back.
    await server.app.close();
    const again = await buildApp(server.ctx, { logger: false });
    await again.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = again.server.address() as { port: number };
      const url = `http://127.0.0.1:${port}`;
      const res = await fetch(`${url}/auth/signinup/code`, {
        method: 'POST',
        headers: { ...SDK, 'x-forwarded-for': newIpv4() },
        body: JSON.stringify({ phoneNumber: uniquePhone(), shouldTryLinkingWithSessionUser: false }),
      });
      expect(await res.json()).toMatchObject({ status: 'GENERAL_ERROR' });
      expect(twilio.messages.length).toBe(sentBefore);
      expect(await metric(url, 'sms_daily_cap_reached')).toBe(1);
    } finally {
      await again.close();
    }
  });
});
