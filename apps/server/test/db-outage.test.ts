import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { startMailbox, type Mailbox } from './helpers/mailbox';
import { startPostgresCluster, withDatabase, type PostgresCluster } from './helpers/postgres';
import { killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';
import { signIn, type SignedIn } from './helpers/session';

/**
 * Issue #21 (1, 7): a real server process on a real PostgreSQL server that the test terminates, stops and
 * freezes under light load. The process must stay up, answer a readable 503 (never hang, never a 500) while
 * the database is away, say so on /readyz, and answer 200 again once it is back, without being restarted.
 */
const DB = 'app_outage';
// The app is told to give up on the database after 1 s (connect) and 1 s (query); a request still
// unanswered after this long counts as hanging (the old code waited as long as the database was frozen).
const HANG_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a PostgreSQL outage', () => {
  let cluster: PostgresCluster;
  let mailbox: Mailbox;
  let server: ServerProcess;
  let reader: SignedIn;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await withAdmin((admin) => admin.query(`create database ${DB}`));
    mailbox = await startMailbox();
    server = await spawnServer({
      DATABASE_URL: withDatabase(cluster.adminUrl, DB),
      SMTP_URL: mailbox.url,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_QUERY_TIMEOUT_MS: '1000',
      RATE_LIMIT_DISABLED: 'true',
    });
    await waitReady(server, 90_000);
    reader = await signIn({ url: server.url, mailbox } as TestServer, uniqueEmail('outage'));
  }, 150_000);
  afterAll(async () => {
    await killQuietly(server);
    await mailbox?.close();
    cluster?.stop();
  });

  async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    admin.on('error', () => {}); // this test's own connection may be cut by the outages it causes
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end().catch(() => {});
    }
  }

  /** Four readers asking for their account in a loop until stopped; what each request came to. */
  function lightLoad() {
    let running = true;
    const statuses: number[] = [];
    const failures: string[] = [];
    const worker = async () => {
      while (running) {
        try {
          const res = await reader.fetch('/api/account', { signal: AbortSignal.timeout(HANG_MS) });
          statuses.push(res.status);
          const body = (await res.json()) as { message?: string };
          if (res.status !== 200 && res.status !== 503) failures.push(`${res.status} ${JSON.stringify(body)}`);
        } catch (error) {
          failures.push(String(error)); // the process died (connection refused) or the request hung (timeout)
        }
        await sleep(50);
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    return {
      async stop() {
        running = false;
        await Promise.all(workers);
        return { statuses, failures };
      },
    };
  }

  function expectAlive() {
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode, server.output()).toBeNull();
  }

  async function expectUnavailable() {
    const ready = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG_MS) });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'database unreachable' });
    const res = await reader.fetch('/api/account', { signal: AbortSignal.timeout(HANG_MS) });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as { message: string }).message).toMatch(/briefly unavailable.*try again/i);
    // The process itself is fine: liveness does not depend on the database.
    expect((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HANG_MS) })).status).toBe(200);
  }

  /** Back by itself: ready, the account answers, and the revocation listener is listening again. */
  async function expectRecovered() {
    const deadline = Date.now() + 20_000;
    const recovered = async () => {
      const ready = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG_MS) }).catch(() => null);
      if (ready?.status !== 200) return false;
      const listening = await withAdmin((admin) =>
        admin.query(`select 1 from pg_stat_activity where datname = $1 and query like 'LISTEN %'`, [DB]),
      ).catch(() => ({ rowCount: 0 }));
      return (listening.rowCount ?? 0) > 0;
    };
    while (!(await recovered())) {
      expectAlive();
      if (Date.now() > deadline) throw new Error(`not recovered in 20 s:\n${server.output()}`);
      await sleep(200);
    }
    const account = await reader.fetch('/api/account', { signal: AbortSignal.timeout(HANG_MS) });
    expect(account.status).toBe(200);
  }

  function expectOnlyQuickAnswers(result: { statuses: number[]; failures: string[] }) {
    expect(result.failures, server.output()).toEqual([]);
    expect(result.statuses.length).toBeGreaterThan(0);
    expect(result.statuses.every((s) => s === 200 || s === 503)).toBe(true);
  }

  it('survives its connections being terminated (a failover, a pooler timeout)', { timeout: 90_000 }, async () => {
    const load = lightLoad();
    await sleep(500);
    for (let i = 0; i < 3; i++) {
      await withAdmin((admin) =>
        admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [DB]),
      );
      await sleep(300);
      expectAlive();
    }
    await expectRecovered();
    expectOnlyQuickAnswers(await load.stop());
    expectAlive();
  });

  it('answers 503 while PostgreSQL is stopped and 200 once it is started again', { timeout: 90_000 }, async () => {
    const load = lightLoad();
    await sleep(500);
    cluster.halt('fast');
    try {
      await sleep(300);
      expectAlive();
      await expectUnavailable();
      await sleep(500);
      expectAlive();
    } finally {
      cluster.start();
    }
    await expectRecovered();
    expectOnlyQuickAnswers(await load.stop());
    expectAlive();
  });

  it(
    'answers 503 within its timeouts while PostgreSQL is frozen, and 200 after it thaws',
    { timeout: 90_000 },
    async () => {
      const load = lightLoad();
      await sleep(500);
      const postmaster = cluster.postmasterPid();
      const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
      const pids = [postmaster, ...children];
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      try {
        await expectUnavailable();
        expectAlive();
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT');
      }
      await expectRecovered();
      expectOnlyQuickAnswers(await load.stop());
      expectAlive();
    },
  );
});
