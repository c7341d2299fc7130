/**
 * The Life Path section says its road once and reads the road against the rest of the chart (issue 23: readers
 * sharing a Life Path shared up to a third of their sentences). "Your Life Path, 3, is the Creator's road of
 * self-expression, joy and imagination … A Three path is the road of self-expression." said the road twice; the
 * growth the Life Path asks for is named in the reader's own core numbers that have it.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';
import { generatedPeople } from './support/figures';

const ON = '2026-11-28';
const lifePathSection = (name: string, dateOfBirth: string) => {
  const r = writeComprehensiveReport({ name, dateOfBirth, bornInMorning: true }, ON);
  return { text: r.markdown.split('## Your Life Path')[1]?.split('\n## ')[0] ?? '', chart: r.chart };
};

describe('the Life Path section', () => {
  it('says "road of" once in its opening, for every Life Path', () => {
    const seen = new Set<number>();
    for (const p of generatedPeople(200, 3)) {
      const { text, chart } = lifePathSection(p.name, p.dateOfBirth);
      seen.add(chart.core.lifePath.value);
      const opening =
        text
          .split('\n\n')[1]
          ?.split(/(?<=\.) /)
          .slice(0, 3)
          .join(' ') ?? '';
      expect(
        opening.match(/\broad of\b/g)?.length ?? 0,
        `${chart.core.lifePath.value}: ${opening}`,
      ).toBeLessThanOrEqual(1);
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it('names the reader’s core numbers that have the growth it asks for, and nothing when none has', () => {
    // Life Path 6 with Expression 5: "letting others learn their own lessons" is the Five's freedom.
    const six = lifePathSection('Sarah Lynn Levy', '1977-05-04');
    expect(six.chart.core.lifePath.value).toBe(6);
    expect(six.text).toContain(
      'Your Expression Five already knows this part of the way: freedom comes to it without effort.',
    );
    for (const p of generatedPeople(80, 4)) {
      const { text, chart } = lifePathSection(p.name, p.dateOfBirth);
      const c = chart.core;
      const said = /already knows? this part of the way/.test(text);
      if (c.lifePath.value === 9) expect(said, p.name).toBe(false);
      if (said) expect(text, p.name).toMatch(/Your (?:Soul Urge|Expression|Personality) [A-Z][a-z-]+/);
    }
  });
});
