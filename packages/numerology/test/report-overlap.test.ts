/**
 * The comprehensive report is more than the free one (issue 12): at most 20% of the free report's
 * sentences reappear in it, no sentence over 40 characters is printed twice in one reading, and two
 * people whose core numbers differ share under 25% of their sentences (median) once names and digits
 * are masked. Figures come from test/support (also printed by `npm run bench`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople, overlapFigures } from './support/figures';
import { masker, overlap, repeatedSentences, sentencesOf, shareOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261122 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const ASOF = '2026-06-15';
const FIRST = ['Sarah', 'Thomas', 'Mary-Kate', 'José', 'Aisha', 'Yolanda', 'Dmitri', 'Noa', 'Kwame', 'Zoë', 'Bryan'];
const LAST = ['Levy', 'Mapother', "O'Brien", 'García', 'Okafor', 'Smith', 'Cohen', 'Nguyen', 'Doyle', 'Haddad'];
const person = fc.record({
  name: fc
    .tuple(fc.constantFrom(...FIRST), fc.constantFrom('', 'Lynn', 'Ray', 'Anne'), fc.constantFrom(...LAST))
    .map((parts) => parts.filter(Boolean).join(' ')),
  dateOfBirth: fc
    .tuple(fc.integer({ min: 1900, max: 2020 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  bornInMorning: fc.boolean(),
});

describe('sentence helpers', () => {
  it('split Markdown into sentences, leaving headings out and undoing escapes', () => {
    expect(sentencesOf('# Title\n\nOne here. Two there!\n\n- **Item:** 5 \\+ 4 \\= 9.')).toEqual([
      'One here.',
      'Two there!',
      'Item: 5 + 4 = 9.',
    ]);
  });
  it('mask names in any case, Hebrew runs and digits', () => {
    const mask = masker(['Mary-Kate O’Brien', "O'Brien"]);
    expect(mask("MARY, your Life Path 11 is שרה לוי; Kate and O'Brien.")).toBe(
      'NAME, your Life Path # is HEB; NAME and NAME.',
    );
  });
  it('count shared, repeated and overlapping sentences', () => {
    expect(shareOf(['a', 'b', 'c', 'd'], ['a', 'x'])).toBe(0.25);
    expect(overlap(['a', 'b'], ['a', 'b', 'c', 'd'])).toBe(1);
    expect(repeatedSentences(['x'.repeat(41), 'short', 'short', 'x'.repeat(41)])).toEqual(['x'.repeat(41)]);
  });
});

describe('the comprehensive report against the free one, for generated people', () => {
  it('reuses at most 20% of the free report, and repeats no long sentence inside either', () => {
    fc.assert(
      fc.property(person, (p) => {
        const free = sentencesOf(writeSimpleReport(p, ASOF).markdown);
        const full = sentencesOf(writeComprehensiveReport(p, ASOF).markdown);
        expect(shareOf(free, full)).toBeLessThanOrEqual(0.2);
        expect(repeatedSentences(full)).toEqual([]);
        expect(repeatedSentences(free)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a birth on the threshold of Adar I and Adar II does not print the month text twice (found by the property above)', () => {
    const p = { name: 'Sarah Levy', dateOfBirth: '1976-03-02', bornInMorning: false };
    const full = writeComprehensiveReport(p, ASOF);
    expect(full.chart.hebrewBirth.monthAfterSunset?.name).toBe('Adar II');
    expect(repeatedSentences(sentencesOf(full.markdown))).toEqual([]);
  });

  it('two people whose core numbers differ share under 25% of sentences (median, names and digits masked)', () => {
    const f = overlapFigures(generatedPeople(80), ASOF);
    expect(f.maskedPairs.pairs).toBeGreaterThan(500);
    expect(f.maskedPairs.median).toBeLessThan(0.25);
    expect(f.freeInComprehensive.max).toBeLessThanOrEqual(0.2);
    expect(f.readingsWithRepeats).toBe(0);
  });
});
