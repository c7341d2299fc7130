/**
 * Long vowels by passport Hepburn where the first pass missed them (issue 23): おおい was OOI and よういち YOUICHI (a
 * long o before another vowel was kept), and the katakana long mark after a, e or i doubled its vowel (マリー MARII,
 * ケーコ KEEKO). Passports write OI, YOICHI, MARI, KEKO; INOUE (う and え are 上), KEIKO and NIINA are kept.
 */
import { describe, expect, it } from 'vitest';
import { romanizeKana } from '../src/scripts/east-asian';

describe('long vowels by passport Hepburn', () => {
  it('a long o before another vowel is one o', () => {
    const cases: Array<[string, string]> = [
      ['おおい', 'OI'],
      ['よういち', 'YOICHI'],
      ['こういち', 'KOICHI'],
      ['おおえ', 'OE'],
      ['こおり', 'KORI'],
    ];
    for (const [kana, passport] of cases) expect(romanizeKana(kana), kana).toBe(passport);
  });

  it('the katakana long mark adds no letter, after any vowel', () => {
    const cases: Array<[string, string]> = [
      ['マリー', 'MARI'],
      ['エミー', 'EMI'],
      ['ケーコ', 'KEKO'],
      ['サーヤ', 'SAYA'],
      ['ユーコ', 'YUKO'],
      ['コーイチ', 'KOICHI'],
    ];
    for (const [kana, passport] of cases) expect(romanizeKana(kana), kana).toBe(passport);
  });

  it('keeps vowels written twice in kana and the u of ue', () => {
    const cases: Array<[string, string]> = [
      ['いのうえ', 'INOUE'],
      ['けいこ', 'KEIKO'],
      ['にいな', 'NIINA'],
      ['さとみ', 'SATOMI'],
      ['イノウエ', 'INOUE'],
    ];
    for (const [kana, passport] of cases) expect(romanizeKana(kana), kana).toBe(passport);
  });
});
