/**
 * A against B on this noisy machine (issue 25): two builds of the web app served side by side by the real app,
 * Lighthouse mobile alternating between them on each page, best of the runs per build, with the LCP element, its
 * phases and the requests of the best run of each. The machine's load moves both builds alike.
 *
 *   npx tsx bench/ab.ts <dist A> <dist B> [/path,…] [runs per build]
 */
import { loadavg } from 'node:os';
import { better, runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { fmt } from './lib/results';
import { startApp, type RunningApp } from './lib/servers';

const [distA, distB, pageList = '/', runsArg = '3'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: npx tsx bench/ab.ts <dist A> <dist B> [/path,…] [runs]');
const runs = Number(runsArg);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const line = (r: LighthouseRun) =>
  `${r.score}, FCP ${fmt.ms(r.fcpMs)}, LCP ${fmt.ms(r.lcpMs)}, TBT ${fmt.ms(r.tbtMs)}, CLS ${r.cls.toFixed(3)}`;

const apps: [string, RunningApp][] = [];
try {
  for (const [label, dist] of [
    ['A', distA],
    ['B', distB],
  ] as const)
    apps.push([label, await startApp({ WEB_DIST: dist })]);
  for (const path of pageList.split(',')) {
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
      console.log(`${path} ${label} best: ${line(run)}\n    LCP element: ${run.lcpElement.slice(0, 120)}`);
      console.log(`    phases: ${run.lcpPhases}`);
      for (const r of run.requests)
        console.log(
          `    ${String(r.startMs).padStart(5)}-${String(r.endMs).padEnd(5)} ${fmt.kb(r.transferSize).padStart(9)} ${r.path}`,
        );
    }
  }
} finally {
  for (const [, app] of apps) await app.close();
}
process.exit(0);
