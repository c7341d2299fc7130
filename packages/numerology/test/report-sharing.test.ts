/**
 * Two different people's comprehensive reports share few identical sentences (issue 23: "aim under 15%
 * identical for people whose core numbers differ, with the working left out"). Over a fixed, varied list of
 * generated people (names of many origins, dates 1930-2015, both morning flags, several reading dates),
 * for every pair whose Life Path, Expression, Soul Urge and Personality all differ: the share of the smaller
 * report's sentences found word for word in the other, the working ("How your numbers were calculated")
 * left out. Nine pairs in ten stay under 15%, and the typical pair well under it.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { meaningOf } from '../src/text/numbers';
import { generatedPeople } from './support/figures';
import { median, overlap, sentencesOf } from './support/sentences';

const WORKING = /How your numbers were calculated/;
const ON = ['2026-06-15', '2027-02-03'];

/** Which pairs are compared: core numbers all differing, or the same Life Path with the other three differing. */
type Pairing = 'differ' | 'same Life Path';

function sharing(salt: number, on: string, write = writeComprehensiveReport, pairing: Pairing = 'differ') {
  const people = generatedPeople(70, salt);
  const reports = people.map((p) => write(p, on));
  const sentences = reports.map((r) => sentencesOf(r.markdown, { skipSections: WORKING }));
  const cores = reports.map((r) => {
    const c = r.chart.core;
    return [c.lifePath.value, c.expression.value, c.soulUrge.value, c.personality.value];
  });
  const shares: number[] = [];
  for (let i = 0; i < people.length; i++)
    for (let j = i + 1; j < people.length; j++)
      if (
        pairing === 'differ'
          ? cores[i]?.every((v, k) => v !== cores[j]?.[k])
          : cores[i]?.[0] === cores[j]?.[0] && cores[i]?.slice(1).every((v, k) => v !== cores[j]?.[k + 1])
      )
        shares.push(overlap(sentences[i] ?? [], sentences[j] ?? []));
  const sorted = [...shares].sort((a, b) => a - b);
  return { pairs: shares.length, median: median(shares), p90: sorted[Math.floor(sorted.length * 0.9)] ?? 1 };
}

describe('identical sentences between two people whose core numbers differ', () => {
  it.each([
    [0, ON[0]],
    [31, ON[1]],
  ] as const)(
    'people of salt %i on %s: 90th percentile under 15%, median under 10%',
    (salt, on) => {
      const f = sharing(salt, on as string);
      expect(f.pairs).toBeGreaterThan(400);
      expect(f.p90).toBeLessThan(0.15);
      expect(f.median).toBeLessThan(0.1);
    },
    60_000,
  );
});

describe('identical sentences between two people who share a Life Path', () => {
  // Issue 23 set no bar here ("report what you measure"): the Life Path's own text is rightly the same. Sentences said
  // of the Life Path alone now also name another of the reader's numbers or facts (the Expression beside it on the
  // Tree and in the sources, the Birthday's number against it, the age inside the pinnacles' lengths, the Hebrew
  // birth month, the numbers calculators disagree on): median 16.2% and 15.7% before, 13.5% and 13.0% after; 90th
  // percentile 21.6% and 21.5% before, 18.8% after. The highest pairs (about a third) share a birth day and month
  // as well, so their pinnacles and challenges too.
  it.each([
    [0, ON[0]],
    [31, ON[1]],
  ] as const)(
    'people of salt %i on %s whose other three core numbers differ: median under 14.5%, 90th percentile under 20%',
    (salt, on) => {
      const f = sharing(salt, on as string, writeComprehensiveReport, 'same Life Path');
      expect(f.pairs).toBeGreaterThan(150);
      expect(f.median).toBeLessThan(0.145);
      expect(f.p90).toBeLessThan(0.2);
    },
    60_000,
  );
});

describe('identical sentences between two free reports whose core numbers differ', () => {
  // The free report is short, so a sentence said to everyone weighs more: its rules line, the Hebrew date's
  // "we will not guess" and the offer of the comprehensive report were each the same for everyone (median
  // 16.7% before issue 23's sentences were said of the reader's own numbers, letter and month; now about 9%).
  it.each([
    [0, ON[0]],
    [31, ON[1]],
  ] as const)(
    'people of salt %i on %s: median under 12%, 90th percentile under 15%',
    (salt, on) => {
      // The closing word was the same for everyone who drew its wording (90th percentile 15.2-16.2%); said of the
      // reader's Expression or Life Path, it is under 15% (scripts/report-overlap.ts prints the figures).
      const f = sharing(salt, on as string, writeSimpleReport);
      expect(f.pairs).toBeGreaterThan(400);
      expect(f.median).toBeLessThan(0.12);
      expect(f.p90).toBeLessThan(0.15);
    },
    60_000,
  );
});

describe('identical sentences between two free reports of people who share a Life Path', () => {
  // The Life Path's place on the Tree named the Life Path alone, and the numbers were a sentence of their own after a
  // sentence said to everyone: median 25.7% and 23.6% before, 21.9% and 19.4% after (issue 23: report what you measure).
  it.each([
    [0, ON[0]],
    [31, ON[1]],
  ] as const)(
    'people of salt %i on %s whose other three core numbers differ: median under 23%',
    (salt, on) => {
      const f = sharing(salt, on as string, writeSimpleReport, 'same Life Path');
      expect(f.pairs).toBeGreaterThan(150);
      expect(f.median).toBeLessThan(0.23);
    },
    60_000,
  );
});

describe("the free report's closing word", () => {
  it("is said of the reader's Expression or Life Path, in its own keywords (adults: a reader under 18 hears young ones)", () => {
    for (const p of generatedPeople(40, 5).filter((x) => x.dateOfBirth < '2005')) {
      const r = writeSimpleReport(p, ON[0] as string);
      const closing = r.markdown.split('## A closing word')[1]?.split('\n\n')[1] ?? '';
      const ex = meaningOf(r.chart.core.expression.value).keywords[0] as string;
      const lp = meaningOf(r.chart.core.lifePath.value).keywords[0] as string;
      expect(closing, p.name).toMatch(new RegExp(`talents that have ${ex} and \\w+ at their core|a road of ${lp}`));
    }
  });
});
