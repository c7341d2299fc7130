/**
 * A master number in a personal cycle is explained where it is said (issue 23): "This month, a Personal Month 22,
 * is a month for building on a larger scale" reached a 15-year-old with no word on why 22 and not 4. Over
 * generated people and reading dates (fast-check): each master number the comprehensive report says (its core
 * numbers, pinnacles and Personal Year, Month and Day; ADR 0852), and each master Life Path, Birthday, Personal
 * Year or Month in the free report, is named as kept whole instead of added down to its root, and what a master
 * number is is said once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '../src/dates';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { numberWord } from '../src/text/numbers';
import { generatedPeople } from './support/figures';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const MASTERS = new Set([11, 22, 33]);
const ROOT: Readonly<Record<number, number>> = { 11: 2, 22: 4, 33: 6 };

/** The prose under the heading `heading`, up to the next heading. */
function section(markdown: string, heading: string): string {
  const after = markdown.split(`\n## ${heading}\n`)[1] ?? '';
  return after.split('\n## ')[0] ?? '';
}

/** What a year section must say of each master number in it, and how often a master number is defined. */
function faults(text: string, cycles: readonly number[]): string[] {
  const out: string[] = [];
  const masters = [...new Set(cycles.filter((n) => MASTERS.has(n)))];
  for (const n of masters) {
    const root = ROOT[n] as number;
    const said = new RegExp(
      `${numberWord(n)} is [^.]*master number[^.]*(?:kept whole instead of added down to|left whole rather than becoming) ${root} \\(`,
    );
    if (!said.test(text)) out.push(`${n} not explained`);
  }
  const defined = text.match(/one of numerology's master numbers/g)?.length ?? 0;
  if (defined !== (masters.length > 0 ? 1 : 0)) out.push(`master numbers defined ${defined} times`);
  return out;
}

const pool = generatedPeople(200, 27);
const on = fc.integer({ min: 0, max: 3650 }).map((d) => formatIsoDate(addDays({ year: 2024, month: 1, day: 1 }, d)));

describe('master numbers in personal cycles', () => {
  it('are explained where they first appear in each report, and a master number is defined once', () => {
    let masters = 0;
    fc.assert(
      fc.property(fc.constantFrom(...pool), on, (p, date) => {
        const simple = writeSimpleReport(p, date);
        const full = writeComprehensiveReport(p, date);
        const { year, month, day } = simple.chart.personal;
        if ([year, month, day].some((c) => MASTERS.has(c.value))) masters++;
        // The free report explains a master number where it first appears: the Life Path, the Birthday or the year.
        const { lifePath, birthday } = simple.chart.core;
        const prose = simple.markdown.split('\n## How this was calculated')[0] ?? '';
        expect(faults(prose, [lifePath.value, birthday.value, year.value, month.value])).toEqual([]);
        // The comprehensive report explains each master number in the section that first says it (ADR 0852).
        const c = full.chart.core;
        const said = [
          ...[c.lifePath, c.expression, c.soulUrge, c.personality, c.birthday, c.maturity].map((n) => n.value),
          ...full.chart.pinnacles.pinnacles.map((p) => p.number.value),
          year.value,
          month.value,
          day.value,
        ];
        const fullProse = full.markdown.split('\n## Where calculators disagree')[0] ?? '';
        expect(faults(fullProse, said)).toEqual([]);
      }),
      { numRuns: 300 },
    );
    // Master cycles are common enough that 300 runs meet them; none met would prove nothing.
    expect(masters).toBeGreaterThan(10);
  }, 60_000);

  it('a 15-year-old in a Personal Month 22 is told why 22 and not 4', () => {
    const teen = { name: 'Lucas Ferreira', dateOfBirth: '2011-03-07', bornInMorning: false };
    const simple = writeSimpleReport(teen, '2026-11-27');
    expect(simple.chart.personal.month.value).toBe(22);
    expect(simple.markdown).toMatch(
      /This month, a Personal Month 22, is a month for building on a larger scale\. Twenty-two is a master number too, kept whole instead of added down to 4 \(2 \+ 2\), so this month has the Four's steady work, aimed higher\./,
    );
    expect(simple.markdown).toMatch(/Eleven is one of numerology's master numbers \(11, 22 and 33\)/);
  });

  it('a master Life Path and Birthday are explained where they are said in the free report, as read for 张晓燕', () => {
    const md = writeSimpleReport(
      { name: '张晓燕', dateOfBirth: '1988-12-22', bornInMorning: false },
      '2026-11-27',
    ).markdown;
    expect(md).toMatch(
      /Thirty-three is one of numerology's master numbers \(11, 22 and 33\), kept whole instead of added down to 6 \(3 \+ 3\)\. On ordinary days, simple kindness close to home, in the spirit of the Six/,
    );
    expect(md).toMatch(
      /a master-number day, adds a gift [^.]*\. Twenty-two is a master number too, kept whole instead of added down to 4 \(2 \+ 2\)\./,
    );
  });

  it('the comprehensive report explains a master number in the Life Path, Expression or pinnacle that first says it', () => {
    const full = (name: string, dateOfBirth: string) =>
      writeComprehensiveReport({ name, dateOfBirth, bornInMorning: false }, '2026-11-27').markdown;
    // Life Path 33: was only "Thirty-three is a master number", with no word on why 33 and not 6.
    expect(section(full('Eleanor Anne Patel', '1992-08-22'), 'Your Life Path 33: The Master Teacher')).toMatch(
      /Thirty-three is one of numerology's master numbers \(11, 22 and 33\), kept whole instead of added down to 6 \(3 \+ 3\)\. A Thirty-three path is the road of the master teacher\./,
    );
    // Expression 22: was "the master number Twenty-two gives you …", with the Four never named.
    expect(section(full('Liam Ray Mapother', '1967-07-04'), 'Your Expression 22: The Master Builder')).toMatch(
      /Twenty-two is one of numerology's master numbers \(11, 22 and 33\), kept whole instead of added down to 4 \(2 \+ 2\), so your talent has the Four's steady work, aimed higher\./,
    );
    // A third pinnacle 11 with no master among the core numbers: explained there, not again in the fourth.
    const cycles = section(
      full('Kwame Anne Levy', '1941-05-09'),
      'The great cycles of your life: pinnacles and challenges',
    );
    expect(cycles).toMatch(
      /\*\*Third pinnacle, from age 44 to 52: 11, the Illuminator\.\*\* [^\n]*Eleven is one of numerology's master numbers \(11, 22 and 33\), kept whole instead of added down to 2 \(1 \+ 1\)\./,
    );
    expect(cycles.match(/master number/g)).toHaveLength(1);
  });

  it('a Personal Month and Day with one master number read above say what it carries once', () => {
    // Maturity 11 explained in its section, then a Personal Month 11 and Day 11: the day said "is an Eleven as well:
    // the Two's patience, with a sharper intuition" a second time (found by repetition.test.ts).
    const full = writeComprehensiveReport(
      { name: 'Ingrid Dubois', dateOfBirth: '1985-06-08', bornInMorning: false },
      '2031-09-18',
    );
    const year = section(full.markdown, 'Your year, month and day');
    expect([full.chart.personal.month.value, full.chart.personal.day.value]).toEqual([11, 11]);
    expect(year).toMatch(
      /The month is an Eleven as well: the Two's patience, with a sharper intuition\. The day is an Eleven too\./,
    );
    expect(year.match(/the Two's patience/g)).toHaveLength(1);
  });
});
