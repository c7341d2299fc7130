/**
 * The report-overlap figures of issue 12, computed over generated people (same people every run):
 * how much of the free report reappears in the comprehensive one, sentences repeated inside one
 * reading, and how much two different people's comprehensive reports share once names and digits
 * are masked. Printed by `npm run bench`; asserted by test/report-overlap.test.ts.
 */
import type { PersonInput } from '../../src/chart';
import { writeComprehensiveReport, writeSimpleReport } from '../../src/reading';
import { masker, median, overlap, repeatedSentences, sentencesOf, shareOf } from './sentences';

const FIRST = [
  'Sarah',
  'Thomas',
  'Mary-Kate',
  'José',
  'Aisha',
  'Chen',
  'Olúwaseun',
  'Yolanda',
  'Bryan',
  'Ingrid',
  'Dmitri',
  'Fatima',
  'Liam',
  'Noa',
  'Priya',
  'Kwame',
  'Zoë',
  'Mateo',
  'Hannah',
  'Ravi',
  'Eleanor',
  'Yusuf',
];
const MIDDLE = ['', '', 'Lynn', 'Anne', 'James', 'Maria', '', 'Ray', 'Grace', ''];
const LAST = [
  'Levy',
  'Mapother',
  "O'Brien",
  'García',
  'Nakamura',
  'Okafor',
  'Smith',
  'Cohen',
  'Andersson',
  'Patel',
  'Kowalski',
  'Haddad',
  'Nguyen',
  'Fischer',
  'Rossi',
  'Dubois',
  'Mensah',
  'Ivanova',
];

/** `n` people with varied names, dates (1930-2015) and morning flags; deterministic. */
export function generatedPeople(n: number, salt = 0): PersonInput[] {
  let s = (0x9e3779b9 ^ salt) >>> 0;
  const next = () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    s ^= s >>> 13;
    return s >>> 0;
  };
  const of = <T>(xs: readonly T[]) => xs[next() % xs.length] as T;
  return Array.from({ length: n }, () => {
    const middle = of(MIDDLE);
    const year = 1930 + (next() % 86);
    const month = 1 + (next() % 12);
    const day = 1 + (next() % 28);
    return {
      name: [of(FIRST), middle, of(LAST)].filter(Boolean).join(' '),
      dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      bornInMorning: next() % 2 === 0,
    };
  });
}

export interface OverlapFigures {
  readonly people: number;
  /** Share of the free report's sentences found word for word in the comprehensive one. */
  readonly freeInComprehensive: { readonly median: number; readonly max: number };
  /** Readings (either kind) with a sentence of over 40 characters printed twice. */
  readonly readingsWithRepeats: number;
  readonly repeatExamples: readonly string[];
  /** Masked sentence overlap of comprehensive reports, over pairs whose Life Path, Expression, Soul Urge and Personality all differ. */
  readonly maskedPairs: { readonly pairs: number; readonly median: number; readonly p90: number };
  /** The same over every pair, whatever their numbers. */
  readonly maskedAllPairs: { readonly pairs: number; readonly median: number };
  /** The same without the working (the arithmetic section), for comparison. */
  readonly maskedPairsProse: { readonly median: number };
}

const WORKING = /How your numbers were calculated/;

export function overlapFigures(people: readonly PersonInput[], asOf: string): OverlapFigures {
  const shares: number[] = [];
  let readingsWithRepeats = 0;
  const repeatExamples: string[] = [];
  const masked: string[][] = [];
  const prose: string[][] = [];
  const cores: number[][] = [];
  for (const p of people) {
    const simple = writeSimpleReport(p, asOf);
    const full = writeComprehensiveReport(p, asOf);
    const s = sentencesOf(simple.markdown);
    const c = sentencesOf(full.markdown);
    shares.push(shareOf(s, c));
    for (const sentences of [s, c]) {
      const rep = repeatedSentences(sentences);
      if (rep.length > 0) {
        readingsWithRepeats += 1;
        if (repeatExamples.length < 5) repeatExamples.push(rep[0] as string);
      }
    }
    const mask = masker([p.name, full.chart.input.firstName, ...full.chart.name.words.map((w) => w.text)]);
    masked.push(c.map(mask));
    prose.push(sentencesOf(full.markdown, { skipSections: WORKING }).map(mask));
    const k = full.chart.core;
    cores.push([k.lifePath.value, k.expression.value, k.soulUrge.value, k.personality.value]);
  }
  const differing: number[] = [];
  const differingProse: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const o = overlap(masked[i]!, masked[j]!);
      all.push(o);
      if (cores[i]!.every((v, k) => v !== cores[j]![k])) {
        differing.push(o);
        differingProse.push(overlap(prose[i]!, prose[j]!));
      }
    }
  }
  const sorted = [...differing].sort((a, b) => a - b);
  return {
    people: people.length,
    freeInComprehensive: { median: median(shares), max: Math.max(...shares) },
    readingsWithRepeats,
    repeatExamples,
    maskedPairs: {
      pairs: differing.length,
      median: median(differing),
      p90: sorted[Math.floor(sorted.length * 0.9)] ?? 0,
    },
    maskedAllPairs: { pairs: all.length, median: median(all) },
    maskedPairsProse: { median: median(differingProse) },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatFigures(f: OverlapFigures): string[] {
  return [
    `free report sentences found in the comprehensive one: median ${pct(f.freeInComprehensive.median)}, max ${pct(f.freeInComprehensive.max)} (target ≤ 20%)`,
    `readings with a sentence over 40 characters printed twice: ${f.readingsWithRepeats} of ${f.people * 2} (target 0)`,
    `comprehensive reports, names and digits masked, pairs whose four core numbers all differ: median ${pct(f.maskedPairs.median)}, 90th percentile ${pct(f.maskedPairs.p90)} over ${f.maskedPairs.pairs} pairs (target median < 25%)`,
    `  same without the working section: median ${pct(f.maskedPairsProse.median)}; every pair (${f.maskedAllPairs.pairs}): median ${pct(f.maskedAllPairs.median)}`,
  ];
}
