import { describe, expect, it } from 'vitest';
import { countOf, formatConversion, lastDays, periodDays, periodProblem, toSeries } from './dashboard-data';

describe('dashboard data', () => {
  it('writes a count with its noun in the right number', () => {
    expect(countOf(1, 'free reading', 'free readings')).toBe('1 free reading');
    expect(countOf(0, 'free reading', 'free readings')).toBe('0 free readings');
    expect(countOf(1200, 'reading', 'readings')).toBe('1,200 readings');
  });

  it('counts the last N UTC days with today included, whatever the hour', () => {
    expect(lastDays(7, new Date('2026-03-02T23:30:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays(1, new Date('2026-03-02T00:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(periodDays(lastDays(30, new Date('2024-03-01T12:00:00Z')))).toHaveLength(30);
  });

  it('refuses an upside-down, empty or too long custom period', () => {
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })).toMatch(/after/);
    expect(periodProblem({ from: '', to: '2026-01-01' })).toMatch(/both/);
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toMatch(/366/);
  });

  it('spreads sparse rows over every day, one series per key, summing rows of the same day', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
    const rows = [
      { day: '2026-01-03', kind: 'b', n: 2 },
      { day: '2026-01-01', kind: 'a', n: 1 },
      { day: '2026-01-01', kind: 'a', n: 4 },
      { day: '2025-12-31', kind: 'a', n: 9 },
    ];
    expect(
      toSeries(
        rows,
        days,
        (r) => r.kind,
        (r) => r.n,
      ),
    ).toEqual([
      { label: 'a', values: [5, 0, 0] },
      { label: 'b', values: [0, 0, 2] },
    ]);
  });

  it('writes conversion as a share (money is formatPrice, tested in contracts)', () => {
    expect(formatConversion({ signups: 3, converted: 2, rate: 2 / 3 })).toBe('2 of 3 (67%)');
    expect(formatConversion({ signups: 0, converted: 0, rate: null })).toBe('–');
  });
});
