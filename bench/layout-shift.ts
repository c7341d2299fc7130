/**
 * Layout shift (CLS) of the form pages on the throttled phone (issue 25), each page loaded `runs` times, with
 * the nodes that moved printed (e2e/helpers/layout-shift.ts). Part b of `npm run bench`; alone:
 * `npx tsx bench/layout-shift.ts [/path,...]` (apps/web/dist, or WEB_DIST). Prints figures only: nothing asserts.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { defaultWebDist } from '../apps/server/src/app';
import { measureShifts } from '../e2e/helpers/layout-shift';
import { CHROMIUM } from './lib/lighthouse';
import { BenchSkipped, type BenchResult } from './lib/results';
import { startApp, type RunningApp } from './lib/servers';

/** The home page and the reading forms: the pages where a shift moves a field under the reader's thumb. */
const CLS_PAGES = ['/', '/simple-report', '/comprehensive-report', '/ask-question', '/compatibility'];
const CLS_TARGET = 0.01;

/** `runs` loads of each page; the worst CLS is the figure (a shift that happens once in three loads is real). */
export async function clsPages(browser: Browser, appUrl: string, pages = CLS_PAGES, runs = 3): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const path of pages) {
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { cls, shifts } = await measureShifts(browser, appUrl + path);
      figures.push(cls);
      console.log(`  CLS ${path.padEnd(16)} run ${i + 1}: ${cls.toFixed(4)} (${shifts.length} shifts)`);
      for (const s of shifts) {
        console.log(`    ${s.value.toFixed(4)} at ${Math.round(s.at)} ms: ${s.sources.join('; ') || '(no source)'}`);
      }
    }
    const worst = Math.max(...figures);
    results.push({
      bench: `b. CLS ${path}`,
      metric: `layout shift, throttled 390x844 phone (worst of ${runs})`,
      value: worst.toFixed(4),
      ratio: `${(worst / CLS_TARGET).toFixed(2)}x target`,
      target: `< ${CLS_TARGET}`,
      verdict: worst < CLS_TARGET ? 'met' : 'NOT met',
    });
  }
  return results;
}

async function main(): Promise<void> {
  const builtDist = process.env.WEB_DIST ?? defaultWebDist;
  if (!existsSync(join(builtDist, 'index.html'))) throw new BenchSkipped(`no built web app in ${builtDist}`);
  // A private copy: a rebuild by someone else during the run would swap hashed files under us.
  const dist = mkdtempSync(join(tmpdir(), 'app-cls-dist-'));
  cpSync(builtDist, dist, { recursive: true });
  let app: RunningApp | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    app = await startApp({ WEB_DIST: dist });
    const pages = process.argv[2]?.split(',') ?? CLS_PAGES;
    const results = await clsPages(browser, app.url, pages, Number(process.env.BENCH_CLS_RUNS ?? 3));
    for (const r of results) console.log(`${r.bench}: ${r.value} (${r.ratio}, target ${r.target}) ${r.verdict}`);
  } finally {
    await browser.close();
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
