import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB } from './helpers/global-setup';
import { withDatabase } from './helpers/postgres';
import { killQuietly, spawnServer, waitReady } from './helpers/server-process';

describe('configuration at start-up', () => {
  it('refuses to start on a bad value, naming the variable, with exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'app-config-'));
    try {
      const server = await spawnServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
      const { code } = await server.exited;
      expect(code).toBe(1);
      const output = server.output();
      expect(output).toContain('Invalid configuration');
      expect(output).toMatch(/PORT: .+/);
      expect(output).toMatch(/LOG_LEVEL: .+/);
      expect(output).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
      // It stopped before touching the database: no data-directory lock, no PGlite files.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses production without SMTP', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', SMTP_URL: '' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/SMTP_URL is required in production/);
  });
});

describe('DATABASE_URL switch', () => {
  it(
    'runs the real server on PostgreSQL when DATABASE_URL is set, leaving DATA_DIR alone',
    { timeout: 60_000 },
    async () => {
      const adminUrl = inject('pgAdminUrl');
      const name = `app_switch_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
      const dataDir = mkdtempSync(join(tmpdir(), 'app-switch-'));
      const server = await spawnServer({
        DATABASE_URL: withDatabase(adminUrl, name),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      });
      try {
        await waitReady(server);
        expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok' });
        expect(server.output()).toContain('database: PostgreSQL (DATABASE_URL)');
        expect(readdirSync(dataDir)).toEqual([]); // no PGlite files, no lock
        // The server really uses that database: on first start it stored its signing keys there
        // (the template database has none).
        const db = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
        await db.connect();
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from server_keys');
        await db.end();
        expect(rows[0]!.n).toBeGreaterThan(0);
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      } finally {
        await killQuietly(server);
        rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
