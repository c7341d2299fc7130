import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { startTestPostgres, withDatabase } from './postgres';

export const TEMPLATE_DB = 'app_test_template';

/** Once per run: a PostgreSQL server with a migrated template database, and a migrated PGlite dump. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const template = await openDatabase({ url: withDatabase(postgres.adminUrl, TEMPLATE_DB), poolSize: 1 });
  await template.close();

  const lite = await openDatabase({});
  const dump = await lite.dump?.();
  await lite.close();
  const dumpFile = join(tmpdir(), `app-test-pglite-${process.pid}.tar`);
  if (dump) writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));

  project.provide('pgAdminUrl', postgres.adminUrl);
  project.provide('pgliteDump', dump ? dumpFile : '');
  return () => postgres.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgliteDump: string;
  }
}
