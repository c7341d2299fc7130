/**
 * A karmic lesson read beside a master number says why the master carries the missing digit (issue 23): "No letter
 * of your name is worth 2 … and yet your Expression and Soul Urge, both 11, carry that very number" was said to a
 * 16-year-old, who sees an 11, not a 2. Over every master, position, phrasing and list of numbers (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';
import { lessonBeside } from '../src/text/combinations';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const KEYS = [
  ['lifePath', 'Life Path'],
  ['expression', 'Expression'],
  ['soulUrge', 'Soul Urge'],
  ['personality', 'Personality'],
  ['birthday', 'Birthday'],
  ['maturity', 'Maturity'],
] as const;

describe('a karmic lesson beside a master number', () => {
  it('says the master adds up to the missing digit; a list without one says nothing of it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([2, 11], [4, 22], [6, 33]),
        fc.subarray([...KEYS], { minLength: 1 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.nat({ max: 5 }),
        ([digit, master], keys, isMaster, index) => {
          const numbers = keys.map(([key, label], i) => ({ key, label, value: isMaster[i] ? master : digit }));
          const text = lessonBeside(digit, 'a quality', numbers, 'Dana', index);
          const said = `${master} adds up to ${digit} (${master % 10} + ${master % 10})`;
          if (numbers.some((n) => n.value === master)) expect(text).toContain(said);
          else expect(text).not.toMatch(/adds up to/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('read aloud for Aurora, 16, whose Expression and Soul Urge are both 11 and whose name has no 2', () => {
    const md = writeComprehensiveReport(
      { name: 'Aurora', dateOfBirth: '2010-01-01', bornInMorning: false },
      '2026-11-27',
    ).markdown;
    expect(md).toMatch(
      /your Expression and Soul Urge, both 11, carry that very number, as 11 adds up to 2 \(1 \+ 1\)\./,
    );
  });
});
