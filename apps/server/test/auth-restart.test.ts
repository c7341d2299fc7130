import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB } from './helpers/global-setup';
import type { TestServer } from './helpers/harness';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { withDatabase } from './helpers/postgres';
import { copyMigratedDataDir, killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';
import { signIn } from './helpers/session';
import { sdkHeaders, uniqueEmail } from './helpers/http';

/**
 * Issue #10 (2, 7): revocations and rate-limit counters outlive the process. A real server process is
 * stopped (SIGTERM, as a deploy does) or killed (SIGKILL, as a crash does) and started again on the same
 * data: signed-out sessions and deleted accounts stay refused, and the limits keep counting.
 */
const SDK = sdkHeaders('passwordless', { json: true });

describe.each(['pglite', 'postgres'] as const)('after a restart on %s', (kind) => {
  let mailbox: Mailbox;
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // A migrated directory: the restarts are under test, not PGlite's first run.
    dataDir = copyMigratedDataDir(mkdtempSync(join(tmpdir(), 'app-restart-')));
    // The same secret on every start, as in production; the proxy in front is 127.0.0.1.
    env = {
      SMTP_URL: mailbox.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    if (kind === 'postgres') {
      const adminUrl = inject('pgAdminUrl');
      const name = `app_restart_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
      await admin.end();
      env.DATABASE_URL = withDatabase(adminUrl, name);
      dropDatabase = async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      };
    }
  });
  afterAll(async () => {
    await killQuietly(server);
    await mailbox?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<TestServer> {
    server = await spawnServer(env);
    await waitReady(server);
    return { url: server.url, mailbox } as TestServer;
  }
  async function stop(signal: 'SIGTERM' | 'SIGKILL') {
    server!.child.kill(signal);
    await server!.exited;
  }

  it(
    'refuses signed-out sessions and deleted accounts on every path that writes, and keeps the limits',
    { timeout: 180_000 },
    async () => {
      const first = await start();
      const outEmail = uniqueEmail('out');
      const out = await signIn(first, outEmail);
      const deletedEmail = uniqueEmail('deleted');
      const deleted = await signIn(first, deletedEmail);
      const keeper = await signIn(first, uniqueEmail('keeper'));
      expect((await out.fetch('/auth/signout', { method: 'POST', headers: { rid: 'session' } })).status).toBe(200);
      const gone = await deleted.fetch('/api/account/delete', {
        method: 'POST',
        body: JSON.stringify({ confirmEmail: deletedEmail }),
      });
      expect(gone.status).toBe(200);

      // A client spends its sign-in codes for one address and its e-mail lookups.
      const client = '10.9.8.7';
      const victim = uniqueEmail('victim');
      const sendCode = (url: string, from: string) =>
        fetch(`${url}/auth/signinup/code`, {
          method: 'POST',
          headers: { ...SDK, 'x-forwarded-for': from },
          body: JSON.stringify({ email: victim }),
        }).then((r) => r.status);
      const lookUp = (url: string) =>
        fetch(`${url}/auth/passwordless/email/exists?email=${victim}`, {
          headers: { 'x-forwarded-for': client },
        }).then((r) => r.status);
      for (let i = 0; i < 5; i++) expect(await sendCode(first.url, client)).toBe(200);
      for (let i = 0; i < 5; i++) expect(await lookUp(first.url)).toBe(200);

      // A crash: PGlite writes its counters behind (at most 200 ms later), so give it that long first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await stop('SIGKILL');
      const second = await start();

      const as = (cookie: string, method: string, path: string, body?: unknown) =>
        fetch(second.url + path, {
          method,
          headers: { cookie, rid: 'x', ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }).then((r) => r.status);
      expect(await as(out.cookie, 'PUT', '/auth/mfa/info')).toBe(401);
      expect(await as(deleted.cookie, 'PUT', '/auth/mfa/info')).toBe(401);
      // Paths that write or hand out data: a paid reading, a purchase, an export, the balance.
      const question = { name: 'Anna', date_of_birth: '1990-05-17', question: 'Will I find work this year?' };
      for (const cookie of [out.cookie, deleted.cookie]) {
        expect(await as(cookie, 'POST', '/api/readings/compatibility', {})).toBe(401);
        expect(await as(cookie, 'POST', '/api/create-payment-intent', { packageId: 'starter' })).toBe(401);
        expect(await as(cookie, 'GET', '/api/account/export')).toBe(401);
        expect(await as(cookie, 'GET', '/get-tokens/')).toBe(401);
      }
      // The paid question asks a visitor to sign in.
      const asked = await fetch(`${second.url}/ask-cayo-orange/`, {
        method: 'POST',
        headers: { cookie: deleted.cookie, rid: 'x', 'content-type': 'application/json' },
        body: JSON.stringify(question),
      });
      expect(asked.status).toBe(401);
      expect(await as(keeper.cookie, 'PUT', '/auth/mfa/info')).toBe(200);

      // The limits kept counting through the crash.
      expect(await sendCode(second.url, client)).toBe(429);
      expect(await lookUp(second.url)).toBe(429);
      expect(await sendCode(second.url, '10.9.8.8')).toBe(200);

      // A deploy (SIGTERM) keeps them too.
      await stop('SIGTERM');
      const third = await start();
      expect(await sendCode(third.url, client)).toBe(429);
      expect(
        await fetch(`${third.url}/auth/mfa/info`, { method: 'PUT', headers: { cookie: out.cookie, rid: 'x' } }).then(
          (r) => r.status,
        ),
      ).toBe(401);
      await stop('SIGTERM');
    },
  );
});
