import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, type BenchResult } from './lib/results';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const JS_BUDGET_BYTES = 90_000;

/** Gzip size of a built file (the .gz Vite wrote next to it, else gzip -9 now). */
function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * JS the home page pulls in statically: its module scripts and modulepreloads, then every static
 * `import … from "./x.js"` inside them (dynamic `import()` excluded). A lower bound: the browser may
 * also load lazy chunks at start-up, which the Lighthouse run counts.
 */
function staticJsGraph(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${m[1]}`);
  }
  return [...seen];
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts fetched during the load: path and bytes on the wire. */
  scripts: { path: string; transferSize: number }[];
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const out = mkdtempSync(join(tmpdir(), 'app-bench-lh-'));
  try {
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
    const report = JSON.parse(readFileSync(join(out, 'lh.json'), 'utf8')) as {
      runtimeError?: { message: string };
      categories: { performance: { score: number | null } };
      audits: Record<
        string,
        {
          numericValue?: number;
          details?: { items?: { url: string; resourceType?: string; transferSize?: number; statusCode?: number }[] };
        }
      >;
    };
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const items = report.audits['network-requests']?.details?.items ?? [];
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scripts: items
        .filter((i) => i.resourceType === 'Script' && (i.statusCode ?? 200) < 400)
        .map((i) => ({ path: new URL(i.url).pathname, transferSize: i.transferSize ?? 0 })),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** (b) Lighthouse mobile performance of the home page, and the JS (gzip) it loads before any user action. */
export async function benchWeb(appUrl: string, dist: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const graph = staticJsGraph(dist);
  const graphBytes = graph.reduce((sum, f) => sum + gzipBytes(join(dist, f)), 0);

  if (!existsSync(CHROMIUM)) {
    console.log(`  SKIP b. lighthouse: no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
    results.push({
      bench: 'b. home page',
      metric: 'Lighthouse mobile performance',
      value: '-',
      verdict: `skipped: no Chromium at ${CHROMIUM}`,
    });
  } else {
    const runs: LighthouseRun[] = [];
    const count = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
    for (let i = 0; i < count; i++) {
      const run = await runLighthouse(`${appUrl}/`);
      console.log(
        `  Lighthouse run ${i + 1}: performance ${run.score}, LCP ${fmt.ms(run.lcpMs)}, TBT ${fmt.ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)}`,
      );
      runs.push(run);
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)]!;
    results.push({
      bench: 'b. home page',
      metric: `Lighthouse mobile performance (median of ${runs.length})`,
      value: `${median.score} (LCP ${fmt.ms(median.lcpMs)}, TBT ${fmt.ms(median.tbtMs)}, CLS ${median.cls.toFixed(3)})`,
      target: '>= 95',
      verdict: median.score >= 95 ? 'met' : 'NOT met',
    });
    // Every script Chromium fetched during the load, sized as gzip from the build (or as sent, if the
    // build changed under us).
    const seen = new Map(median.scripts.map((s) => [s.path, s.transferSize]));
    const sizes = [...seen].map(([path, sent]) => ({
      path,
      bytes: existsSync(join(dist, path)) ? gzipBytes(join(dist, path)) : sent,
    }));
    const loadedBytes = sizes.reduce((sum, s) => sum + s.bytes, 0);
    results.push({
      bench: 'b. home page',
      metric: `JS gzip loaded before any user action (${sizes.length} files)`,
      value: fmt.kb(loadedBytes),
      ratio: `static import graph alone: ${fmt.kb(graphBytes)} in ${graph.length} files`,
      target: '<= 90 kB',
      verdict: loadedBytes <= JS_BUDGET_BYTES ? 'met' : 'NOT met',
    });
    console.log(`  scripts loaded: ${sizes.map((s) => `${s.path} ${fmt.kb(s.bytes)}`).join(', ')}`);
    return results;
  }
  results.push({
    bench: 'b. home page',
    metric: `JS gzip, static import graph (${graph.length} files)`,
    value: fmt.kb(graphBytes),
    target: '<= 90 kB',
    verdict: graphBytes <= JS_BUDGET_BYTES ? 'met' : 'NOT met',
  });
  return results;
}
