/**
 * Small wording defects in how a name was read (issue 23), each found in the CLI's comprehensive report: the Korean
 * note's fixed example "writes 김 as Gim" repeated a Kim's own syllable just read as GIM; a kanji reading said "by the
 * reading you gave in kana, by Hepburn"; the Hebrew spelling of Nour ash Shami listed "ash as אל" as if ash were a name.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport } from '../src/reading';

const ON = '2026-11-29';
const report = (name: string) =>
  writeComprehensiveReport({ name, dateOfBirth: '1990-05-05', bornInMorning: true }, ON).markdown;

describe('how a name was read, in words said once', () => {
  it('the Korean note names the reader’s own family name and its passport spelling, not a fixed example', () => {
    const kim = report('김민준');
    expect(kim).not.toContain('writes 김 as Gim');
    expect(kim).not.toMatch(/Kim or Lee/);
    expect(kim).toContain('If you spell 김 as Kim, as most passports do, type your name in Latin letters.');
    expect(report('박서연')).toContain('If you spell 박 as Park, as most passports do');
    // A family name passports write as the Revised Romanization does: no spelling to mention.
    expect(report('한지민')).toContain('If you spell your name otherwise in Latin letters, type it that way.');
  });

  it('a kanji reading given in kana says "by" once', () => {
    const text = report('山田（やまだ） 花子（はなこ）');
    expect(text).toContain('(by the reading you gave in kana, in Hepburn as Japanese passports write it)');
    expect(text).not.toMatch(/\(by [^)]*, by /);
  });

  it('an Arabic article typed as its own word is named the article', () => {
    const text = report('Nour ash Shami');
    expect(text).toContain('(Nour as נור, the article ash as אל and Shami as שאמי)');
    expect(text).not.toContain(', ash as אל');
  });
});
