/**
 * The free report's Expression sets its keywords where any of them reads as English (issue 23, after ADR 0931): "a
 * purposeful strength, with a gift for drive and achievement" was said to a young Eight ("a gift for freedom", "for
 * love", "for power" to others). "With … at its core" takes any abstract noun.
 */
import { describe, expect, it } from 'vitest';
import { writeSimpleReport } from '../src/reading';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { youthMeaningOf } from '../src/text/youth';
import { generatedPeople } from './support/figures';

const ON = '2026-11-28';
const KEYWORDS = [
  ...new Set(MEANING_NUMBERS.flatMap((n) => [...meaningOf(n).keywords, ...youthMeaningOf(n).keywords])),
];
const GIFT_FOR_KEYWORD = new RegExp(`\\bgifts? for (?:${KEYWORDS.join('|')})\\b`);

describe('no keyword after "a gift for" in the free report', () => {
  it('over 900 generated people (300 under 18): every Expression is said with its keywords at its core', () => {
    const people = generatedPeople(600, 931);
    const teens = people.slice(0, 300).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    const expressions = new Set<string>();
    for (const p of [...people, ...teens]) {
      const md = writeSimpleReport(p, ON).markdown;
      expect(md.match(GIFT_FOR_KEYWORD)?.[0], p.name).toBeUndefined();
      const talents = md.match(/shows the talents you work with: [^.]*, with ([a-z -]+) at its core\./);
      expect(talents, p.name).not.toBeNull();
      for (const w of (talents?.[1] ?? '').split(' and ')) expect(KEYWORDS, p.name).toContain(w);
      expressions.add(talents?.[1] ?? '');
    }
    // The young Eight's "drive" among them, and many numbers' words.
    expect(expressions.size).toBeGreaterThan(10);
    expect([...expressions].some((e) => e.includes('drive'))).toBe(true);
  }, 180_000);
});
