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

  it('every weekday line names an Aramaic word only with its meaning in plain words, at every age', () => {
    // "of strong desires (zanai)" told the reader a word and never what it meant (issue 23).
    for (const [i, dob] of [...week(1946), ...week(1990), ...week(2012)].entries()) {
      const r = writeComprehensiveReport({ name: 'Ruth Cohen', dateOfBirth: dob, bornInMorning: true }, ON);
      const para = weekdayParagraph(r.markdown);
      for (const aside of para.match(/\([^)]*\)/g) ?? []) {
        const word = /Aramaic word(?:,| is) (\w+)/.exec(aside)?.[1];
        if (!word) continue;
        const meaning = {
          ragzan: /quick to anger \(the Aramaic word is ragzan|ragzan, quick to anger/,
          zanai: /passionate in love \(the Aramaic word, zanai, is blunter\)/,
        }[word];
        expect(meaning, `${DAYS[i % 7]} ${dob}: ${aside}`).toBeDefined();
        expect(para, `${DAYS[i % 7]} ${dob}`).toMatch(meaning ?? /$^/);
      }
    }
  });

  it("from 68, Tuesday's line is plain words, with no foreign word in brackets", () => {
    const tuesday = week(1946)[2] ?? '';
    const r = writeComprehensiveReport({ name: 'Ruth Cohen', dateOfBirth: tuesday, bornInMorning: true }, ON);
    const line = /says of Tuesday that ([^.]*)/.exec(weekdayParagraph(r.markdown))?.[1] ?? '';
    expect(line).toMatch(/^one born on it is full of life and of strong desires, because plants were created that day/);
    expect(line).not.toMatch(/zanai|\(/);
  });
});
