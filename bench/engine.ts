import { performance } from 'node:perf_hooks';
import type * as Numerology from '@app/numerology';
import { formatFigures, generatedPeople, overlapFigures } from '../packages/numerology/test/support/figures';
import { benchPeople } from './lib/people';
import { BenchSkipped, fmt, type BenchResult } from './lib/results';

type Engine = typeof Numerology;

const AS_OF = '2026-06-15';

/** Mean milliseconds per call of `fn` over `iterations`, after a warm-up. */
function meanMs(iterations: number, fn: (i: number) => unknown): number {
  let sink = 0;
  for (let i = 0; i < 200; i++) sink += fn(i) ? 1 : 0;
  const start = performance.now();
  for (let i = 0; i < iterations; i++) sink += fn(i) ? 1 : 0;
  const ms = (performance.now() - start) / iterations;
  if (sink < 0) console.log(sink); // keeps the calls from being optimised away
  return ms;
}

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
  const baseline = meanMs(iterations, (i) => JSON.stringify(charts[i % charts.length]).length);
  const comprehensive = meanMs(
    iterations,
    (i) => engine.writeComprehensiveReport(people[i % people.length]!, AS_OF).markdown.length,
  );
  const simple = meanMs(iterations, (i) => engine.writeSimpleReport(people[i % people.length]!, AS_OF).markdown.length);
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  // The words, not the speed: how much the paid report repeats the free one and other people's (issue 12).
  const figures = overlapFigures(generatedPeople(120), AS_OF);
  for (const line of formatFigures(figures)) console.log(`  ${line}`);
  return [
    {
      bench: 'e. engine',
      metric: 'comprehensive reading, mean',
      value: `${us(comprehensive)} (${Math.round(1000 / comprehensive).toLocaleString('en-US')}/s)`,
      ratio: fmt.ratio(comprehensive / baseline, 'JSON.stringify(chart)'),
      target: '<= 120 µs',
      verdict: comprehensive <= 0.12 ? 'met' : 'NOT met',
    },
    {
      bench: 'e. engine',
      metric: 'simple reading, mean',
      value: us(simple),
      ratio: fmt.ratio(simple / baseline, 'JSON.stringify(chart)'),
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
