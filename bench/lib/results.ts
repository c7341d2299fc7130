/** One line of the final summary. `ratio` is against the baseline measured in the same run. */
export interface BenchResult {
  bench: string;
  metric: string;
  value: string;
  /** e.g. "0.62x baseline" — the number to compare between machines. */
  ratio?: string;
  target?: string;
  /** 'met' | 'NOT met' | 'skipped: why' | 'info' */
  verdict: string;
}

export class BenchSkipped extends Error {}

export function printTable(results: BenchResult[]): void {
  const header: BenchResult = {
    bench: 'bench',
    metric: 'metric',
    value: 'value',
    ratio: 'ratio',
    target: 'target',
    verdict: 'verdict',
  };
  const rows = [header, ...results];
  const cols: (keyof BenchResult)[] = ['bench', 'metric', 'value', 'ratio', 'target', 'verdict'];
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(...rows.map((r) => String(r[c] ?? '').length))]),
  ) as Record<keyof BenchResult, number>;
  const line = (r: BenchResult) => cols.map((c) => String(r[c] ?? '').padEnd(width[c])).join(' | ');
  console.log('\n' + line(header));
  console.log(cols.map((c) => '-'.repeat(width[c])).join('-|-'));
  for (const r of results) console.log(line(r));
}

export const fmt = {
  rps: (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`,
  ms: (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`,
  ratio: (n: number, of = 'baseline') => `${n.toFixed(2)}x ${of}`,
  kb: (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`,
};
