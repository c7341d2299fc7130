/**
 * A name in hanzi or kanji typed as one word, with no reading, told Chinese or Japanese from well-founded signals
 * (issue 23): 陳李美玲, a Chinese married name of two family names joined, was refused as Japanese kanji because its
 * first two characters are no compound family name; 佐藤健 was read as the pinyin ZUO TENGJIAN though 佐藤 is the
 * commonest Japanese family name. The reading says how it was told (src/scripts/cjk-surnames.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseName } from '../src/name';

const latin = (raw: string) => parseName(raw).romanized.map((r) => r.latin);

describe('a one-word name in hanzi or kanji', () => {
  it('of four characters opening with two Chinese family names is read by pinyin, and says so', () => {
    const p = parseName('陳李美玲');
    expect(latin('陳李美玲')).toEqual(['CHENLI', 'MEILING']);
    expect(p.notCounted).toEqual([]);
    expect(p.romanized[0]?.standard).toMatch(/first two characters as two family names joined/);
    expect(latin('张王丽华')).toEqual(['ZHANGWANG', 'LIHUA']);
  });

  it('opening with a common Japanese family name is Japanese: its reading is asked for, and why is said', () => {
    for (const name of ['佐藤健', '田中太郎', '高橋一郎', '山田花子']) {
      const p = parseName(name);
      expect(p.words, name).toEqual([]);
      expect(p.notCounted[0]?.script, name).toBe('Japanese kanji');
      expect(p.notCounted[0]?.reason, name).toMatch(/one of the commonest Japanese family names/);
    }
  });

  it('keeps what was right: Chinese names of two and three characters, compound family names, readings given', () => {
    expect(latin('王小明')).toEqual(['WANG', 'XIAOMING']);
    expect(latin('欧阳小明')).toEqual(['OUYANG', 'XIAOMING']);
    expect(latin('田 中华')).toEqual(['TIAN', 'ZHONGHUA']);
    expect(latin('佐藤健（さとうけん）')).toEqual(['SATOKEN']);
    expect(parseName('渡辺恵子').notCounted[0]?.script).toBe('Japanese kanji');
  });
});
