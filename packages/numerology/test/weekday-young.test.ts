/**
 * The Talmud's weekday line (Shabbat 156a) told to readers under 18 (issue 23): it was one sentence alike for every
 * teen ("The Talmud has a list linking character to the weekday of birth … leaves the list for later"); it is now
 * the reader's own day, in words for a teen: no wealth, desire, partner or career. Checked for every weekday.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';
import { DAYS, ON, week, weekdayParagraph } from './support/weekdays';

describe("the weekday line for a reader's age", () => {
  it("under 18, each reader is told their own day's line, in words for a teen", () => {
    const lines = week(2011).map((dob, i) => {
      const r = writeComprehensiveReport({ name: 'Noa Levi', dateOfBirth: dob, bornInMorning: true }, ON);
      expect(r.chart.hebrewBirth.weekday.weekday).toBe(DAYS[i]);
      const para = weekdayParagraph(r.markdown);
      expect(para, dob).toMatch(new RegExp(`Shabbat 156a\\) says of ${DAYS[i]} that one born on it `));
      expect(para, dob).not.toMatch(
        /\b(?:wealth\w*|rich|desires?|zanai|partner\w*|marri\w*|career\w*|die|death|unchaste)\b/i,
      );
      return /says of \w+day that ([^.]*)/.exec(para)?.[1] ?? '';
    });
    expect(new Set(lines).size).toBe(7);
  });
});
