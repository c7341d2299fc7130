import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeBehindTally } from './visitor-tally';

describe('writeBehindTally', () => {
  let writes: [string, number][][];
  let fail: boolean;
  const write = async (counts: [string, number][]) => {
    if (fail) throw new Error('database down');
    writes.push(counts);
  };
  beforeEach(() => {
    writes = [];
    fail = false;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('writes nothing on add, then every pending day in one write after the delay', async () => {
    const tally = writeBehindTally(write, { delayMs: 1000 });
    tally.add('2026-11-23');
    tally.add('2026-11-23');
    tally.add('2026-11-24');
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([
      [
        ['2026-11-23', 2],
        ['2026-11-24', 1],
      ],
    ]);
    // Nothing pending: no timer, no empty write.
    await vi.advanceTimersByTimeAsync(5000);
    await tally.flush();
    expect(writes).toHaveLength(1);
  });

  it('flush writes at once and disarms the timer; close writes the rest and ignores later counts', async () => {
    const tally = writeBehindTally(write, { delayMs: 1000 });
    tally.add('2026-11-23');
    await tally.flush();
    expect(writes).toEqual([[['2026-11-23', 1]]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(1);
    tally.add('2026-11-23');
    await tally.close();
    tally.add('2026-11-23');
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([[['2026-11-23', 1]], [['2026-11-23', 1]]]);
  });

  it('keeps the counts of a failed write for the next one, and reports the failure', async () => {
    const errors: unknown[] = [];
    const tally = writeBehindTally(write, { delayMs: 1000, onError: (e) => errors.push(e) });
    fail = true;
    tally.add('2026-11-23');
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(writes).toEqual([]);
    fail = false;
    tally.add('2026-11-23');
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([[['2026-11-23', 2]]]);
  });
});
