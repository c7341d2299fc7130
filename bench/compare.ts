/**
 * Two builds of the web app side by side (issue 25): `BENCH_ONLY=compare BENCH_COMPARE=<dist A>,<dist B>
 * npm run bench` (pages: BENCH_PAGES, default `/`; runs per build: BENCH_LIGHTHOUSE_RUNS, default 3). Each build
 * is served by the real app; Lighthouse mobile alternates between them on each page, best of the runs per build,
 * printed with the LCP element, its phases and the requests of the best run. The machine's load moves both alike,
 * so on this shared machine an A/B in one run is the way to tell whether a change helped.
 */
import { loadavg } from 'node:os';
import { better, runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { BenchSkipped, fmt, type BenchResult } from './lib/results';
import { startApp, type RunningApp } from './lib/servers';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const line = (r: LighthouseRun) =>
  `${r.score}, FCP ${fmt.ms(r.fcpMs)}, LCP ${fmt.ms(r.lcpMs)}, TBT ${fmt.ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}`;

export async function benchCompare(): Promise<BenchResult[]> {
  const [distA, distB] = process.env.BENCH_COMPARE?.split(',') ?? [];
  if (!distA || !distB) throw new BenchSkipped('set BENCH_COMPARE=<dist A>,<dist B>');
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const pages = process.env.BENCH_PAGES?.split(',') ?? ['/'];
  const results: BenchResult[] = [];
  const apps: [string, RunningApp][] = [];
  try {
    for (const [label, dist] of [
      ['A', distA],
      ['B', distB],
    ] as const)
      apps.push([label, await startApp({ WEB_DIST: dist })]);
    for (const path of pages) {
      const best = new Map<string, LighthouseRun>();
      for (let i = 0; i < runs; i++) {
        for (const [label, app] of i % 2 ? [...apps].reverse() : apps) {
          const run = await runLighthouse(app.url + path).catch((e: Error) => {
            console.log(`  ${path} ${label}: ${e.message.split('\n')[0]}`);
            return undefined;
          });
          if (!run) continue;
          console.log(`  ${path} ${label} run ${i + 1}: ${line(run)} (load ${load()})`);
          const was = best.get(label);
          best.set(label, was ? better(was, run) : run);
        }
      }
      for (const [label, run] of best) {
        console.log(`  ${path} ${label} best: ${line(run)}\n    LCP element: ${run.lcpElement.slice(0, 120)}`);
        console.log(`    phases: ${run.lcpPhases}`);
        for (const r of run.requests)
          console.log(
            `    ${String(r.startMs).padStart(5)}-${String(r.endMs).padEnd(5)} ${fmt.kb(r.transferSize).padStart(9)} ${r.path}`,
          );
        results.push({
          bench: `compare ${path} ${label}`,
          metric: `Lighthouse mobile (best of ${runs})`,
          value: line(run),
          verdict: 'info',
        });
      }
    }
  } finally {
    for (const [, app] of apps) await app.close();
  }
  return results;
}
