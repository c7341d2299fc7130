/**
 * `npm run bench`: every benchmark in one run, each compared with a baseline measured in the same
 * run (absolute numbers on a shared 2-core machine mean little). See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebDist } from '../apps/server/src/app';
import { benchCompare } from './compare';
import { benchEngine } from './engine';
import { benchHttp } from './http';
import { benchWeb } from './web';
import { CONNECTIONS, DURATION_SECONDS } from './lib/load';
import { BenchSkipped, printTable, type BenchResult } from './lib/results';

const root = join(import.meta.dirname, '..');
const started = Date.now();
console.log(
  `Benchmarks (Node ${process.version}; HTTP: autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 127.0.0.1)\n`,
);

if (!process.env.WEB_DIST && !existsSync(join(defaultWebDist, 'index.html'))) {
  console.log('No built web app: running "npm run build" first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.log('The build failed: the static and web page benches will be skipped.');
}

const results: BenchResult[] = [];
const benches: [string, () => Promise<BenchResult[]>][] = [
  ['a, c, d. HTTP (static, session, simple report)', benchHttp],
  ['b. web pages on a phone (Lighthouse per page type, JS budget, first tap, tap to reading, layout shift)', benchWeb],
  ['e. numerology engine', benchEngine],
  // Only with BENCH_COMPARE=<dist A>,<dist B> (skipped otherwise): two builds of the web app, A/B in one run.
  ['compare two web builds', benchCompare],
];
// BENCH_ONLY=http, web, engine or compare runs one of them (the whole run takes minutes).
const only = process.env.BENCH_ONLY;
for (const [name, bench] of benches) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n== ${name}`);
  try {
    results.push(...(await bench()));
  } catch (error) {
    const why =
      error instanceof BenchSkipped
        ? `skipped: ${error.message}`
        : `FAILED: ${(error as Error).message.split('\n')[0]}`;
    console.log(`  ${why}`);
    if (!(error instanceof BenchSkipped)) console.error(error);
    results.push({ bench: name, metric: '-', value: '-', verdict: why });
  }
}

printTable(results);
console.log(
  `\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s. Ratios compare with baselines from this same run; see bench/README.md.`,
);
// PGlite and worker handles may linger; the run is over.
process.exit(0);
