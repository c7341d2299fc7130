import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { freePort } from './helpers/postgres';
import { MIRIAM, savedReading } from './helpers/readings';
import { signIn } from './helpers/session';
import { sdkHeaders, uniqueEmail } from './helpers/http';
import { credit } from '../src/tokens/ledger';

const TOKEN = randomBytes(24).toString('hex');

/** The value of one sample in Prometheus text format, e.g. `x_total{a="b"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([^{\s]+)(?:\{([^}]*)\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

describe.each(DB_KINDS)('GET /metrics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' });
  });
  afterAll(() => server?.close());

  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('refuses a missing or wrong token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, TOKEN]) {
      const res = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests per route and status, with their duration', async () => {
    const labels = { method: 'GET', route: '/healthz', status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels);
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // A path with an id is counted under its pattern, never under the raw URL.
    await fetch(`${server.url}/api/readings/${randomBytes(8).toString('hex')}`);
    expect(await scrape()).toContain('route="/api/readings/:id"');
    // Process figures, event-loop lag among them.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (kind === 'postgres') expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('counts sign-in codes sent and failed, readings by kind, and rate-limit refusals', async () => {
    const before = await scrape();
    const email = uniqueEmail();
    const user = await signIn(server, email);
    // A wrong code in a second flow.
    const headers = sdkHeaders('passwordless', { json: true });
    const flow = (await (
      await fetch(`${server.url}/auth/signinup/code`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, shouldTryLinkingWithSessionUser: false }),
      })
    ).json()) as { status: string; deviceId: string; preAuthSessionId: string };
    expect(flow.status).toBe('OK');
    const wrong = await fetch(`${server.url}/auth/signinup/code/consume`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        deviceId: flow.deviceId,
        preAuthSessionId: flow.preAuthSessionId,
        userInputCode: '000000x',
        shouldTryLinkingWithSessionUser: false,
      }),
    });
    expect(((await wrong.json()) as { status: string }).status).toBe('INCORRECT_USER_INPUT_CODE_ERROR');

    // savedReading fails unless the reading answers 201.
    expect(await savedReading(user, MIRIAM)).not.toBeNull();

    // The contact form allows 5 messages per client and window; the 6th is refused.
    const ip = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ name: 'Ada', email: uniqueEmail(), message: `Message number ${i}, long enough.` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('signin_codes_total', { outcome: 'sent' })).toBe(2);
    expect(delta('signin_codes_total', { outcome: 'failed' })).toBe(1);
    expect(delta('readings_generated', { kind: 'simple' })).toBe(1);
    expect(delta('rate_limit_refusals_total', { route: '/api/contact' })).toBe(1);
    for (const name of ['tokens_sold', 'tokens_spent']) expect(after).toContain(`# TYPE ${name} gauge`);
  });

  it('reads the database totals as they are at the scrape, each feature its own (not one scrape behind)', async () => {
    const before = await scrape();
    const user = await signIn(server, uniqueEmail());
    await credit(server.ctx.db, { userId: user.userId, amount: 30, reason: 'purchase', reference: randomUUID() });
    expect(await savedReading(user, MIRIAM)).not.toBeNull();
    const after = await scrape();
    expect(sample(after, 'tokens_sold') - sample(before, 'tokens_sold')).toBe(30);
    expect(
      sample(after, 'readings_generated', { kind: 'simple' }) -
        sample(before, 'readings_generated', { kind: 'simple' }),
    ).toBe(1);
  });
});

describe('metrics access', () => {
  it('does not exist without METRICS_TOKEN or METRICS_PORT', async () => {
    const server = await startTestServer('pglite');
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is served alone on METRICS_PORT', async () => {
    const port = await freePort();
    const server = await startTestServer('pglite', { METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const side = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(side.status).toBe(200);
      expect(await side.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
