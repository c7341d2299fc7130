/**
 * How much two people's reports say alike (issue 23: "for two people with no core number in common, % of
 * sentences identical and near-identical; aim under 15% identical, working left out").
 *
 *   npx tsx packages/numerology/scripts/report-overlap.ts [--people 120] [--as-of 2026-11-28] [--examples | --examples-same-life-path]
 *
 * Generates people of many origins (names, dates 1930-2015, both morning flags), renders the free and the
 * comprehensive report for each on one date, drops the working ("How … calculated") and splits the rest into
 * sentences. For every pair it takes the smaller report's distinct sentences and counts:
 *
 * - identical: found word for word in the other report;
 * - same but for the person: not identical, but the same once the person is masked (name words, Hebrew
 *   letters, digits), as test/report-overlap.test.ts masks them;
 * - near-identical: not identical, but the same once the person and the numbers' words and titles are masked,
 *   or differing in at most one word in five from a sentence of the other report (word edit distance,
 *   sentences of six words or more); this includes the line above. It counts frames, e.g. "Second pinnacle,
 *   from age 30 to 38: 5, the Free Spirit." against "… 28 to 36: 7, the Seeker.", so it is an upper bound.
 *
 * Pairs are grouped by what the two people share: no core number in common (Life Path, Expression, Soul Urge,
 * Personality and Birthday all differ, place by place), the same for the stricter "no number anywhere in
 * common" (the two sets of five are disjoint), and a shared Life Path (the other four differing, and any).
 * Each group prints its pair count and the median, mean, 90th percentile and maximum of both shares.
 * `--examples` also prints the sentences most often shared between pairs of the first group;
 * `--examples-same-life-path` those of the group "same Life Path, other four differ".
 */
import type { PersonInput } from '../src/chart';
import { writeComprehensiveReport, writeSimpleReport, type Reading } from '../src/reading';
import { MEANING_NUMBERS, meaningOf, numberWord } from '../src/text/numbers';
import { generatedPeople } from '../test/support/figures';
import { masker, median, sentencesOf } from '../test/support/sentences';

const WORKING = /How (?:your numbers were|this was) calculated/;
const CORE = ['lifePath', 'expression', 'soulUrge', 'personality', 'birthday'] as const;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** More names than the tests' list: origins the tests' generator does not draw, added as a second batch. */
const MORE_FIRST = ['Kenji', 'Amara', 'Siobhan', 'Tariq', 'Leilani', 'Björn', 'Anh', 'Oksana', 'Rafael', 'Mei'];
const MORE_LAST = ['Takahashi', 'Adeyemi', 'Murphy', 'Rahman', 'Kahale', 'Lindqvist', 'Tran', 'Shevchenko'];

function people(n: number): PersonInput[] {
  const base = generatedPeople(Math.ceil(n / 2), 7);
  const more = generatedPeople(Math.floor(n / 2), 101).map((p, i) => ({
    ...p,
    name: `${MORE_FIRST[i % MORE_FIRST.length]} ${MORE_LAST[(i * 7 + 3) % MORE_LAST.length]}`,
  }));
  return [...base, ...more];
}

/** Number words ("Eleven", "eleven") and titles ("the Builder") masked, so two numbers' frames compare. */
const NUMBER_TERMS = new RegExp(
  `\\b(?:${[
    ...MEANING_NUMBERS.map((n) => meaningOf(n).title.replace(/^The /, '')),
    ...MEANING_NUMBERS.map((n) => numberWord(n)),
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
  ]
    .sort((a, b) => b.length - a.length)
    .join('|')}|(?:Thirty|Twenty)-\\w+)s?\\b`,
  'gi',
);

interface Rendered {
  readonly core: readonly number[];
  readonly sentences: readonly string[];
  /** Each sentence with the person masked, in the same order. */
  readonly masked: readonly string[];
  /** Each sentence with only the person masked (name words, Hebrew letters, digits), in the same order. */
  readonly personMasked: readonly string[];
  readonly personMaskedSet: ReadonlySet<string>;
  readonly maskedSet: ReadonlySet<string>;
  readonly words: ReadonlyArray<readonly string[]>;
}

