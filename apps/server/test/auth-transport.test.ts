import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness';
import { codeIn } from './helpers/mailbox';
import { sdkHeaders, uniqueEmail } from './helpers/http';

const WEB_ORIGIN = 'http://localhost:5173';
const SDK = sdkHeaders('passwordless', { json: true });

// Transport details that do not depend on the database kind.
describe('auth transport (CORS, HTTPS cookies, limits)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { WEB_ORIGIN, PUBLIC_URL: 'https://numerology.example.com' });
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

  it('exposes front-token by name and marks cookies Secure when the public origin is HTTPS', async () => {
    const email = uniqueEmail('https');
    const created = await (await post('/auth/signinup/code', { email }, { origin: WEB_ORIGIN })).json();
    const code = codeIn(await server.mailbox.waitFor(email, { since: 0 }));
    const res = await post(
      '/auth/signinup/code/consume',
      { preAuthSessionId: created.preAuthSessionId, deviceId: created.deviceId, userInputCode: code },
      { origin: WEB_ORIGIN },
    );
    expect((await res.json()).status).toBe('OK');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('front-token');
    expect(exposed).not.toBe('*');
    for (const c of res.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);
  });

  it('rate-limits the e-mail existence check per client', async () => {
    const statuses: number[] = [];
    // Tightly (ADR 0304), and the /auth/public/ prefix does not double the allowance.
    for (let i = 0; i < 6; i++) {
      const prefix = i % 2 === 0 ? '/auth' : '/auth/public';
      statuses.push((await fetch(`${server.url}${prefix}/passwordless/email/exists?email=a${i}@example.test`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
