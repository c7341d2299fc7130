/**
 * The Talmud's weekday passage said of the reader's own day (issue 23): two of its sentences, "A list from Rabbi
 * Yehoshua ben Levi's notebook … ties character to the day of birth" and "Rabbi Chanina answers that the hour of
 * birth, not the day, shapes a person …", were word for word the same in 88% of pairs of adults' comprehensive
 * reports (scripts/report-overlap.ts). Each sentence of the passage now names the reader's day.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const ON = '2026-11-28';
const PASSAGE = /Shabbat 156a|Rabbi Chanina|Rabbi Yochanan|Yehoshua ben Levi/;

describe("the Talmud's weekday passage", () => {
  it('shares no sentence between adults born on different weekdays', () => {
    const read = generatedPeople(40, 2311).flatMap((p) => {
      const md = writeComprehensiveReport(p, ON).markdown;
      const day = /You were born on a (\w+day)/.exec(md)?.[1];
      const passage = sentencesOf(md).filter((s) => PASSAGE.test(s));
      return day && passage.some((s) => /Yehoshua ben Levi/.test(s)) ? [{ day, passage }] : [];
    });
    expect(new Set(read.map((r) => r.day)).size).toBeGreaterThan(3);
    const shared: string[] = [];
    for (const [i, a] of read.entries())
      for (const b of read.slice(i + 1))
        if (a.day !== b.day) shared.push(...a.passage.filter((s) => b.passage.includes(s)));
    expect([...new Set(shared)]).toEqual([]);
  });
});
