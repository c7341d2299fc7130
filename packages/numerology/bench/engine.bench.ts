/**
 * Engine benchmark (plain script): `npx tsx packages/numerology/bench/engine.bench.ts`.
 * Prints comprehensive readings per second, mean ms per reading, and the ratio against a baseline
 * measured in the same run (JSON.stringify of the same charts), so machines of different speed compare.
 * Target: a comprehensive reading in under 1 ms.
 */
import { performance } from 'node:perf_hooks';
import {
  answerQuestion,
  computeChart,
  writeComprehensiveReport,
  writeSimpleReport,
  type PersonInput,
} from '../src/index';

const FIRST = [
  'Sarah',
  'Thomas',
  'Léa',
  'Żaneta',
  "D'Arcy",
  'Yolanda',
  'Bryan',
  'Mary-Kate',
  'Søren',
  'Ægir',
  'דוד',
  'Nguyễn',
  'Olúwaseun',
  'Chloé',
];
const LAST = [
  'Levy',
  'Mapother',
  'Müller',
  "O'Brien",
  'Smith-Jones',
  'Cohen',
  'García Márquez',
  'כהן',
  'Øberg',
  'Doyle',
];
const ASOF = '2026-06-15';

function people(n: number): PersonInput[] {
  const out: PersonInput[] = [];
  for (let i = 0; i < n; i++) {
    const year = 1900 + ((i * 37) % 126);
    const month = 1 + ((i * 5) % 12);
    const day = 1 + ((i * 11) % 28);
    out.push({
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`,
      dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      bornInMorning: i % 2 === 0,
    });
  }
  return out;
}

function time(label: string, iterations: number, fn: (i: number) => unknown): number {
  let sink = 0;
  for (let i = 0; i < Math.min(1000, iterations); i++) sink += String(fn(i)).length; // warm-up
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const r = fn(i);
    sink += typeof r === 'string' ? r.length : 1;
  }
  const ms = performance.now() - start;
  const mean = ms / iterations;
  console.log(
    `${label.padEnd(34)} ${iterations.toString().padStart(6)} runs  ${(1000 / mean).toFixed(0).padStart(8)} /s  ${mean.toFixed(4)} ms mean${sink < 0 ? '' : ''}`,
  );
  return mean;
}

const N = Number(process.env.BENCH_ITERATIONS ?? 5000);
const inputs = people(500);
const charts = inputs.map((p) => computeChart(p, ASOF));
const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

console.log(`@app/numerology engine benchmark (Node ${process.version}, ${N} iterations)\n`);
const baseline = time('baseline: JSON.stringify(chart)', N, (i) => JSON.stringify(pick(charts, i)));
const chart = time('computeChart', N, (i) => computeChart(pick(inputs, i), ASOF));
const simple = time('writeSimpleReport', N, (i) => writeSimpleReport(pick(inputs, i), ASOF).markdown);
const comprehensive = time(
  'writeComprehensiveReport',
  N,
  (i) => writeComprehensiveReport(pick(inputs, i), ASOF).markdown,
);
const question = time(
  'answerQuestion',
  N,
  (i) => answerQuestion(pick(inputs, i), 'Should I change jobs this year?', ASOF).markdown,
);

console.log('');
console.log(`comprehensive readings per second: ${(1000 / comprehensive).toFixed(0)}`);
console.log(
  `mean ms per comprehensive reading: ${comprehensive.toFixed(4)} (target < 1 ms: ${comprehensive < 1 ? 'met' : 'NOT met'})`,
);
console.log(`ratio comprehensive / baseline JSON.stringify(chart): ${(comprehensive / baseline).toFixed(2)}x`);
console.log(`ratio comprehensive / simple report: ${(comprehensive / simple).toFixed(2)}x`);
console.log(
  `ratio computeChart / baseline: ${(chart / baseline).toFixed(2)}x; question / baseline: ${(question / baseline).toFixed(2)}x`,
);
