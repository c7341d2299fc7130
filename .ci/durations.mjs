// Writes .ci/durations.json, the seconds each longer test file took, from vitest's own record of the last runs
// (node_modules/.vite/vitest/*/results.json: per file, hooks and start-up included, what vitest orders by when it
// has it). CI starts from a fresh clone with no such record; vitest.config.ts then orders the files by this one,
// longest first, so no long file starts last and leaves the other worker idle (ADR 0860, 0942).
//
// Refresh it on the 2-core machine after a full run of both lanes:
//   npm test            (or: npx vitest run --project unit --project integration; npx vitest run --project e2e)
//   node .ci/durations.mjs
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cacheDir = join(root, 'node_modules/.vite/vitest');
/** Shorter files are ordered by size: their place hardly changes when the lane ends. */
const MIN_SECONDS = 5;

const records = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((d) => join(cacheDir, d, 'results.json'))
      .filter((f) => existsSync(f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  : [];
if (records.length === 0) {
  console.error(`No vitest results under ${cacheDir}: run the tests first.`);
  process.exit(1);
}
const results = new Map(JSON.parse(readFileSync(records[0], 'utf8')).results);

const seconds = {};
const byProject = {};
for (const [key, { duration }] of [...results].sort((a, b) => b[1].duration - a[1].duration)) {
  const [project, file] = key.split(/:(.*)/s);
  // A file since deleted or renamed, or one that did not run (no duration), is left out.
  if (!file || !existsSync(join(root, file)) || typeof duration !== 'number') continue;
  byProject[project] = (byProject[project] ?? 0) + 1;
  if (duration / 1000 >= MIN_SECONDS) seconds[key] = Math.round(duration / 1000);
}

const out = {
  comment: 'Written by `node .ci/durations.mjs` from a measured run; read by vitest.config.ts. Do not edit by hand.',
  measured: new Date(statSync(records[0]).mtimeMs).toISOString().slice(0, 10),
  cores: availableParallelism(),
  seconds,
};
writeFileSync(join(root, '.ci/durations.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `.ci/durations.json: ${Object.keys(seconds).length} files of ${MIN_SECONDS} s or more, from ${records[0]} ` +
    `(${Object.entries(byProject)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')} files recorded)`,
);
