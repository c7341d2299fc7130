/**
 * Readers past working age (68 or more on the reading's date; issue 23, ADR 0850): a 90-year-old was told "you shine
 * in engineering, administration, finance" and "You need a partner who shares your ideals". Their work lines speak
 * of the work of their life and what it passes on, their love lines of those closest to them, and no money line
 * speaks of earning. Over generated people, ages and reading dates (fast-check), with the adult words shown to
 * stay for the same people at 40.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonInput } from '../src/chart';
import { addDays, formatIsoDate } from '../src/dates';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** A career to choose, a partner to find, money to earn. */
const WORKING_AGE =
  /\b(?:at work you|you shine in|you thrive as|careers?|in love you|a partner|your partner|the right partner|earn|earning|earns)\b/i;
const PROSE = { skipSections: /How (?:your|these) numbers were calculated|Where calculators disagree/ };

const pool = generatedPeople(300, 68);
const on = fc.integer({ min: 0, max: 3650 }).map((d) => addDays({ year: 2024, month: 1, day: 1 }, d));

/** A generated person whose age on `date` is exactly `age`. */
function aged(p: PersonInput, age: number, date: { year: number; month: number; day: number }, shift: number) {
  const born = addDays({ year: date.year - age - 1, month: date.month, day: date.day }, 1 + (shift % 360));
  return { ...p, dateOfBirth: formatIsoDate(born) };
}

function faults(p: PersonInput, iso: string): string[] {
  return [writeSimpleReport(p, iso), writeComprehensiveReport(p, iso)].flatMap((r) =>
    sentencesOf(r.markdown, PROSE).filter((s) => WORKING_AGE.test(s)),
  );
}

describe('readers past working age', () => {
  it('are told of the work of their life and those closest to them, never a career or a partner to find', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.integer({ min: 68, max: 105 }), fc.nat(), on, (p, age, shift, date) => {
        const old = aged(p, age, date, shift);
        const iso = formatIsoDate(date);
        expect(writeSimpleReport(old, iso).chart.pinnacles.age).toBe(age);
        expect(faults(old, iso)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('at 70, 82 and 90 the free report speaks of the work of a life and the paid one of those closest', () => {
    const on = { year: 2026, month: 11, day: 27 };
    for (const [i, p] of generatedPeople(24, 90).entries()) {
      const age = [70, 82, 90][i % 3] as number;
      const old = aged(p, age, on, i * 17);
      expect(writeSimpleReport(old, '2026-11-27').markdown).toMatch(/In the work of your life\b[^.]*\./);
      expect(writeComprehensiveReport(old, '2026-11-27').markdown).toMatch(/With those closest to you, /);
    }
  });

  it('the same people at 40 still meet the working-age words (the rule is the age, not the text)', () => {
    const on = { year: 2026, month: 11, day: 27 };
    const found = generatedPeople(40, 90).flatMap((p, i) => faults(aged(p, 40, on, i * 17), '2026-11-27'));
    expect(found.some((s) => /At work you/.test(s))).toBe(true);
    expect(found.some((s) => /In love you/.test(s))).toBe(true);
  });

  it('the 90-year-old of the report is not told "you shine in … finance" nor that she needs a partner', () => {
    // Read with the CLI on 27 November 2026: Expression 8, Soul Urge 8, Birthday 9.
    const rose = { name: 'Rose Whitaker', dateOfBirth: '1936-05-09', bornInMorning: false };
    const simple = writeSimpleReport(rose, '2026-11-27').markdown;
    const full = writeComprehensiveReport(rose, '2026-11-27').markdown;
    expect(simple).not.toMatch(/finance/);
    expect(simple).toMatch(/In the work of your life you have organised, led and built/);
    expect(full).not.toMatch(/you need a partner/i);
    expect(full).toMatch(/With those closest to you, you are loyal and protective/);
    expect(full).toMatch(/In the work of your life you have served something larger than yourself/);
  });
});
