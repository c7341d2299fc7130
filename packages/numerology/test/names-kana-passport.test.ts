/**
 * Kana read as Japanese passports write them (issue 23): たろう was counted as TAROU, ゆうこ as YUUKO, おおの as OONO,
 * letters no passport prints. Passport Hepburn leaves long vowels unmarked (おう, おお → O; うう → U) and writes ん
 * before b, m and p as M (しんぺい SHIMPEI); the rest is wanakana's Hepburn. The reading says so.
 */
import { describe, expect, it } from 'vitest';
import { parseName } from '../src/name';
import { writeComprehensiveReport } from '../src/reading';
import { romanizeKana } from '../src/scripts/east-asian';

describe('kana by passport Hepburn', () => {
  it('leaves long o and u unmarked, as passports do', () => {
    const cases: Array<[string, string]> = [
      ['たろう', 'TARO'],
      ['ゆうこ', 'YUKO'],
      ['おおの', 'ONO'],
      ['さとう', 'SATO'],
      ['こうじ', 'KOJI'],
      ['ゆうすけ', 'YUSUKE'],
      ['しゅうへい', 'SHUHEI'],
      ['りゅう', 'RYU'],
      ['ユウコ', 'YUKO'],
      ['ユーコ', 'YUKO'],
      ['しんぺい', 'SHIMPEI'],
      ['なんば', 'NAMBA'],
      ['ほんま', 'HOMMA'],
    ];
    for (const [kana, passport] of cases) expect(romanizeKana(kana), kana).toBe(passport);
  });

  it('keeps what passports keep: ei, ii, a vowel that starts the next syllable, n before a vowel', () => {
    const cases: Array<[string, string]> = [
      ['けいこ', 'KEIKO'],
      ['にいな', 'NIINA'],
      ['いのうえ', 'INOUE'],
      ['けんいち', 'KENICHI'],
      ['じゅん', 'JUN'],
      ['はっちょう', 'HATCHO'],
    ];
    for (const [kana, passport] of cases) expect(romanizeKana(kana), kana).toBe(passport);
  });

  it('a name in kana is counted by the passport spelling, and the reading names the convention', () => {
    const p = parseName('やまだ たろう');
    expect(p.romanized.map((r) => r.latin)).toEqual(['YAMADA', 'TARO']);
    // The note explains the choices the whole name needs: たろう's long o (issue 23).
    expect(p.romanized[0]?.standard).toMatch(/a long o or u is written once/);
    expect(parseName('山田（やまだ） 太郎（たろう）').romanized.map((r) => r.latin)).toEqual(['YAMADA', 'TARO']);
    const md = writeComprehensiveReport(
      { name: 'やまだ たろう', dateOfBirth: '1990-05-05', bornInMorning: true },
      '2026-11-28',
    ).markdown;
    const working = md.slice(md.indexOf('## How your numbers were calculated'));
    expect(working).toMatch(
      /Names in other scripts:\*\* やまだ → YAMADA and たろう → TARO \(by Hepburn as Japanese passports/,
    );
    expect(working).toMatch(/a long o or u is written once/);
  });
});
