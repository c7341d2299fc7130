import { performance } from 'node:perf_hooks';
import type * as Numerology from '@app/numerology';
import { formatFigures, generatedPeople, overlapFigures } from '../packages/numerology/test/support/figures';
import { benchPeople } from './lib/people';
import { BenchSkipped, fmt, type BenchResult } from './lib/results';

type Engine = typeof Numerology;

const AS_OF = '2026-06-15';

/** Mean milliseconds per call of `fn` over `iterations` (after the warm-up below). */
function meanMs(iterations: number, fn: (i: number) => unknown): number {
  let sink = 0;
  const start = performance.now();
  for (let i = 0; i < iterations; i++) sink += fn(i) ? 1 : 0;
  const ms = (performance.now() - start) / iterations;
  if (sink < 0) console.log(sink); // keeps the calls from being optimised away
  return ms;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * The baseline and each reading measured in turn, `rounds` times, after a warm-up of every one of them:
 * per measure the median of its rounds, and per reading the median of its ratios to the baseline of the same round. A burst of other work on the shared machine then spoils one
 * round of everything instead of the whole of one measure, and the readings are timed as a server runs
 * them (optimised, young generation sized), not while the first thousand are being compiled (ADR 0621).
 */
function measure(
  fns: Record<string, (i: number) => unknown>,
  iterations: number,
  rounds: number,
): Record<string, { median: number; rounds: number[] }> {
  for (const fn of Object.values(fns)) meanMs(WARM_UP, fn);
  const times: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++)
    for (const [name, fn] of Object.entries(fns)) (times[name] ??= []).push(meanMs(Math.ceil(iterations / rounds), fn));
  return Object.fromEntries(Object.entries(times).map(([name, t]) => [name, { median: median(t), rounds: t }]));
}

/** Readings (and baseline calls) run before any is timed: enough for V8 to optimise the writers. */
const WARM_UP = Number(process.env.BENCH_ENGINE_WARM_UP ?? 1500);

/**
 * (e) Comprehensive readings per second from the engine itself, against JSON.stringify of the same
 * person's chart measured in the same run (a cheap, allocation-heavy baseline that tracks machine speed).
 */
export async function benchEngine(): Promise<BenchResult[]> {
  let engine: Engine;
  try {
    engine = await import('@app/numerology');
  } catch (error) {
    throw new BenchSkipped(`@app/numerology does not load yet (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof engine.writeComprehensiveReport !== 'function')
    throw new BenchSkipped('writeComprehensiveReport is not exported yet');

  const people = benchPeople(400);
  // Plain data (lazy parts written out once), so the baseline is the same work whatever the chart's classes.
  const charts = people.map((p) => JSON.parse(JSON.stringify(engine.computeChart(p, AS_OF))) as unknown);
  const iterations = Number(process.env.BENCH_ENGINE_ITERATIONS ?? 3000);
  const rounds = Number(process.env.BENCH_ENGINE_ROUNDS ?? 5);
  const m = measure(
    {
      baseline: (i) => JSON.stringify(charts[i % charts.length]).length,
      comprehensive: (i) => engine.writeComprehensiveReport(people[i % people.length]!, AS_OF).markdown.length,
      simple: (i) => engine.writeSimpleReport(people[i % people.length]!, AS_OF).markdown.length,
    },
    iterations,
    rounds,
  );
  const comprehensive = m.comprehensive!.median;
  const simple = m.simple!.median;
  // Each reading against the baseline of its own round, then the median: the machine's speed in that round cancels.
  const ratio = (name: string) => median(m[name]!.rounds.map((ms, r) => ms / m.baseline!.rounds[r]!));
  for (const [name, t] of Object.entries(m))
    console.log(`  ${name}: ${t.rounds.map((ms) => (ms * 1000).toFixed(1)).join(', ')} µs in ${rounds} rounds`);
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  // The words, not the speed: how much the paid report repeats the free one and other people's (issue 12).
  const figures = overlapFigures(generatedPeople(120), AS_OF);
  for (const line of formatFigures(figures)) console.log(`  ${line}`);
  return [
    {
      bench: 'e. engine',
      metric: 'comprehensive reading, median of rounds',
      value: `${us(comprehensive)} (${Math.round(1000 / comprehensive).toLocaleString('en-US')}/s)`,
      ratio: fmt.ratio(ratio('comprehensive'), 'JSON.stringify(chart)'),
      target: '<= 120 µs',
      verdict: comprehensive <= 0.12 ? 'met' : 'NOT met',
    },
    {
      bench: 'e. engine',
      metric: 'simple reading, median of rounds',
      value: us(simple),
      ratio: fmt.ratio(ratio('simple'), 'JSON.stringify(chart)'),
      target: '<= 25 µs',
      verdict: simple <= 0.025 ? 'met' : 'NOT met',
    },
    {
      bench: 'e. engine',
      metric: 'free report sentences in the comprehensive (max)',
      value: `${(figures.freeInComprehensive.max * 100).toFixed(1)}%`,
      target: '<= 20%',
      verdict: figures.freeInComprehensive.max <= 0.2 ? 'met' : 'NOT met',
    },
    {
      bench: 'e. engine',
      metric: 'masked sentence overlap, two people (median)',
      value: `${(figures.maskedPairs.median * 100).toFixed(1)}% of ${figures.maskedPairs.pairs} pairs`,
      target: '< 25%',
      verdict: figures.maskedPairs.median < 0.25 ? 'met' : 'NOT met',
    },
  ];
}
