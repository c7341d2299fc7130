import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { parseName } from '../src/name';
import { validateName } from '../src/validate';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { friendlyName } from '../src/write/markdown';
import { hebrewSpellingNote } from '../src/write/names';

const latinWords = (name: string): string[] => parseName(name).words.map((w) => w.letters.map((l) => l.char).join(''));

describe('names in other scripts are read through a named romanization', () => {
  it('reads each script by its standard', () => {
    const cases: Array<[string, string[]]> = [
      ['王小明', ['WANG', 'XIAOMING']],
      ['欧阳娜娜', ['OUYANG', 'NANA']],
      ['김민준', ['GIM', 'MINJUN']],
      ['محمد علي', ['MUHAMMAD', 'ALI']],
      // ALA-LC ʻAbd Allāh: الله is one word, not the article before لـه (was ALLA).
      ['محمد عبد الله', ['MUHAMMAD', 'ABD', 'ALLAH']],
      ['नरेंद्र मोदी', ['NARENDRA', 'MODI']],
      ['राम', ['RAM']],
      ['ნინო', ['NINO']],
      ['Արամ Խաչատրյան', ['ARAM', 'KHACHATRYAN']],
    ];
    for (const [typed, latin] of cases) expect(latinWords(typed), typed).toEqual(latin);
  });

  it('addresses a Chinese or Korean name typed as one word by its given name (ADR 0960)', () => {
    expect(parseName('王小明').firstName).toBe('小明');
    expect(parseName('김민준').firstName).toBe('민준');
  });

  it('names the standard for every romanized part', () => {
    const p = parseName('王小明');
    expect(p.romanized.map((r) => r.standard).every((s) => s.startsWith('Hanyu Pinyin'))).toBe(true);
  });

  it('keeps both words of "محمد Ali"', () => {
    expect(latinWords('محمد Ali')).toEqual(['MUHAMMAD', 'ALI']);
    expect(parseName('محمد Ali').notCounted).toEqual([]);
  });

  it('reads kana by Hepburn and says why kanji beside it were not counted', () => {
    const p = parseName('山田 はなこ');
    expect(latinWords('山田 はなこ')).toEqual(['HANAKO']);
    expect(p.notCounted).toEqual([expect.objectContaining({ text: '山田', script: 'Japanese kanji' })]);
    expect(p.notCounted[0]?.reason).toMatch(/several readings/);
  });

  it('accepts a script without a table when another part can be read, and refuses with a clear message otherwise', () => {
    expect(latinWords('សុខា Lee')).toEqual(['LEE']);
    expect(parseName('សុខា Lee').notCounted[0]?.script).toBe('Khmer letters');
    expect(() => validateName('សុខា')).toThrow(/សុខា \(Khmer letters: .*\)\. Please type it in Latin letters/);
  });
});

const SCRIPT_WORDS = [
  '王小明',
  'はなこ',
  '김민준',
  'محمد',
  'علي',
  'नरेंद्र',
  'ნინო',
  'Արամ',
  'สมชาย',
  'አበበ',
  'முருகன்',
  'ശ്രീജിത്ത്',
  'សុខា',
  '渡辺',
  '山田（やまだ）',
  'Anna',
  'Лев',
  '山田',
];

describe('property: every word of an accepted name is counted or named as left out', () => {
  it('holds for mixed names', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SCRIPT_WORDS), { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ');
        let parsed;
        try {
          parsed = validateName(name);
        } catch {
          // Refused only when nothing could be read, and then every word was named.
          const p = parseName(name);
          expect(p.words).toEqual([]);
          expect(p.notCounted.length).toBeGreaterThan(0);
          return;
        }
        const counted = parsed.words.map((w) => w.text).join(' ');
        for (const word of words) {
          const inCounted = counted.includes(word) || parsed.romanized.some((r) => word.includes(r.text));
          const named = parsed.notCounted.some((p) => word.includes(p.text));
          expect(inCounted || named, word).toBe(true);
        }
      }),
    );
  });
});

describe('a name typed in Hebrew', () => {
  it("is called the reader's own spelling, never our suggestion by sound", () => {
    const chart = computeChart({ name: 'דוד כהן', dateOfBirth: '1990-03-04', bornInMorning: true }, '2026-06-15');
    const note = hebrewSpellingNote(chart);
    expect(note).toContain('דוד כהן');
    expect(note).not.toMatch(/suggestion/);
    expect(note).toMatch(/you typed/);
  });
});

describe('a Georgian name is greeted as typed', () => {
  // Georgian's capitals (Mtavruli) title a heading set all in capitals; a name never opens with one. The reading
  // greeted ნინო ბერიძე as 'Ნინო' (its first letter in Mtavruli) 13 times in the comprehensive report (issue 23).
  it('keeps a Georgian first letter as typed and reads capitals typed throughout as ordinary letters', () => {
    expect(friendlyName('ნინო')).toBe('ნინო');
    expect(friendlyName('ᲜᲘᲜᲝ')).toBe('ნინო');
    expect(friendlyName('АННА')).toBe('Анна');
    expect(friendlyName('արամ')).toBe('Արամ');
  });

  it('greets ნინო ბერიძე as ნინო in both reports, never with a Mtavruli letter', () => {
    const p = { name: 'ნინო ბერიძე', dateOfBirth: '1990-04-12', bornInMorning: true };
    for (const r of [writeSimpleReport(p, '2026-11-28'), writeComprehensiveReport(p, '2026-11-28')]) {
      expect(r.title).toMatch(/ნინო$/);
      expect(r.markdown).toContain('ნინო');
      expect(r.markdown).not.toMatch(/[\u1C90-\u1CBF]/u); // the Mtavruli block
    }
  });
});
