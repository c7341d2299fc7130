import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';

describe.each(DB_KINDS)('platform on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers health and readiness', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives a JSON 404 for unknown API paths', async () => {
    const res = await fetch(`${server.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/not found/i);
  });
});
