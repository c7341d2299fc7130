// `npm run restore -- <file>`: unpacks a backup made by `npm run backup` into DATA_DIR, which must be
// empty or absent (nothing is ever overwritten), and checks that the database in it opens. Then start the
// server on that DATA_DIR; it applies any newer migrations itself.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Files of the server that made the backup, not of the database (apps/server/src/db/data-dir-lock.ts,
// apps/server/src/backup/handle.ts): they must not follow it into the new directory.
const SERVER_FILES = ['app-server.lock', 'backup-handle.json'];

function fail(message) {
  console.error(`restore: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || file.startsWith('-')) fail('usage: DATA_DIR=<empty directory> npm run restore -- <file>');
const dataDir = resolve(process.env.DATA_DIR || './data');
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty; restore into an empty or new directory (set DATA_DIR), then point the server at it.`);
}
let tarball;
try {
  tarball = readFileSync(resolve(file));
} catch (error) {
  fail(`cannot read ${file}: ${error.message}`);
}

try {
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([tarball]) });
  const { rows } = await db.query("select count(*)::int as tables from pg_tables where schemaname = 'public'");
  await db.close();
  for (const name of SERVER_FILES) rmSync(join(dataDir, name), { force: true });
  console.log(
    `restore: ${dataDir} holds the backup ${file} (${rows[0].tables} tables); start the server with DATA_DIR=${dataDir}`,
  );
} catch (error) {
  for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) {
    rmSync(join(dataDir, name), { recursive: true, force: true });
  }
  fail(`${file} is not a database backup this version can read (${error.message}); ${dataDir} left empty.`);
}
