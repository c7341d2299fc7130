/**
 * The Talmud's weekday line (Shabbat 156a) told to readers past working age (issue 23). A reader of 80 born on a
 * Tuesday was told she "will be wealthy and of strong desires": a future, and of wealth. From 68 (ADR 0850) every
 * day's line speaks of character as it is now, in the present tense, and never of wealth or death. Checked for every
 * weekday.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';
import { DAYS, ON, week, weekdayParagraph } from './support/weekdays';

describe("the weekday line for a reader's age", () => {
  it('from 68, every day speaks of character now, not a future nor wealth (80-year-olds born each weekday)', () => {
    for (const [i, dob] of week(1946).entries()) {
      const r = writeComprehensiveReport({ name: 'Ruth Cohen', dateOfBirth: dob, bornInMorning: true }, ON);
      expect(r.chart.hebrewBirth.weekday.weekday).toBe(DAYS[i]);
      const para = weekdayParagraph(r.markdown);
      const line = /says of \w+day that ([^.]*)/.exec(para)?.[1] ?? '';
      expect(line, dob).toMatch(/^one born on it (?:is|has)\b/);
      expect(para, dob).not.toMatch(/\bwill\b|\bwealth\w*|\bdie\b|\bdeath\b/i);
    }
  });
});
