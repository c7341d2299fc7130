/**
 * Two numbers of a chart are named by two different words (issue 23): "The compassion of the one and the
 * compassion of the other reinforce each other" was said for a Life Path 33 with a Soul Urge 9, and "the numbers
 * of the practical world, of building and partnership (2, 4 and 8). The partnership of the one …" for 2 with 4.
 * Over every pair of numbers, phrasing and age (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningOf } from '../src/text/numbers';
import { youthMeaningOf } from '../src/text/youth';
import { interplay } from '../src/write/phrases';
import { writeSimpleReport } from '../src/reading';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];

/** The words a pair sentence names its two numbers by, and the sentence before it. */
function namedPairs(text: string): Array<{ before: string; a: string; b: string }> {
  const out: Array<{ before: string; a: string; b: string }> = [];
  for (const m of text.matchAll(/(?:^|\. )([^.]*)\. The (\w+) of the one and the (\w+) of the other/g))
    out.push({ before: m[1] ?? '', a: m[2] ?? '', b: m[3] ?? '' });
  for (const m of text.matchAll(/is about (\w+), while your [\w ]+ \d+ speaks of (\w+)/g))
    out.push({ before: '', a: m[1] ?? '', b: m[2] ?? '' });
  return out;
}

describe('a pair of numbers is named by two words', () => {
  it('never the same word for both, nor a word the sentence before has just said', () => {
    let named = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMBERS),
        fc.constantFrom(...NUMBERS),
        fc.nat(),
        fc.constantFrom(meaningOf, youthMeaningOf),
        (a, b, seed, meaning) => {
          fc.pre(a !== b);
          for (const pair of namedPairs(interplay('Dana', 'Life Path', a, 'Soul Urge', b, seed, meaning))) {
            named++;
            expect(pair.a).not.toBe(pair.b);
            expect(pair.before).not.toMatch(new RegExp(`\\b(?:${pair.a}|${pair.b})\\b`));
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(named).toBeGreaterThan(100);
  });

  it('a Life Path 33 with a Soul Urge 9 reads two words, as read aloud for 张晓燕', () => {
    const md = writeSimpleReport(
      { name: '张晓燕', dateOfBirth: '1988-12-22', bornInMorning: false },
      '2026-11-27',
    ).markdown;
    expect(md).not.toMatch(/compassion of the one and the compassion of the other/);
    expect(md).toMatch(/The compassion of the one and the completion of the other reinforce each other/);
  });
});
