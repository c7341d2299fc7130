/**
 * A reading says which letter values it really used (issue 23): a name typed in Hebrew letters is counted
 * with each letter's small value (mispar katan) and is never told "Pythagorean values"; a Latin name is;
 * a name of both scripts, or a pair of such names, is told both.
 */
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const ON = '2026-06-15';
const person = (name: string) => ({ name, dateOfBirth: '1990-03-04', bornInMorning: true });
/** Any claim that the letters took the Pythagorean table. */
const PYTHAGOREAN_CLAIM = /Pythagorean (?:values|form|letter values)|Pythagorean numerology|\(Pythagorean\)/;

describe('the letter values a reading names', () => {
  it('a name typed in Hebrew: mispar katan everywhere, never the Pythagorean values', () => {
    for (const name of ['דוד כהן', 'שרה לוי', 'נועה']) {
      const simple = writeSimpleReport(person(name), ON).markdown;
      const full = writeComprehensiveReport(person(name), ON).markdown;
      for (const md of [simple, full]) {
        expect(md, name).not.toMatch(PYTHAGOREAN_CLAIM);
        expect(md, name).toMatch(/mispar katan/);
      }
      // The working's rule and the closing rules line both say it.
      expect(full).toMatch(
        /your name is written in Hebrew letters, so each letter takes its small value, mispar katan/,
      );
      expect(full).toMatch(/Calculated by this reading's rules: letters at their small Hebrew values \(mispar katan\)/);
      expect(simple).toMatch(
        /Calculated by this reading's rules: letters at their small Hebrew values \(mispar katan\)/,
      );
    }
  });

  it('a Latin name keeps the Pythagorean values and says nothing of mispar katan', () => {
    const full = writeComprehensiveReport(person('Sarah Levy'), ON).markdown;
    expect(full).toMatch(/letters take the Pythagorean values \(A, J and S are 1/);
    expect(full).toMatch(/Calculated by this reading's rules: Pythagorean letter values/);
    expect(full).not.toMatch(/mispar katan/);
  });

  it('a name of both scripts names both tables', () => {
    const full = writeComprehensiveReport(person('Moshe דוד Kaplan'), ON).markdown;
    expect(full).toMatch(
      /Latin letters take the Pythagorean values .*and Hebrew letters their small value, mispar katan/,
    );
    expect(full).toMatch(/Pythagorean values for Latin letters and small values \(mispar katan\) for Hebrew ones/);
  });

  it('a pair with one Hebrew-typed name names both tables, two Latin names only the Pythagorean', () => {
    const mixed = writeCompatibilityReading(person('Sarah Levy'), person('דוד כהן'), ON).markdown;
    expect(mixed).toMatch(/mispar katan/);
    expect(mixed).not.toMatch(/Western \(Pythagorean\) numerology/);
    const hebrew = writeCompatibilityReading(person('שרה לוי'), person('דוד כהן'), ON).markdown;
    expect(hebrew).not.toMatch(PYTHAGOREAN_CLAIM);
    const latin = writeCompatibilityReading(person('Sarah Levy'), person('Tom Cruise'), ON).markdown;
    expect(latin).toMatch(/Western \(Pythagorean\) numerology/);
    expect(latin).not.toMatch(/mispar katan/);
  });
});
