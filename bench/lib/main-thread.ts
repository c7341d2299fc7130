/**
 * What the page's main thread does as it loads, task by task, from Chromium's own trace (issue 25, ADR 1405):
 * Lighthouse calls a task without a script "Unattributable"; the trace says what it is. The page is loaded as
 * Lighthouse's simulated runs observe it (no throttling, a 412 px mobile viewport), traced, and every task of the
 * page's main thread over `BENCH_TASK_MS` (default 10 ms) is printed with its kind: `svg-image` (an SVG drawn as an
 * image: a document Blink builds on the main thread), `parse`, `style+layout` (with the layout objects laid out),
 * `module` (a module script evaluated), `script`, `other`; then the total of style and layout. Times are observed
 * ms; Lighthouse multiplies them by 4, so a task over 12.5 ms here is a long task there. Run by
 * bench/long-tasks.ts after its profile of each page.
 */
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { documentLoaderURL?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

// navigationStart is in blink.user_timing.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

/** One line per task over `minMs`: its start, length and kind, in page-relative observed ms. */
function tasksOf(events: TraceEvent[], minMs: number): { lines: string[]; styleLayoutMs: number } {
  const nav = events.find((e) => e.name === 'navigationStart' && /^http/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!nav) return { lines: ['(no navigation in the trace)'], styleLayoutMs: NaN };
  const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const tid = main?.tid ?? nav.tid;
  const own = events.filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === 'X' && e.ts >= nav.ts);
  const ms = (us: number) => us / 1000;
  const lines: string[] = [];
  for (const task of own.filter((e) => e.name === 'RunTask' && ms(e.dur ?? 0) >= minMs)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const sum = (name: string) => inside.filter((e) => e.name === name).reduce((s, e) => s + ms(e.dur ?? 0), 0);
    const has = (name: string) => inside.some((e) => e.name === name);
    const half = ms(task.dur ?? 0) / 2;
    const layouts = inside
      .filter((e) => e.name === 'Layout')
      .map((e) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
    const kind = has('SVGImage::DataChanged')
      ? 'svg-image'
      : has('v8.evaluateModule')
        ? 'module'
        : sum('FunctionCall') > half
          ? 'script'
          : sum('ParseHTML') > half
            ? 'parse'
            : has('Layout') || has('UpdateLayoutTree')
              ? `style+layout (style ${sum('UpdateLayoutTree').toFixed(0)}, layout ${sum('Layout').toFixed(0)} ms of ${layouts.join(', ')} objects)`
              : 'other';
    lines.push(`${Math.round(ms(task.ts - nav.ts))} ms +${ms(task.dur ?? 0).toFixed(0)}: ${kind}`);
  }
  const styleLayoutMs = own
    .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
    .reduce((s, e) => s + ms(e.dur ?? 0), 0);
  return { lines, styleLayoutMs };
}

export async function traceMainThread(browser: Browser, url: string): Promise<void> {
  const minMs = Number(process.env.BENCH_TASK_MS ?? 10);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { lines, styleLayoutMs } = tasksOf(trace.traceEvents, minMs);
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `${new URL(url).pathname}, unthrottled as Lighthouse observes it: style and layout ${styleLayoutMs.toFixed(0)} ms in all (load ${load})`,
    );
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await context.close();
  }
}
