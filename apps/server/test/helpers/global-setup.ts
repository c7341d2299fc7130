import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer, serverDir } from '../../scripts/bundle.mjs';
import { openDatabase } from '../../src/db/client';
import { startTestPostgres, withDatabase } from './postgres';

export const TEMPLATE_DB = 'app_test_template';

/**
 * The scripts tests spawn as servers (helpers/server-process.ts), bundled once per run from the current
 * sources with scripts/bundle.mjs, as build.mjs bundles production: a start then costs about half the CPU
 * of compiling the sources through tsx (ADR 0800). The bundles sit one level under apps/server, as dist/
 * does, so that src/paths.ts finds the migrations and the web app.
 */
async function bundleServers(): Promise<{ bundles: Record<string, string>; remove(): void }> {
  const outdir = join(serverDir, '.tmp'); // files named by this run's pid: runs side by side do not meet
  const scripts = {
    [`main-${process.pid}`]: 'src/main.ts',
    [`write-load-server-${process.pid}`]: 'test/helpers/write-load-server.ts',
  };
  await bundleServer({ entryPoints: scripts, outdir });
  const bundles = Object.fromEntries(
    Object.entries(scripts).map(([name, script]) => [`apps/server/${script}`, join(outdir, `${name}.js`)]),
  );
  const files = Object.keys(scripts).flatMap((name) => [`${name}.js`, `${name}.js.map`]);
  return { bundles, remove: () => files.forEach((file) => rmSync(join(outdir, file), { force: true })) };
}

/**
 * Once per run: a PostgreSQL server with a migrated template database, a migrated PGlite dump, and the
 * bundled servers.
 */
export default async function setup(project: TestProject) {
  const servers = await bundleServers();
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const template = await openDatabase({ url: withDatabase(postgres.adminUrl, TEMPLATE_DB), poolSize: 1 });
  await template.close();

  // One migrated PGlite on disk: the directory spawned servers start from a copy of, and its dump for the
  // in-process ones (PGlite's first run and the migrations took each spawned server 3 to 10 s, ADR 0916).
  const dataDir = mkdtempSync(join(tmpdir(), 'app-test-pglite-'));
  const lite = await openDatabase({ dataDir });
  const dump = await lite.dump?.();
  await lite.close();
  const dumpFile = join(tmpdir(), `app-test-pglite-${process.pid}.tar`);
  if (dump) writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));

  project.provide('pgAdminUrl', postgres.adminUrl);
  project.provide('pgliteDump', dump ? dumpFile : '');
  project.provide('pgliteDataDir', dataDir);
  project.provide('serverBundles', servers.bundles);
  return () => {
    servers.remove();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteDump: string;
    /** A migrated PGlite data directory, never opened by a test: copy it (helpers/server-process.ts). */
    pgliteDataDir: string;
    /** Script path from the repository root (e.g. apps/server/src/main.ts) → its bundle. */
    serverBundles: Record<string, string>;
  }
}
