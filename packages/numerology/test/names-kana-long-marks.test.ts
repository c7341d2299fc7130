/**
 * Long vowels by passport Hepburn where the first pass missed them (issue 23): おおい was OOI and よういち YOUICHI (a
 * long o before another vowel was kept), and the katakana long mark after a, e or i doubled its vowel (マリー MARII,
 * ケーコ KEEKO). Passports write OI, YOICHI, MARI, KEKO; INOUE (う and え are 上), KEIKO and NIINA are kept.
 */
import { describe, expect, it } from 'vitest';
import { writeSimpleReport } from '../src/reading';
import { romanize } from '../src/scripts';
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

  it('the note explains only the choices that change this name, never with the name itself as the example', () => {
    const note = (kana: string) => romanize(kana)?.standard ?? '';
    // マリー typed was told "マリー as MARI": its own spelling as its own explanation.
    expect(note('マリー')).not.toMatch(/マリー as MARI/);
    expect(note('マリー')).toMatch(/the long mark ー adds no letter/);
    expect(note('マリー')).not.toMatch(/ん before|long o/);
    // Nothing to explain: no long vowel, no ん before b, m or p.
    expect(note('やまだ')).not.toMatch(/long|ん|TARO|MARI|SHIMPEI/);
    expect(note('おおい')).toMatch(/a long o or u is written once, おう and おお as O/);
    // Said inside brackets in the reading: no brackets of its own.
    expect(note('たろう')).not.toMatch(/\(/);
    expect(note('おおい')).not.toMatch(/long mark|ん before/);
    expect(note('しんぺい')).toMatch(/ん before b, m or p is written M/);
    expect(note('しんぺい')).not.toMatch(/long/);
    // けいこ keeps its two vowels: nothing changed, nothing said.
    expect(note('けいこ')).not.toMatch(/long/);
    for (const kana of ['マリー', 'やまだ', 'おおい', 'しんぺい', 'たろう']) {
      expect(note(kana), kana).toMatch(/^Hepburn as Japanese passports write it/);
      expect(note(kana), kana).not.toMatch(new RegExp(`${kana} as`));
    }
  });

  it('a name whose words are read under different notes gives the passport advice once', () => {
    const r = writeSimpleReport(
      { name: 'おおい マリー', dateOfBirth: '1993-01-24', bornInMorning: true },
      '2026-11-29',
    );
    expect(r.markdown.match(/If your passport spells your name otherwise/g)?.length).toBe(1);
  });
});
