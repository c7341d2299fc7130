/**
 * A Soul Urge of the Expression's number is said to be the same number where it is given (issue 23): "Your Soul Urge:
 * 4, The Builder" came straight after "Your Expression: 4, The Builder" and read as a new number; so is a Personality
 * of the Soul Urge's number. Checked over
 * generated people, adults and readers under 18, in the free and the comprehensive report.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';

const ON = '2026-11-28';
const SAME = /the same number as your Expression|the number of your Life Path and your Expression too/;

/** The paragraph that gives the Soul Urge, in each report. */
const soulUrgeParagraph = (md: string, free: boolean): string =>
  md
    .split('\n\n')
    .find((p) => p.startsWith(free ? 'Your Soul Urge, read from the vowels' : 'The vowels of your name give')) ?? '';

describe('a Soul Urge equal to the Expression, and a Personality equal to the Soul Urge, say so', () => {
  it('over 1,200 generated people (300 under 18), where and only where the two are equal', () => {
    const people = generatedPeople(900, 4242);
    const teens = people.slice(0, 300).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    let equal = 0;
    for (const p of [...people, ...teens]) {
      const c = computeChart(p, ON).core;
      const same = c.soulUrge.value === c.expression.value;
      if (same) equal++;
      const free = soulUrgeParagraph(writeSimpleReport(p, ON).markdown, true);
      const full = soulUrgeParagraph(writeComprehensiveReport(p, ON).markdown, false);
      expect(free, p.name).not.toBe('');
      expect(full, p.name).not.toBe('');
      expect(SAME.test(free), `${p.name}: ${free}`).toBe(same);
      expect(SAME.test(full), `${p.name}: ${full}`).toBe(same);
      // A Personality of the Soul Urge's number says so too, in both reports.
      const face = c.personality.value === c.soulUrge.value;
      const freeFace = writeSimpleReport(p, ON)
        .markdown.split('\n\n')
        .find((x) => x.startsWith('Your Personality, read from the consonants'));
      const fullFace = writeComprehensiveReport(p, ON)
        .markdown.split('\n\n')
        .find((x) => x.startsWith('The consonants give the Personality'));
      expect(/the same number as your Soul Urge/.test(freeFace ?? ''), `${p.name}: ${freeFace}`).toBe(face);
      expect(/the same number as your Soul Urge/.test(fullFace ?? ''), `${p.name}: ${fullFace}`).toBe(face);
    }
    // Enough equal pairs to mean something.
    expect(equal).toBeGreaterThan(50);
  }, 180_000);
});