function render(p: PersonInput, r: Reading): Rendered {
  const sentences = [...new Set(sentencesOf(r.markdown, { skipSections: WORKING }))];
  const mask = masker([p.name, r.chart.input.firstName, ...r.chart.name.words.map((w) => w.text)]);
  const personMasked = sentences.map(mask);
  const masked = personMasked.map((s) => s.replace(NUMBER_TERMS, 'NUM'));
  const c = r.chart.core;
  return {
    core: CORE.map((k) => c[k].value),
    sentences,
    masked,
    personMasked,
    personMaskedSet: new Set(personMasked),
    maskedSet: new Set(masked),
    words: masked.map((s) =>
      s
        .toLowerCase()
        .split(/[^\p{L}#]+/u)
        .filter(Boolean),
    ),
  };
}

/** Word edit distance of two token lists, stopping early once it exceeds `limit`. */
function wordDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The sentence of `other` this one nearly repeats, if any. */
function near(words: readonly string[], other: Rendered): string | undefined {
  if (words.length < 6) return undefined;
  const limit = Math.floor(words.length / 5);
  const set = new Set(words);
  for (const [k, w] of other.words.entries()) {
    if (Math.abs(w.length - words.length) > limit) continue;
    let common = 0;
    for (const t of w) if (set.has(t)) common += 1;
    if (common < words.length - 2 * limit) continue;
    if (wordDistance(words, w, limit) <= limit) return other.sentences[k];
  }
  return undefined;
}

interface PairShare {
  readonly identical: number;
  readonly nearIdentical: number;
  readonly sameButPerson: number;
  readonly shared: readonly string[];
  /** Near-identical sentences, each with the sentence of the other report it nearly repeats. */
  readonly nearPairs: ReadonlyArray<readonly [string, string]>;
}

function compare(a: Rendered, b: Rendered): PairShare {
  const [small, large] = a.sentences.length <= b.sentences.length ? [a, b] : [b, a];
  const largeSet = new Set(large.sentences);
  let identical = 0;
  let nearIdentical = 0;
  let sameButPerson = 0;
  const shared: string[] = [];
  const nearPairs: Array<readonly [string, string]> = [];
  small.sentences.forEach((s, i) => {
    if (largeSet.has(s)) {
      identical += 1;
      shared.push(s);
      return;
    }
    if (large.personMaskedSet.has(small.personMasked[i] ?? '')) sameButPerson += 1;
    const masked = small.masked[i] ?? '';
    const other = large.maskedSet.has(masked)
      ? large.sentences[large.masked.indexOf(masked)]
      : near(small.words[i] ?? [], large);
    if (other !== undefined) {
      nearIdentical += 1;
      nearPairs.push([s, other]);
    }
  });
  const n = Math.max(1, small.sentences.length);
  return {
    identical: identical / n,
    nearIdentical: nearIdentical / n,
    sameButPerson: sameButPerson / n,
    shared,
    nearPairs,
  };
}

type Group =
  | 'no core number in common'
  | 'no number anywhere in common'
  | 'same Life Path, other four differ'
  | 'same Life Path, any';

function groupsOf(a: readonly number[], b: readonly number[]): Group[] {
  const out: Group[] = [];
  if (a.every((v, k) => v !== b[k])) out.push('no core number in common');
  if (!a.some((v) => b.includes(v))) out.push('no number anywhere in common');
  if (a[0] === b[0]) {
    out.push('same Life Path, any');
    if (a.slice(1).every((v, k) => v !== b[k + 1])) out.push('same Life Path, other four differ');
  }
  return out;
}

/** `--examples` prints the sentences shared in this group; `--examples-same-life-path` picks the Life Path group. */
const EXAMPLES_GROUP: Group = process.argv.includes('--examples-same-life-path')
  ? 'same Life Path, other four differ'
  : 'no core number in common';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const p90 = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.9)] ?? 0;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

function measure(
  kind: string,
  write: (p: PersonInput, on: string) => Reading,
  list: readonly PersonInput[],
  on: string,
) {
  const rendered = list.map((p) => render(p, write(p, on)));
  const groups = new Map<Group, PairShare[]>();
  const counts = new Map<string, number>();
  const nearCounts = new Map<string, { n: number; example: readonly [string, string] }>();
  for (let i = 0; i < rendered.length; i++)
    for (let j = i + 1; j < rendered.length; j++) {
      const a = rendered[i] as Rendered;
      const b = rendered[j] as Rendered;
      const gs = groupsOf(a.core, b.core);
      if (gs.length === 0) continue;
      const share = compare(a, b);
      for (const g of gs) groups.set(g, [...(groups.get(g) ?? []), share]);
      if (gs.includes(EXAMPLES_GROUP)) {
        for (const s of share.shared) counts.set(s, (counts.get(s) ?? 0) + 1);
        for (const [s, o] of share.nearPairs) {
          const key = a.masked[a.sentences.indexOf(s)] ?? b.masked[b.sentences.indexOf(s)] ?? s;
          nearCounts.set(key, { n: (nearCounts.get(key)?.n ?? 0) + 1, example: [s, o] });
        }
      }
    }
  console.log(`\n${kind} report, ${list.length} people, on ${on} (working left out)`);
  console.log(
    'group | pairs | identical median / mean / p90 / max | same but for the person, mean | near-identical median / mean / p90 / max',
  );
  for (const [g, shares] of groups) {
    const id = shares.map((s) => s.identical);
    const ne = shares.map((s) => s.nearIdentical);
    const sp = shares.map((s) => s.sameButPerson);
    console.log(
      `${g} | ${shares.length} | ${[median(id), mean(id), p90(id), Math.max(...id)].map(pct).join(' / ')} | ` +
        `${pct(mean(sp))} | ${[median(ne), mean(ne), p90(ne), Math.max(...ne)].map(pct).join(' / ')}`,
    );
  }
  if (process.argv.some((a) => a.startsWith('--examples'))) {
    const pairs = groups.get(EXAMPLES_GROUP)?.length ?? 1;
    console.log('most shared sentences (share of those pairs):');
    for (const [s, c] of [...counts].sort((x, y) => y[1] - x[1]).slice(0, 12))
      console.log(`  ${pct(c / pairs)}  ${s.slice(0, 160)}`);
    console.log('most often near-identical (masked form, share of those pairs, one example pair):');
    for (const [k, { n, example }] of [...nearCounts].sort((x, y) => y[1].n - x[1].n).slice(0, 15))
      console.log(
        `  ${pct(n / pairs)}  ${k.slice(0, 150)}\n      "${example[0].slice(0, 150)}"\n      "${example[1].slice(0, 150)}"`,
      );
  }
}

const list = people(Number(arg('people', '120')));
const on = arg('as-of', '2026-11-28');
measure('free (simple)', writeSimpleReport, list, on);
measure('comprehensive', writeComprehensiveReport, list, on);
