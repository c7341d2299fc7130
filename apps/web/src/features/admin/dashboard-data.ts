import { DASHBOARD_MAX_DAYS, daysInclusive, eachDay } from '@app/contracts/admin-dashboard';

/** The period picker's choices: the last N UTC days up to today, or two chosen days. */
export const PRESETS = [7, 30, 90] as const;

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC calendar days, today included (the server counts UTC days, ADR 0160). */
export function lastDays(days: number, now: Date = new Date()): Period {
  return { from: utcDay(now.getTime() - (days - 1) * DAY_MS), to: utcDay(now.getTime()) };
}

/** Why a custom period cannot be asked for, or undefined when it can (the server checks it again). */
export function periodProblem({ from, to }: Period): string | undefined {
  if (!from || !to) return 'Choose both days.';
  if (from > to) return 'The first day must not be after the last.';
  if (daysInclusive(from, to) > DASHBOARD_MAX_DAYS) return `Choose at most ${DASHBOARD_MAX_DAYS} days.`;
  return undefined;
}

/** One stacked series of a chart: its name and a value per day of the period. */
export interface Series {
  label: string;
  values: number[];
}

/**
 * Sparse rows (only days with something) as one series per distinct `seriesOf(row)`, each with a value
 * for every day of the period (0 where there is no row), in a stable order.
 */
export function toSeries<R extends { day: string }>(
  rows: R[],
  days: string[],
  seriesOf: (row: R) => string,
  valueOf: (row: R) => number,
): Series[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined) continue;
    const name = seriesOf(row);
    const values = series.get(name) ?? new Array<number>(days.length).fill(0);
    values[at]! += valueOf(row);
    series.set(name, values);
  }
  return [...series].sort(([a], [b]) => a.localeCompare(b)).map(([label, values]) => ({ label, values }));
}

export const periodDays = ({ from, to }: Period): string[] => eachDay(from, to);

/** Sums `valueOf` over rows, per key. */
export function totalsBy<R>(rows: R[], keyOf: (row: R) => string, valueOf: (row: R) => number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(keyOf(row), (totals.get(keyOf(row)) ?? 0) + valueOf(row));
  return totals;
}

export const sum = <R>(rows: R[], valueOf: (row: R) => number): number =>
  rows.reduce((total, row) => total + valueOf(row), 0);

const whole = new Intl.NumberFormat('en-US');
export const formatCount = (n: number): string => whole.format(n);

/** A count with its noun in the right number ("1 free reading", "2 free readings"). */
export const countOf = (n: number, one: string, many: string): string => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "3 of 4 (75%)", or a dash when nobody signed up. */
export function formatConversion({
  signups,
  converted,
  rate,
}: {
  signups: number;
  converted: number;
  rate: number | null;
}) {
  if (rate === null) return '–';
  return `${formatCount(converted)} of ${formatCount(signups)} (${Math.round(rate * 100)}%)`;
}
