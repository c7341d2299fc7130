import { countHit } from '../src/security/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness';
import { codeIn } from './helpers/mailbox';

let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.test`;
const WEB_ORIGIN = 'http://localhost:5173';
const SDK = { 'content-type': 'application/json', rid: 'passwordless', 'st-auth-mode': 'cookie' };

// Transport details that do not depend on the database kind.
describe('auth transport (CORS, HTTPS cookies, limits)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { WEB_ORIGIN, TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { method: 'POST', headers: { ...SDK, ...headers }, body: JSON.stringify(body) });

  it('answers the preflight of a separate web origin with the SDK headers', async () => {
    const res = await fetch(server.url + '/auth/signinup/code', {
      method: 'OPTIONS',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,rid,fdi-version,st-auth-mode,anti-csrf,authorization',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'rid', 'fdi-version', 'st-auth-mode', 'anti-csrf', 'authorization'])
      expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('exposes front-token by name and marks cookies Secure when the request came over HTTPS', async () => {
    const email = uniqueEmail('https');
    const created = await (
      await post('/auth/signinup/code', { email }, { origin: WEB_ORIGIN, 'x-forwarded-proto': 'https' })
    ).json();
    const code = codeIn(await server.mailbox.waitFor(email, { since: 0 }));
    const res = await post(
      '/auth/signinup/code/consume',
      { preAuthSessionId: created.preAuthSessionId, deviceId: created.deviceId, userInputCode: code },
      { origin: WEB_ORIGIN, 'x-forwarded-proto': 'https' },
    );
    expect((await res.json()).status).toBe('OK');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('front-token');
    expect(exposed).not.toBe('*');
    for (const c of res.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);
  });

  it('stops checking codes for an account after 100 failures in an hour (429)', async () => {
    const email = uniqueEmail('limit');
    const created = await (await post('/auth/signinup/code', { email })).json();
    const code = codeIn(await server.mailbox.waitFor(email, { since: 0 }));
    // 100 failures already counted this hour (e.g. across many flows).
    for (let i = 0; i < 100; i++) await countHit(server.ctx.db, `auth:failuresPerAccount:${email}`, 3_600_000);
    const res = await post('/auth/signinup/code/consume', {
      preAuthSessionId: created.preAuthSessionId,
      deviceId: created.deviceId,
      userInputCode: code,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(typeof (await res.json()).message).toBe('string');
  });

  it('rate-limits the e-mail existence check per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await fetch(`${server.url}/auth/passwordless/email/exists?email=a${i}@example.test`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
