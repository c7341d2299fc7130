import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { BACKUP_HANDLE_FILE } from '../src/backup/handle';
import { DUMP_FIRST_LINE, DUMP_LAST_LINE } from '../src/backup/sql-dump';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { auditLog, rateLimits, tokenLedger, users } from '../src/db/schema/index';
import { withDatabase } from './helpers/postgres';
import { cleanedAfterEach, copyMigratedDataDir, waitReady, type ServerProcess } from './helpers/server-process';

const repoRoot = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `npm run backup|restore -- <file>` as an operator types it (node directly: npm adds only its banner). */
function cli(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return run(process.execPath, [`apps/server/scripts/${script}.mjs`, file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
}

/** psql from PATH or the installed PostgreSQL binaries; undefined when there is none. */
function findPsql(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const candidates = [
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'psql')),
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/psql`),
  ];
  return candidates.find((file) => existsSync(file));
}
const PSQL = findPsql();

/**
 * Every row of every table in the public schema, as JSON text in a stable order: the same data gives the
 * same text on PGlite and PostgreSQL (UTC, jsonb normalised by the server).
 */
async function allRows(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query("set timezone = 'UTC'");
  const { rows: tables } = await query(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await query(`select row_to_json(t)::text as row from public."${String(name)}" t order by 1`);
    out[String(name)] = rows.map((r) => String(r.row));
  }
  return out;
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
  const { later, tempDir, spawn } = cleanedAfterEach();
  const start = async (env: Record<string, string>, script?: string) => {
    const server = await spawn(env, script);
    await waitReady(server, 120_000); // a loaded machine (CI, parallel runs) can take a minute to start it
    return server;
  };

  it(
    'backs up a running server under write load; the restored copy holds every acknowledged row',
    { timeout: 300_000 },
    async () => {
      const work = tempDir('app-backup-');
      const dataDir = copyMigratedDataDir(join(work, 'data'));
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
      const file = join(work, 'backup.sql');
      const { stdout } = await cli('backup', file, { DATA_DIR: dataDir });
      const after = [...acknowledged];
      writing = false;
      await Promise.all(writers);
      expect(stdout).toContain(file);
      expect(after.length).toBeGreaterThan(before.length); // the writes did go on while it was made
      const sql = readFileSync(file, 'utf8');
      expect(sql).toContain(DUMP_FIRST_LINE);
      expect(sql.trimEnd().split('\n').slice(-2)[0]).toBe(DUMP_LAST_LINE);
      expect(sql).toContain('CREATE TABLE public.rate_limits');

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
    { timeout: 300_000 },
    async () => {
      const work = tempDir('app-backup-refusals-');
      const dataDir = copyMigratedDataDir(join(work, 'data'));
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
      const file = join(work, 'b.sql');
      await cli('backup', file, { DATA_DIR: dataDir });
      const inside = cli('backup', join(dataDir, 'b.sql'), { DATA_DIR: dataDir });
      expect(await failure(inside)).toContain('outside DATA_DIR');

      const busy = join(work, 'busy');
      mkdirSync(busy);
      writeFileSync(join(busy, 'keep.txt'), 'mine');
      expect(await failure(cli('restore', file, { DATA_DIR: busy }))).toContain('not empty');
      expect(readdirSync(busy)).toEqual(['keep.txt']);

      const garbage = join(work, 'garbage.sql');
      writeFileSync(garbage, 'not a backup');
      const empty = join(work, 'empty');
      expect(await failure(cli('restore', garbage, { DATA_DIR: empty }))).toContain('not a database backup');
      // A dump cut off on the way (no last line), or one that fails half-way, leaves nothing behind.
      const whole = readFileSync(file, 'utf8');
      const cut = join(work, 'cut.sql');
      writeFileSync(cut, whole.slice(0, Math.floor(whole.length / 2)));
      expect(await failure(cli('restore', cut, { DATA_DIR: empty }))).toContain('cut off');
      const broken = join(work, 'broken.sql');
      writeFileSync(
        broken,
        whole.replace('CREATE TABLE public.users', 'CREATE TABLE public.users_oops (x int);\nCREATE TABLE nonsense('),
      );
      expect(await failure(cli('restore', broken, { DATA_DIR: empty }))).toContain('could not be loaded');
      expect(existsSync(empty) ? readdirSync(empty) : []).toEqual([]);

      expect(await failure(cli('backup', file, { DATABASE_URL: 'postgres://x@127.0.0.1/db' }))).toContain('pg_dump');
      // The handle goes when the server stops: a backup then says so instead of hanging.
      server.child.kill('SIGTERM');
      await server.exited;
      expect(existsSync(join(dataDir, BACKUP_HANDLE_FILE))).toBe(false);
      expect(await failure(cli('backup', file, { DATA_DIR: dataDir }))).toContain('no running server');
    },
  );
  it.skipIf(!PSQL)(
    'the dump loads with psql into PostgreSQL and with npm run restore into PGlite: the same rows in every table',
    { timeout: 300_000 },
    async () => {
      const work = tempDir('app-backup-psql-');
      const dataDir = copyMigratedDataDir(join(work, 'data'));
      // A migrated directory with rows that test the dump: quotes, line breaks, JSON, a bigserial, the
      // append-only audit log (its trigger must not stop the load), a deleted account.
      const seeded = await openDatabase({ dataDir });
      const [user] = await seeded.db
        .insert(users)
        .values({ email: `o'brien-${randomBytes(3).toString('hex')}@example.test`, tokenBalance: 7 })
        .returning({ id: users.id });
      await seeded.db
        .insert(users)
        .values({ email: 'deleted@example.test', deletedAt: new Date('2026-01-02T03:04:05.678Z') });
      await seeded.db.insert(tokenLedger).values({
        userId: user!.id,
        amount: 7,
        reason: 'compensation',
        reference: 'op@example.test:req-1',
        balanceAfter: 7,
      });
      await seeded.db.insert(auditLog).values({
        actor: 'op@example.test',
        action: 'grant',
        subjectUserId: user!.id,
        reason: 'said "sorry",\nand a backslash \\ too',
        before: { balance: 0 },
        after: { balance: 7, note: "it's ünïcode ✡" },
        requestKey: 'req-1',
      });
      await seeded.close();

      const server = await start({ DATA_DIR: dataDir });
      const file = join(work, 'backup.sql');
      await cli('backup', file, { DATA_DIR: dataDir });
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const source = await PGlite.create({ dataDir });
      const expected = await allRows((sql) => source.query(sql));
      await source.close();
      expect(expected.users).toHaveLength(2);
      expect(expected.audit_log).toHaveLength(1);
      expect(Object.keys(expected).length).toBeGreaterThan(10);

      // Into a new PostgreSQL database with psql, exactly as the README says.
      const adminUrl = inject('pgAdminUrl');
      const name = `app_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows: version } = await admin.query<{ v: string }>("select current_setting('server_version_num') as v");
      await admin.query(`create database ${name}`);
      later(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = withDatabase(adminUrl, name);
      const psql = await run(PSQL!, ['-X', '-q', '-d', url, '-f', file]).catch((error: { stderr?: string }) => error);
      const errors = (psql.stderr ?? '').split('\n').filter((line) => line.includes('ERROR'));
      // pg_dump 18 sets transaction_timeout, which servers before 17 do not know: the one error they print.
      const expectedErrors = Number(version[0]!.v) < 170000 ? [expect.stringContaining('"transaction_timeout"')] : [];
      expect(errors).toEqual(expectedErrors);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const inPostgres = await allRows((sql) => client.query(sql));
      await client.end();
      expect(inPostgres).toEqual(expected);

      // Into an empty PGlite directory with npm run restore; the app starts on it.
      const restored = join(work, 'restored');
      const { stdout } = await cli('restore', file, { DATA_DIR: restored });
      expect(stdout).toContain(`${Object.keys(expected).length} tables`);
      const lite = await PGlite.create({ dataDir: restored });
      expect(await allRows((sql) => lite.query(sql))).toEqual(expected);
      await lite.close();
      const app = await start({ DATA_DIR: restored });
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      // The append-only trigger came along.
      app.child.kill('SIGTERM');
      await app.exited;
      const check = await PGlite.create({ dataDir: restored });
      await expect(check.exec('delete from audit_log')).rejects.toThrow();
      await check.close();
    },
  );
});
