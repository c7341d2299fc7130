// `npm run backup -- <file>`: asks the running server for a consistent copy of its embedded (PGlite)
// database and writes it to <file> as plain SQL (pg_dump's format: `psql -f <file>` loads it into
// PostgreSQL, `npm run restore -- <file>` into an empty PGlite directory). Only the server may open the
// data directory, so it makes the dump; this script finds it through the handle file the server keeps in
// DATA_DIR (its address and a token renewed at every start). On PostgreSQL (DATABASE_URL) use pg_dump
// instead: see the README, "Backups".
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const HANDLE_FILE = 'backup-handle.json'; // apps/server/src/backup/handle.ts
// pg_dump's first and last lines (apps/server/src/backup/sql-dump.ts): without the last, the dump is cut off.
const FIRST_LINE = '-- PostgreSQL database dump';
const LAST_LINE = '-- PostgreSQL database dump complete';

function fail(message) {
  console.error(`backup: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || file.startsWith('-'))
  fail('usage: npm run backup -- <file>   (DATA_DIR as the server has it; default ./data)');
if (process.env.DATABASE_URL) fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (README, "Backups").');

const dataDir = resolve(process.env.DATA_DIR || './data');
const target = resolve(file);
// A file inside DATA_DIR would be carried along by every later backup.
if (!relative(dataDir, target).startsWith('..')) fail(`write the backup outside DATA_DIR (${dataDir}).`);

let handle;
try {
  handle = JSON.parse(readFileSync(join(dataDir, HANDLE_FILE), 'utf8'));
} catch {
  fail(`no running server found for ${dataDir} (${HANDLE_FILE} missing). Start it, or copy the stopped directory.`);
}

let response;
try {
  response = await fetch(`${handle.url}/api/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${handle.token}` },
  });
} catch (error) {
  fail(`the server at ${handle.url} did not answer (${error.cause?.code ?? error.message}); is it running?`);
}
if (!response.ok) fail(`the server refused (${response.status}); was it restarted with another DATA_DIR?`);
const body = Buffer.from(await response.arrayBuffer());
const text = body.toString('utf8');
if (!text.slice(0, 200).includes(FIRST_LINE) || !text.slice(-200).includes(LAST_LINE)) {
  fail('the answer is not a whole SQL dump; nothing written.');
}

// Written beside the target and renamed, so <file> is either the old backup or a whole new one.
const partial = `${target}.partial`;
try {
  writeFileSync(partial, body, { mode: 0o600 });
  renameSync(partial, target);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`could not write ${target}: ${error.message}`);
}
console.log(`backup: ${target} (${(body.length / 1024 / 1024).toFixed(1)} MiB) from ${dataDir}`);
