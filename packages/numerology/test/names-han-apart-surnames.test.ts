/**
 * A Chinese name of two family names joined, typed with a space before the given name (issue 23): 陳李美玲 was read by
 * pinyin, but 陳李 美玲 was refused as Japanese kanji, because a first word of two characters typed apart that is no
 * compound family name was taken as Japanese (ADR 1300). Two common Chinese family names are read as they are typed
 * together; a common Japanese family name typed apart stays Japanese.
 */
import { describe, expect, it } from 'vitest';
import { parseName } from '../src/name';

const latin = (raw: string) => parseName(raw).romanized.map((r) => r.latin);

describe('a first word of two Chinese family names typed apart', () => {
  it('is read by pinyin as the one-word form is, and says so', () => {
    expect(latin('陳李 美玲')).toEqual(latin('陳李美玲'));
    expect(latin('陳李 美玲')).toEqual(['CHENLI', 'MEILING']);
    const p = parseName('陳李 美玲');
    expect(p.notCounted).toEqual([]);
    expect(p.romanized[0]?.standard).toMatch(/first two characters as two family names joined/);
    expect(p.firstName).toBe('美玲');
    expect(latin('张王 丽华')).toEqual(['ZHANGWANG', 'LIHUA']);
  });

  it('leaves Japanese family names typed apart Japanese, and a Chinese compound family name Chinese', () => {
    for (const name of ['山田 花子', '田中 太郎', '林田 花子']) {
      expect(parseName(name).notCounted[0]?.script, name).toBe('Japanese kanji');
      expect(parseName(name).words, name).toEqual([]);
    }
    expect(latin('欧阳 娜娜')).toEqual(['OUYANG', 'NANA']);
  });
});
