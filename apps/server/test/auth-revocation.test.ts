import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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

  it('catches up on a revocation sent while its listening connection was down', async () => {
    const user = await signIn(server, `dropped-${randomUUID()}@example.test`);
    expect((await onOther(user)).statusCode).toBe(200);
    // The database drops every listening connection (a failover, an idle timeout)...
    const listeners = sql`from pg_stat_activity where datname = current_database() and query = 'LISTEN session_revoked'`;
    await server.ctx.db.execute(sql`select pg_terminate_backend(pid) ${listeners}`);
    await eventually(async () => {
      const result = await server.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n ${listeners}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n) === 0;
    });
    // ...and the sign-out's notification reaches nobody.
    const out = await user.fetch('/auth/signout', { method: 'POST', headers: { rid: 'session' } });
    expect(out.status).toBe(200);
    // Once listening again, the other instance reads what it missed from the database.
    expect(await eventually(async () => (await onOther(user)).statusCode === 401)).toBe(true);
  });
});
