import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_HANDLE_FILE } from '../src/backup/handle';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { rateLimits } from '../src/db/schema/index';
import { killQuietly, spawnServer, waitReady, type ServerProcess } from './helpers/server-process';

const repoRoot = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `npm run backup|restore -- <file>` as an operator types it (node directly: npm adds only its banner). */
function cli(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return run(process.execPath, [`apps/server/scripts/${script}.mjs`, file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error('expected the command to fail');
}

describe('backup and restore of the embedded database', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const start = async (env: Record<string, string>, script?: string) => {
    const server = await spawnServer(env, script);
    cleanups.push(() => killQuietly(server));
    await waitReady(server);
    return server;
  };

  it(
    'backs up a running server under write load; the restored copy holds every acknowledged row',
    { timeout: 120_000 },
    async () => {
      const work = tempDir('app-backup-');
      const dataDir = join(work, 'data');
      const server = await start({ DATA_DIR: dataDir }, 'apps/server/test/helpers/write-load-server.ts');

      // Writers that keep committing rows; a key is "acknowledged" once its 200 came back.
      const acknowledged: string[] = [];
      let writing = true;
      const writer = async (w: number) => {
        for (let i = 0; writing; i++) {
          const key = `w${w}-${i}`;
          const res = await fetch(`${server.url}/test-write`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ key }),
          });
          if (res.status === 200) acknowledged.push(key);
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20));

      // Everything acknowledged before the backup was asked for must be in it.
      const before = [...acknowledged];
      const file = join(work, 'backup.tar.gz');
      const { stdout } = await cli('backup', file, { DATA_DIR: dataDir });
      const after = [...acknowledged];
      writing = false;
      await Promise.all(writers);
      expect(stdout).toContain(file);
      expect(after.length).toBeGreaterThan(before.length); // the writes did go on while it was made

      // Restore into a fresh directory, start the app on it.
      const restored = join(work, 'restored');
      await cli('restore', file, { DATA_DIR: restored });
      expect(existsSync(join(restored, LOCK_FILE))).toBe(false);
      expect(existsSync(join(restored, BACKUP_HANDLE_FILE))).toBe(false);
      const app = await start({ DATA_DIR: restored });
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      app.child.kill('SIGTERM');
      expect((await app.exited).code).toBe(0);

      const db = await openDatabase({ dataDir: restored });
      const rows = await db.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'write-load:%'));
      await db.close();
      const keys = new Set(rows.map((r) => r.key.slice('write-load:'.length)));
      expect(before.filter((k) => !keys.has(k))).toEqual([]);
      // Nothing appears that the server did not acknowledge (every writer waited for its last answer).
      const all = new Set(acknowledged);
      expect([...keys].filter((k) => !all.has(k))).toEqual([]);
    },
  );

  it(
    'refuses without the token, into a directory that is not empty, and on PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const work = tempDir('app-backup-refusals-');
      const dataDir = join(work, 'data');
      const server: ServerProcess = await start({ DATA_DIR: dataDir });
      const handle = JSON.parse(readFileSync(join(dataDir, BACKUP_HANDLE_FILE), 'utf8')) as { url: string };
      expect(handle.url).toBe(server.url);

      for (const authorization of [undefined, 'Bearer wrong', 'Bearer ']) {
        const res = await fetch(`${server.url}/api/backup`, {
          method: 'POST',
          headers: authorization ? { authorization } : {},
        });
        expect(res.status).toBe(404);
      }
      const file = join(work, 'b.tar.gz');
      await cli('backup', file, { DATA_DIR: dataDir });
      const inside = cli('backup', join(dataDir, 'b.tar.gz'), { DATA_DIR: dataDir });
      expect(await failure(inside)).toContain('outside DATA_DIR');

      const busy = join(work, 'busy');
      mkdirSync(busy);
      writeFileSync(join(busy, 'keep.txt'), 'mine');
      expect(await failure(cli('restore', file, { DATA_DIR: busy }))).toContain('not empty');
      expect(readdirSync(busy)).toEqual(['keep.txt']);

      const garbage = join(work, 'garbage.tar.gz');
      writeFileSync(garbage, 'not a backup');
      const empty = join(work, 'empty');
      expect(await failure(cli('restore', garbage, { DATA_DIR: empty }))).toContain('not a database backup');

      expect(await failure(cli('backup', file, { DATABASE_URL: 'postgres://x@127.0.0.1/db' }))).toContain('pg_dump');
      // The handle goes when the server stops: a backup then says so instead of hanging.
      server.child.kill('SIGTERM');
      await server.exited;
      expect(existsSync(join(dataDir, BACKUP_HANDLE_FILE))).toBe(false);
      expect(await failure(cli('backup', file, { DATA_DIR: dataDir }))).toContain('no running server');
    },
  );
});
