import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startTestServer, type TestServer } from './helpers/harness';
import { signIn, type SignedIn } from './helpers/session';

/**
 * Several instances on one PostgreSQL: access tokens are verified without the database, so a sign-out
 * on one instance reaches the others through NOTIFY (ADR 0301).
 */
describe('session revocation across instances (PostgreSQL)', () => {
  let server: TestServer;
  let other: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    other = await buildApp(server.ctx, { logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const onOther = (user: SignedIn) =>
    other.inject({
      method: 'PUT',
      url: '/auth/mfa/info',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{}',
    });

  async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('a sign-out on one instance ends the session on the others at once', async () => {
    const user = await signIn(server, `multi-${randomUUID()}@example.test`);
    const keeper = await signIn(server, `keeper-${randomUUID()}@example.test`);
    // The other instance has checked (and cached) both tokens.
    expect((await onOther(user)).statusCode).toBe(200);
    expect((await onOther(keeper)).statusCode).toBe(200);

    const out = await user.fetch('/auth/signout', { method: 'POST', headers: { rid: 'session' } });
    expect(out.status).toBe(200);
    expect(await eventually(async () => (await onOther(user)).statusCode === 401)).toBe(true);
    // Only that session.
    expect((await onOther(keeper)).statusCode).toBe(200);
  });
});
