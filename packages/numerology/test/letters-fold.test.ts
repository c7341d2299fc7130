import { describe, expect, it } from 'vitest';
import { writeSimpleReport } from '../src/index';
import { latinLetters } from '../src/name';

describe('typed letters fold to the Latin alphabet', () => {
  it.each([
    ['é', 'E'],
    ['Å', 'A'],
    ['ß', 'SS'],
    ['ĳ', 'IJ'], // ligatures: compatibility decomposition (found by the property tests)
    ['ﬁ', 'FI'],
    ['Ａ', 'A'], // full-width
    ['1', ''],
    ['-', ''],
  ])('%s → %s', (typed, letters) => {
    expect(latinLetters(typed)).toBe(letters);
  });

  it('a name written only with a ligature still gets a reading', () => {
    const reading = writeSimpleReport({ name: 'ĳ', dateOfBirth: '1990-01-01', bornInMorning: false }, '2026-01-01');
    expect(reading.wordCount).toBeGreaterThanOrEqual(500);
  });
});
