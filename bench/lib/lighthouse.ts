import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Scripts fetched during the load: path and bytes on the wire. */
  scripts: { path: string; transferSize: number }[];
  /** The LCP element (Lighthouse's snippet) and its phases in ms (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  lcpPhases: string;
  /** Requests of the load: path, start and end (ms, simulated), bytes on the wire. */
  requests: { path: string; startMs: number; endMs: number; transferSize: number }[];
  /** Lighthouse's long tasks (simulated ms): the script it attributes each to, start and duration. */
  longTasks: { path: string; startMs: number; durationMs: number }[];
  /** Main-thread time per script (simulated ms): total, of it evaluation, of it parse and compile. */
  bootup: { path: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  /** Main-thread time per kind of work (Lighthouse's `mainthread-work-breakdown`, simulated ms), largest first. */
  mainThread: { group: string; ms: number }[];
}

/** A URL as the bench prints it: the path on this server, the whole URL elsewhere, `(page)` for none. */
function shortUrl(url: string | undefined): string {
  if (!url) return '(page)';
  try {
    const u = new URL(url);
    return u.hostname === '127.0.0.1' ? u.pathname : url;
  } catch {
    return url;
  }
}

/** The parts of Lighthouse's JSON report the bench reads. */
interface LighthouseReport {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          url: string;
          resourceType?: string;
          transferSize?: number;
          statusCode?: number;
          networkRequestTime?: number;
          networkEndTime?: number;
          // The LCP element audit: a list of two tables (the element, then its phases).
          items?: { node?: { snippet?: string }; phase?: string; timing?: number }[];
          // long-tasks and bootup-time.
          startTime?: number;
          duration?: number;
          total?: number;
          scripting?: number;
          scriptParseCompile?: number;
          // mainthread-work-breakdown.
          group?: string;
          groupLabel?: string;
        }[];
      };
    }
  >;
}

/** Lighthouse's CLI on `url`, its report written into the folder `out` and read back. */
async function lighthouseReport(url: string, out: string): Promise<LighthouseReport> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${join(out, 'profile')}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${join(out, 'lh.json')}`,
  ];
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(join(out, 'lh.json')))
    throw new Error(`lighthouse exited ${code}: ${stderr.join('').slice(-500)}`);
  const report = JSON.parse(readFileSync(join(out, 'lh.json'), 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  return report;
}

/** The figures the bench prints, taken from a report. */
function runOf(report: LighthouseReport): LighthouseRun {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const [element, phases] = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    scripts: items
      .filter((i) => i.resourceType === 'Script' && (i.statusCode ?? 200) < 400)
      .map((i) => ({ path: new URL(i.url).pathname, transferSize: i.transferSize ?? 0 })),
    lcpElement: element?.items?.[0]?.node?.snippet ?? '',
    lcpPhases: (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', '),
    requests: items.map((i) => ({
      path: new URL(i.url).pathname,
      startMs: Math.round(i.networkRequestTime ?? 0),
      endMs: Math.round(i.networkEndTime ?? 0),
      transferSize: i.transferSize ?? 0,
    })),
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((i) => ({
      path: shortUrl(i.url),
      startMs: Math.round(i.startTime ?? 0),
      durationMs: Math.round(i.duration ?? 0),
    })),
    bootup: (report.audits['bootup-time']?.details?.items ?? []).map((i) => ({
      path: shortUrl(i.url),
      totalMs: Math.round(i.total ?? 0),
      scriptingMs: Math.round(i.scripting ?? 0),
      parseMs: Math.round(i.scriptParseCompile ?? 0),
    })),
    mainThread: (report.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .map((i) => ({ group: i.groupLabel ?? i.group ?? '?', ms: Math.round(i.duration ?? 0) }))
      .sort((a, b) => b.ms - a.ms),
  };
}

/**
 * One Lighthouse run of `url` with its defaults: mobile emulation and simulated throttling (150 ms RTT,
 * 1.6 Mbps down, 4x CPU slowdown), performance only, in a fresh Chromium profile.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const out = mkdtempSync(join(tmpdir(), 'app-bench-lh-'));
  try {
    return runOf(await lighthouseReport(url, out));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The better of two runs: higher score, then lower LCP (the machine is shared: a slow run is noise, not the page). */
export function better(a: LighthouseRun, b: LighthouseRun): LighthouseRun {
  if (a.score !== b.score) return a.score > b.score ? a : b;
  return a.lcpMs <= b.lcpMs ? a : b;
}
