/**
 * Tap to reading on the throttled phone (issue 25), alone or as an A/B of two builds: `npx tsx bench/tap-to-reading.ts
 * [distA[,distB]]` (default apps/web/dist, or WEB_DIST). Each build is served by its own instance of the real app;
 * the rounds alternate between them (`BENCH_TAP_ROUNDS`, 4), so both see the same machine load. Every run prints
 * where the time went (bench/web.ts `tapToReading`) and its figure next to one bare `fetch` POST of the same report
 * from the same page, measured in the same run. Prints figures only: nothing asserts.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { defaultWebDist } from '../apps/server/src/app';
import { CHROMIUM } from './lib/lighthouse';
import { startApp, type RunningApp } from './lib/servers';
import { tapToReading } from './web';

const dists = (process.argv[2] ?? process.env.WEB_DIST ?? defaultWebDist).split(',');
const rounds = Number(process.env.BENCH_TAP_ROUNDS ?? 4);
for (const d of dists) if (!existsSync(join(d, 'index.html'))) throw new Error(`no built web app in ${d}`);

// Private copies: a rebuild by someone else during the run would swap hashed files under us.
const copies = dists.map((d) => {
  const copy = mkdtempSync(join(tmpdir(), 'app-tap-dist-'));
  cpSync(d, copy, { recursive: true });
  return copy;
});
const apps: RunningApp[] = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const copy of copies) apps.push(await startApp({ WEB_DIST: copy }));
  const figures: string[][] = dists.map(() => []);
  process.env.BENCH_TAP_RUNS = '1';
  for (let round = 0; round < rounds; round++) {
    for (const [i, app] of apps.entries()) {
      console.log(`${dists[i]}, round ${round + 1}:`);
      const result = await tapToReading(browser, app.url);
      figures[i]!.push(`${result.value} (${result.ratio})`);
    }
  }
  for (const [i, d] of dists.entries()) console.log(`${d}: tap to reading ${figures[i]!.join(', ')}; target ≤ 600 ms`);
} finally {
  await browser.close();
  for (const app of apps) await app.close();
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}
process.exit(0);
