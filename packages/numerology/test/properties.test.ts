/** Property tests (fast-check): every valid input gives a reading, every number is in range, word counts hold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart, CORE_KEYS } from '../src/chart';
import { addDays, formatIsoDate } from '../src/dates';
import { SEPHIROT } from '../src/kabbalah';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport } from '../src/reading';

// CI explores the same inputs on every run (a red build must be reproducible); elsewhere every run
// explores new ones. A failure prints its seed: FC_SEED=<seed> replays it.
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261122 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const LETTERS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèëüöäåøæœßłçñãõıðþĳŷÿ',
  ...'אבגדהוזחטיכלמנסעפצקרשתךםןףץ',
];
const letter = fc.constantFrom(...LETTERS);
const word = fc
  .tuple(fc.array(letter, { minLength: 1, maxLength: 12 }), fc.constantFrom('', "'", '’'))
  .map(([ls, ap]) => {
    const w = ls.join('');
    return ap && w.length > 2 ? `${w.slice(0, 1)}${ap}${w.slice(1)}` : w;
  });
const name = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '-', '  ', ' - '))
  .map(([ws, sep]) => ws.join(sep).slice(0, 100))
  .filter((n) => /\p{L}/u.test(n) && n.trim().length > 0);
// Names with stray punctuation and Markdown characters around real letters.
const messyName = fc
  .tuple(fc.string({ maxLength: 30 }), word, fc.string({ maxLength: 30 }))
  .map(([a, w, b]) => `${a}${w}${b}`.slice(0, 100))
  .filter((n) => n.trim().length > 0 && /[A-Za-zא-ת]/.test(n.trim()));

const START = { year: 1900, month: 1, day: 1 };
const asOf = fc.integer({ min: 32872, max: 73048 }).map((n) => formatIsoDate(addDays(START, n))); // 1990-01-01 … 2099-12-31
const person = fc
  .tuple(name, fc.integer({ min: 0, max: 1 << 30 }), fc.boolean(), asOf)
  .map(([n, seed, morning, on]) => {
    const [y, m, d] = on.split('-').map(Number) as [number, number, number];
    const span = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(1900, 0, 1)) / 86400000);
    const dob = formatIsoDate(addDays(START, seed % (span + 1)));
    return { person: { name: n, dateOfBirth: dob, bornInMorning: morning }, asOf: on };
  });

const CORE_RANGE = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
const SEPHIRAH_IDS = new Set(SEPHIROT.map((s) => s.id));

describe('computeChart over generated inputs', () => {
  it('every number is in range and the chart is deterministic', () => {
    fc.assert(
      fc.property(person, ({ person: p, asOf: on }) => {
        const chart = computeChart(p, on);
        for (const key of CORE_KEYS) {
          expect(CORE_RANGE.has(chart.core[key].value)).toBe(true);
          expect(chart.core[key].steps.length).toBeGreaterThan(0);
          expect(chart.core[key].chain[chart.core[key].chain.length - 1]).toBe(chart.core[key].value);
        }
        expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22]).toContain(chart.core.birthday.value);
        for (const d of chart.karmicDebts) expect([13, 14, 16, 19]).toContain(d.number);
        for (const l of chart.karmicLessons.missing) expect(l).toBeGreaterThanOrEqual(1);
        expect(chart.karmicLessons.hiddenPassion.length).toBeGreaterThan(0);
        for (const pn of chart.pinnacles.pinnacles) expect(CORE_RANGE.has(pn.number.value)).toBe(true);
        for (const c of chart.pinnacles.challenges) expect(c.number.value).toBeGreaterThanOrEqual(0);
        for (const c of chart.pinnacles.challenges) expect(c.number.value).toBeLessThanOrEqual(8);
        expect(chart.pinnacles.pinnacles[0]?.toAge).toBeGreaterThanOrEqual(27);
        expect(chart.pinnacles.pinnacles[0]?.toAge).toBeLessThanOrEqual(35);
        for (const n of [chart.personal.year, chart.personal.month, chart.personal.day])
          expect(CORE_RANGE.has(n.value)).toBe(true);
        expect(chart.kabbalahNumber.value).toBeGreaterThanOrEqual(1);
        expect(chart.kabbalahNumber.value).toBeLessThanOrEqual(22);
        expect(chart.kabbalahNumber.letter.index).toBe(chart.kabbalahNumber.value);
        expect(chart.kabbalahNumber.mod22).toBeGreaterThanOrEqual(1);
        expect(chart.kabbalahNumber.mod22).toBeLessThanOrEqual(22);
        expect(chart.hebrewBirth.beforeSunset.day).toBeGreaterThanOrEqual(1);
        expect(chart.hebrewBirth.beforeSunset.day).toBeLessThanOrEqual(30);
        expect(chart.hebrewBirth.afterSunset === undefined).toBe(p.bornInMorning);
        for (const s of chart.treeOfLife.sephirot) expect(SEPHIRAH_IDS.has(s)).toBe(true);
        for (const path of chart.treeOfLife.paths) expect(path).toBeGreaterThanOrEqual(11);
        for (const path of chart.treeOfLife.paths) expect(path).toBeLessThanOrEqual(32);
        expect(chart.pinnacles.age).toBeGreaterThanOrEqual(0);
        expect(JSON.stringify(computeChart(p, on))).toBe(JSON.stringify(chart));
      }),
      { numRuns: 300 },
    );
  }, 30_000); // 300 charts and their JSON: over vitest's 5 s default on a loaded machine
});

// 400 generated readers each; on a loaded machine a property takes longer than vitest's 5 s default.
describe('readings over generated inputs', { timeout: 60_000 }, () => {
  it('the simple report is 500-1,000 words (symbols explained in words, ADR 0615; a name in several scripts adds a note for each)', () => {
    fc.assert(
      fc.property(person, ({ person: p, asOf: on }) => {
        const r = writeSimpleReport(p, on);
        expect(r.wordCount).toBeGreaterThanOrEqual(500);
        expect(r.wordCount).toBeLessThanOrEqual(1000);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps within 1,000 words the charts with every note, found over it by the property above', () => {
    for (const [name, dateOfBirth, on] of [
      ['Sפ', '1917-02-22', '2066-05-23'],
      ['gג V', '1900-01-18', '1990-01-01'],
    ] as const) {
      const r = writeSimpleReport({ name, dateOfBirth, bornInMorning: false }, on);
      expect(r.wordCount, name).toBeLessThanOrEqual(1000);
      expect(r.wordCount, name).toBeGreaterThanOrEqual(900);
    }
  });

  it('the comprehensive report is at least 2,500 words and deterministic', () => {
    fc.assert(
      fc.property(person, ({ person: p, asOf: on }) => {
        const r = writeComprehensiveReport(p, on);
        expect(r.wordCount).toBeGreaterThanOrEqual(2500);
        expect(writeComprehensiveReport(p, on).markdown).toBe(r.markdown);
      }),
      { numRuns: 200 },
    );
  });

  const question = fc.oneof(
    fc.constantFrom(
      'Should I take the job?',
      'When will I find love?',
      'Will my health improve?',
      'Is this a good year to move house?',
      'How can I make peace with my brother?',
      'Should I invest in property or wait?',
      'What is my purpose?',
      'When should I travel?',
      'Will I pass the exam?',
      'Is he the one for me?',
      'Should I start writing my novel?',
      'Why?',
      'Tell me something about my week',
      'Should I sue my landlord?',
    ),
    fc
      .string({ minLength: 3, maxLength: 500 })
      .filter((q) => /\p{L}/u.test(q) && q.trim().replace(/\s+/gu, ' ').length >= 3),
  );

  it('an answer is 250-500 words and the same for the same question on the same day', () => {
    fc.assert(
      fc.property(person, question, ({ person: p, asOf: on }, q) => {
        const r = answerQuestion(p, q, on);
        // Questions numerology must not answer get a short kind answer instead (question-safety.test.ts).
        const declined = r.question?.safety !== 'safe';
        expect(r.wordCount).toBeGreaterThanOrEqual(declined ? 100 : 250);
        expect(r.wordCount).toBeLessThanOrEqual(500);
        expect(r.topic).toBeDefined();
        expect(answerQuestion(p, q, on).markdown).toBe(r.markdown);
      }),
      { numRuns: 400 },
    );
  });

  it('names with Markdown characters never add headings, links or HTML', () => {
    fc.assert(
      fc.property(messyName, fc.boolean(), (n, morning) => {
        const r = writeSimpleReport({ name: n, dateOfBirth: '1990-05-15', bornInMorning: morning }, '2026-06-15');
        const lines = r.markdown.split('\n');
        // Exactly one title line, and every other heading is a writer's level-2 heading.
        expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
        expect(lines[0]?.startsWith('# A numerology reading for ')).toBe(true);
        for (const line of lines) {
          if (line.startsWith('#'))
            expect(line).toMatch(/^(# A numerology reading for |## (Your|A closing word|How this was calculated))/);
          expect(line).not.toMatch(/(^|[^\\])<[a-zA-Z/!]/);
          expect(line).not.toMatch(/(^|[^\\])\]\(/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
