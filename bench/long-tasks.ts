/**
 * Which functions make a page's long tasks (issue 25: TBT over 50 ms), on the throttled phone of the web bench
 * (390x844, 4x CPU, slow 4G by CDP). Each page is loaded with V8's sampling profiler on; the long tasks the page
 * itself observes (PerformanceObserver `longtask`) are listed, and the samples that fell inside them are summed
 * by function (self time) and by the script at the bottom of the stack (the task's entry point). Times are real
 * ms on the throttled CPU, not Lighthouse's simulation: compare pages and builds, not with Lighthouse's TBT.
 * Then each page once more, unthrottled, with Chromium's trace: every task by kind (lib/main-thread.ts).
 * Alone: `npx tsx bench/long-tasks.ts [/path,…]` (apps/web/dist, or WEB_DIST). Prints figures only.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { defaultWebDist } from '../apps/server/src/app';
import { throttledPhone } from '../e2e/helpers/phone';
import { CHROMIUM } from './lib/lighthouse';
import { traceMainThread } from './lib/main-thread';
import { startApp, type RunningApp } from './lib/servers';

const DEFAULT_PAGES = ['/', '/comprehensive-report', '/ask-question', '/compatibility', '/daily', '/auth'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const where = (frame: ProfileNode['callFrame']): string => {
  const file = frame.url ? (frame.url.split('/').pop() ?? frame.url) : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : name;
};

/** ms per key, largest first, the first `n` as `key ms` strings. */
const top = (sums: Map<string, number>, n: number) =>
  [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${Math.round(ms)} ${key}`);

/**
 * Self time per function and time per bottom-of-stack script within `tasks` (page-relative ms). The profile's
 * clock is µs since an origin of its own; the page's performance.timeOrigin maps one onto the other.
 */
function attribute(profile: Profile, tasks: number[][], originShiftMs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const entry = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const at = t / 1000 - originShiftMs;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!tasks.some(([start, duration]) => at >= start! && at < start! + duration!)) continue;
    const node = byId.get(profile.samples[i]!)!;
    self.set(where(node.callFrame), (self.get(where(node.callFrame)) ?? 0) + dt);
    // The outermost frame with a script: what the task was started for.
    let bottom: ProfileNode | undefined;
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      if (n.callFrame.url) bottom = n;
    }
    const key = bottom ? (bottom.callFrame.url.split('/').pop() ?? '') : node.callFrame.functionName || '(native)';
    entry.set(key, (entry.get(key) ?? 0) + dt);
  }
  return { self, entry };
}

/** The profile time (ms) of the first sample inside benchClockMarker (the marker or a function it called). */
function markerTimeMs(profile: Profile): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = (id: number | undefined): boolean =>
    id !== undefined && (byId.get(id)?.callFrame.functionName === 'benchClockMarker' || inside(parent.get(id)));
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (inside(profile.samples[i])) return t / 1000;
  }
  throw new Error('long-tasks: the clock marker is not in the profile');
}

async function profilePage(browser: Browser, url: string): Promise<void> {
  const { context, page } = await throttledPhone(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[][] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // A marker function the profile will hold, started at a known page time: the two clocks line up on it.
    // (A string: the bundler that runs this file would rename a named function passed as code.)
    const markedAt = await page.evaluate<number>(
      `(() => { const at = performance.now(); (function benchClockMarker() { const end = performance.now() + 20; while (performance.now() < end); })(); return at; })()`,
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
    const shift = markerTimeMs(profile) - markedAt;
    const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d! - 50), 0);
    console.log(
      `${new URL(url).pathname}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms (load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
    );
    console.log(`  tasks (start+ms): ${tasks.map(([s, d]) => `${Math.round(s!)}+${Math.round(d!)}`).join(', ')}`);
    const { self, entry } = attribute(profile, tasks, shift);
    console.log(`  by entry script (ms): ${top(entry, 8).join(', ')}`);
    console.log(`  by function, self (ms):\n    ${top(self, 15).join('\n    ')}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const builtDist = process.env.WEB_DIST ?? defaultWebDist;
  if (!existsSync(join(builtDist, 'index.html'))) throw new Error(`no built web app in ${builtDist}`);
  const dist = mkdtempSync(join(tmpdir(), 'app-longtask-dist-'));
  cpSync(builtDist, dist, { recursive: true });
  let app: RunningApp | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    app = await startApp({ WEB_DIST: dist });
    const pages = process.argv[2]?.split(',') ?? DEFAULT_PAGES;
    for (const path of pages) {
      await profilePage(browser, app.url + path);
      // The tasks without a script (Lighthouse's "Unattributable"): what they are, from the trace (ADR 1405).
      await traceMainThread(browser, app.url + path);
    }
  } finally {
    await browser.close();
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

await main();
