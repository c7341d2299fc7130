// `npm run restore -- <file>`: loads a backup made by `npm run backup` (plain SQL from pg_dump) into a new
// embedded database in DATA_DIR, which must be empty or absent (nothing is ever overwritten), in one
// transaction, and checks that it answers. Then start the server on that DATA_DIR; it applies any newer
// migrations itself. (The same file loads into PostgreSQL with `psql -f`: README, "Backups".)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// pg_dump's first and last lines (apps/server/src/backup/sql-dump.ts): without the last, the dump is cut off.
const FIRST_LINE = '-- PostgreSQL database dump';
const LAST_LINE = '-- PostgreSQL database dump complete';

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
let sql;
try {
  sql = readFileSync(resolve(file), 'utf8');
} catch (error) {
  fail(`cannot read ${file}: ${error.message}`);
}
if (!sql.slice(0, 200).includes(FIRST_LINE))
  fail(`${file} is not a database backup (an SQL dump from npm run backup).`);
if (!sql.slice(-200).includes(LAST_LINE)) fail(`${file} is cut off (its last line is missing); nothing restored.`);

const removeAll = () => {
  for (const name of existsSync(dataDir) ? readdirSync(dataDir) : []) {
    rmSync(join(dataDir, name), { recursive: true, force: true });
  }
};
try {
  const db = await PGlite.create({ dataDir });
  // The whole file as one simple query: PostgreSQL runs it as one transaction, all or nothing.
  await db.exec(sql);
  const { rows } = await db.query("select count(*)::int as tables from pg_tables where schemaname = 'public'");
  await db.close();
  console.log(
    `restore: ${dataDir} holds the backup ${file} (${rows[0].tables} tables); start the server with DATA_DIR=${dataDir}`,
  );
} catch (error) {
  removeAll();
  fail(`${file} could not be loaded (${error.message}); ${dataDir} left empty.`);
}
