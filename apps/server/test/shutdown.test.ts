import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { rateLimits } from '../src/db/schema/index';
import { createFakeDist, type FakeDist } from './helpers/fake-dist';
import { cleanedAfterEach, copyMigratedDataDir, waitReady } from './helpers/server-process';

const BIG_ASSET = 'assets/big-0123abcd.bin';
const BIG_SIZE = 16 * 1024 * 1024;

type Outcome = { status: number; body: Buffer } | { error: string };

/** One request on its own connection (no keep-alive), so that each one is accepted or refused on its own. */
function send(url: string, options: { method?: string; body?: string } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: options.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(options.body);
  });
}

/** A download that stops reading after its first chunk until `resume()`: it stays in flight on the server. */
function slowDownload(url: string) {
  let resume!: () => void;
  const resumed = new Promise<void>((r) => (resume = r));
  let started!: () => void;
  const firstChunk = new Promise<void>((r) => (started = r));
  const done = new Promise<Outcome>((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        if (chunks.length === 1) {
          res.pause();
          started();
          void resumed.then(() => res.resume());
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
  return { firstChunk, resume, done };
}

/** URLs of the requests the server logged as received (pino JSON lines at level info). */
function urlsReceived(output: string): Set<string> {
  const urls = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.url) urls.add(entry.req.url);
    } catch {
      /* not a log line */
    }
  }
  return urls;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('process lifecycle on PGlite', () => {
  const { later, tempDir, spawn: start } = cleanedAfterEach();

  it(
    'finishes in-flight requests on SIGTERM, exits 0, and restarts on the same data',
    { timeout: 120_000 },
    async () => {
      const bigAsset = randomBytes(BIG_SIZE);
      const dist: FakeDist = createFakeDist({ [BIG_ASSET]: bigAsset });
      later(() => dist.remove());
      const dataDir = copyMigratedDataDir(tempDir('app-shutdown-'));
      const env = { DATA_DIR: dataDir, WEB_DIST: dist.dir, LOG_LEVEL: 'info' };

      const server = await start(env);
      await waitReady(server);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(server.child.pid);

      // Responses the server is in the middle of sending (the clients stopped reading)...
      const downloads = [0, 1, 2].map(() => slowDownload(`${server.url}/${BIG_ASSET}`));
      await Promise.all(downloads.map((d) => d.firstChunk));
      // ...and a burst of short requests, some of which will be mid-way when the signal lands.
      const paths = ['/readyz', '/healthz', '/', '/account'];
      const burst = Array.from({ length: 120 }, (_, i) => `${paths[i % paths.length]}?burst=${i}`);
      const burstDone = burst.map((path) => send(`${server.url}${path}`).then((outcome) => ({ path, outcome })));
      // Signal as soon as the server has started on some of them (the rest are still queued).
      const deadline = Date.now() + 10_000;
      while (![...urlsReceived(server.output())].some((u) => u.includes('burst=')) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2));
      }
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      for (const d of downloads) d.resume();

      const results = await Promise.all(burstDone);
      const finished = await Promise.all(downloads.map((d) => d.done));
      const { code, signal } = await server.exited;
      expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });

      // Every response that was under way when the signal came was sent in full.
      for (const outcome of finished) {
        expect('status' in outcome ? outcome.status : outcome.error).toBe(200);
        if ('status' in outcome) expect(sha(outcome.body)).toBe(sha(bigAsset));
      }
      // Every burst request the server had started on got its answer; the others were refused
      // before the server read them (safe for a client or a load balancer to retry).
      const received = urlsReceived(server.output());
      const started = results.filter((r) => received.has(r.path));
      expect(started.length).toBeGreaterThan(0);
      for (const { path, outcome } of started) {
        expect('status' in outcome ? outcome.status : `${outcome.error} for ${path}`).toBe(200);
      }
      for (const { outcome } of results) {
        if ('status' in outcome) expect([200, 503]).toContain(outcome.status);
      }
      expect(existsSync(join(dataDir, LOCK_FILE)), 'the lock is released on a clean exit').toBe(false);

      // The same data directory opens again.
      const again = await start(env);
      await waitReady(again);
      expect(await (await fetch(`${again.url}/readyz`)).json()).toEqual({ status: 'ok' });

      // A second process on the same directory is refused with a clear message while the first runs.
      const intruder = await start({ ...env, LOG_LEVEL: 'warn' });
      expect((await intruder.exited).code).toBe(1);
      expect(intruder.output()).toContain(`already in use by another server process (pid ${again.child.pid})`);
      expect((await fetch(`${again.url}/readyz`)).status).toBe(200);

      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
    },
  );

  it(
    'opens cleanly after SIGKILL during a write load, with every acknowledged write kept',
    { timeout: 120_000 },
    async () => {
      const dataDir = copyMigratedDataDir(tempDir('app-kill-'));
      const writer = await start({ DATA_DIR: dataDir }, 'apps/server/test/helpers/write-load-server.ts');
      await waitReady(writer);

      const acknowledged: string[] = [];
      let next = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const key = `k${next++}`;
          const outcome = await send(`${writer.url}/test-write`, { method: 'POST', body: JSON.stringify({ key }) });
          if ('error' in outcome) return; // the process is gone
          expect(outcome.status).toBe(200);
          acknowledged.push(key);
        }
      };
      const workers = Array.from({ length: 12 }, worker);
      const deadline = Date.now() + 10_000;
      while (acknowledged.length < 300 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      writer.child.kill('SIGKILL');
      expect((await writer.exited).signal).toBe('SIGKILL');
      stop = true;
      await Promise.all(workers);
      expect(acknowledged.length).toBeGreaterThan(50);
      // The killed process could not remove its lock: the next start must see that it is stale.
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(writer.child.pid);

      const server = await start({ DATA_DIR: dataDir });
      await waitReady(server);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok' });
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(like(rateLimits.key, 'write-load:%'));
        const kept = new Set(rows.map((r) => r.key.slice('write-load:'.length)));
        const lost = acknowledged.filter((k) => !kept.has(k));
        expect(lost).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
