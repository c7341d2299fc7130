import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurityHeaders } from './security-headers';

async function appWith(env: Record<string, string>) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, loadConfig(env));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('go on every response: routes, errors and unknown paths alike', async () => {
    const app = await appWith({});
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    await app.close();
  });

  it('allow Stripe.js only when Stripe is configured, and HSTS only in production', async () => {
    const dev = await appWith({});
    const devHeaders = (await dev.inject({ url: '/ok' })).headers;
    expect(devHeaders['content-security-policy']).not.toContain('stripe');
    expect(devHeaders['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(devHeaders['strict-transport-security']).toBeUndefined();
    await dev.close();

    const prod = await appWith({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    const csp = String((await prod.inject({ url: '/ok' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain('upgrade-insecure-requests');
    expect((await prod.inject({ url: '/ok' })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await prod.close();
  });

  it("allow the web app's inline script by the hash its build wrote, and nothing else inline", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
    const hash = "'sha256-GBtBJTwxSchR9XovHWSDp1Z9mRa1ty4zTZWw3pInw4c='";
    writeFileSync(join(dist, 'csp.json'), JSON.stringify({ scriptSrc: [hash, "'unsafe-inline'", 'https://x.test'] }));
    const app = await appWith({ WEB_DIST: dist });
    const csp = String((await app.inject({ url: '/ok' })).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/=]/g, '\\$&')};`));
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("allow the pages' inline stylesheets by the hashes the build wrote, and no other inline style", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
    const hashes = [
      "'sha256-1hQnLPaYnXLOnkGs7ELYPPscWzwNDT4d6/T+eR6wRwE='",
      "'sha256-oLdU/7rduIrgwZe2IXwmb+pnvYnF+jNeRa90a2kDlPw='",
    ];
    writeFileSync(
      join(dist, 'csp.json'),
      JSON.stringify({ scriptSrc: [], styleSrc: [...hashes, "'unsafe-inline'", '*'] }),
    );
    const app = await appWith({ WEB_DIST: dist });
    const csp = String((await app.inject({ url: '/ok' })).headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' ${hashes.join(' ')};`);
    expect(csp).not.toContain('unsafe-inline');
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('without a build, styles come from this origin only', async () => {
    const app = await appWith({ WEB_DIST: mkdtempSync(join(tmpdir(), 'csp-empty-')) });
    const csp = String((await app.inject({ url: '/ok' })).headers['content-security-policy']);
    expect(csp).toContain("style-src 'self';");
    await app.close();
  });
});
