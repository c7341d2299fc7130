/**
 * The Latin letters of an assimilated Arabic article (issue 23; ADR 1302). Nour ash-Shami counted A S H where Nour
 * al-Shami counts A L, while both are spelled אל-שאמי in Hebrew (ADR 1301), and the reading never said so. The
 * letters stay as typed (the numbers follow the reader's own spelling); the reading says which letters were
 * counted for the article and what the al- spelling would give.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const person = (name: string) => ({ name, dateOfBirth: '1990-05-05', bornInMorning: true });
const ON = '2026-11-29';

describe('the Latin letters of an assimilated Arabic article', () => {
  it('are counted as typed, and the reading says so with what al- would give', () => {
    const simple = writeSimpleReport(person('Nour ash-Shami'), ON);
    expect(simple.chart.core.expression.value).toBe(11);
    expect(simple.markdown).toMatch(
      /ash-Shami is counted as you typed it, with A, S and H for the article \(al- as it is said before sh\)/,
    );
    // al-Shami counts A and L: Expression 5 (its own reading says so).
    expect(writeSimpleReport(person('Nour al-Shami'), ON).chart.core.expression.value).toBe(5);
    expect(simple.markdown).toMatch(
      /typed al-Shami, as Arabic writes the article and as the Hebrew spelling does, it would count A and L, and your Expression would be 5 rather than 11/,
    );
    const full = writeComprehensiveReport(person('Nour ash-Shami'), ON).markdown;
    expect(full).toMatch(/- \*\*The Arabic article:\*\* ash-Shami: A, S and H counted as typed/);
  });

  it('is said for an article typed as one word (Arrashid), and for ar-, ad-, an-', () => {
    expect(writeSimpleReport(person('Omar Arrashid'), ON).markdown).toMatch(
      /Arrashid is counted as you typed it, with A and R for the article \(al- as it is said before r\); typed Alrashid/,
    );
    expect(writeSimpleReport(person('Salah ad-Din'), ON).markdown).toMatch(/with A and D for the article/);
    expect(writeSimpleReport(person('Ali an-Nasser'), ON).markdown).toMatch(/with A and N for the article/);
  });

  it('is said for an article typed as a word of its own (Nour ash Shami), as for ash-Shami', () => {
    const simple = writeSimpleReport(person('Nour ash Shami'), ON);
    expect(simple.chart.core.expression.value).toBe(11);
    expect(simple.markdown).toMatch(
      /ash Shami is counted as you typed it, with A, S and H for the article \(al- as it is said before sh\); typed al Shami, as Arabic writes the article and as the Hebrew spelling does, it would count A and L, and your Expression would be 5 rather than 11/,
    );
    expect(writeComprehensiveReport(person('Salah ad Din Yusuf'), ON).markdown).toMatch(
      /- \*\*The Arabic article:\*\* ad Din: A and D counted as typed/,
    );
  });

  it('is not said of a separate word that is a name, not an article (Ash Sharma, Ash Smith, Ed Dawson)', () => {
    for (const name of ['Ash Sharma', 'Ash Smith', 'Nour Ash Smith', 'Ed Dawson', 'Lee An Nguyen', 'Nour al Shami']) {
      const r = writeComprehensiveReport(person(name), ON).markdown;
      expect(r, name).not.toMatch(/for the article|Arabic article/);
    }
  });

  it('is not said of a word typed in another script, whose letters the reader did not choose', () => {
    for (const name of ['Нур Аррашид', 'نور الشامي']) {
      expect(writeComprehensiveReport(person(name), ON).markdown, name).not.toMatch(/for the article|Arabic article/);
    }
  });

  it('is not said of al-, el- or a name that only looks like one (Ash-Lee, Anna)', () => {
    for (const name of ['Nour al-Shami', 'Mona el-Sayed', 'Ashley Ash-Lee', 'Anna Annabelle', 'Ada Addison']) {
      const r = writeComprehensiveReport(person(name), ON).markdown;
      expect(r, name).not.toMatch(/for the article|Arabic article/);
    }
  });
});
