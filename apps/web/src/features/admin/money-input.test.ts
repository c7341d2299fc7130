import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './money-input';

describe('toMinorUnits', () => {
  it('reads whole amounts, one or two decimals, and a decimal comma', () => {
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits(' 4.5 ')).toBe(450);
    expect(toMinorUnits('4.05')).toBe(405);
    expect(toMinorUnits('0,99')).toBe(99);
    expect(toMinorUnits('0')).toBe(0);
  });

  it('refuses anything else rather than guessing', () => {
    for (const text of ['', '4.', '.5', '4.555', '-3', '1e3', '$4', '4 50', '12345678']) {
      expect(toMinorUnits(text), text).toBeUndefined();
    }
  });
});
