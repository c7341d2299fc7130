/**
 * Telling a name in hanzi Chinese or Japanese where the family-name tables meet (issue 23; ADR 1303):
 * - 高林花子 opened with two Chinese family names (高, 林) and was read by pinyin as a married name, GAOLIN HUAZI,
 *   though 高林 (Takabayashi) is a Japanese family name and 花子 a Japanese given name;
 * - 田中华 opened with the Japanese family name 田中 and was refused as kanji, though 华 is a simplified character
 *   Japanese never writes (it writes 華): it is read as Chinese, and the reading says why.
 */
import { describe, expect, it } from 'vitest';
import { parseName } from '../src/name';

const latin = (raw: string) => parseName(raw).romanized.map((r) => r.latin);
const isKanjiRefused = (raw: string) =>
  parseName(raw).words.length === 0 && parseName(raw).notCounted[0]?.script === 'Japanese kanji';

describe('a name in hanzi where the family-name tables meet', () => {
  it('opening with two Chinese family names that together are a Japanese one asks for its reading', () => {
    for (const name of ['高林花子', '江馬太郎', '高林 花子']) expect(isKanjiRefused(name), name).toBe(true);
  });

  it('with two Chinese family names and a given name ending as Japanese ones do (子, 郎, 介, 助) asks too', () => {
    for (const name of ['陳林花子', '張王一郎', '陳李 和子', '林高雄介']) expect(isKanjiRefused(name), name).toBe(true);
    // Chinese married names are still read by pinyin.
    expect(latin('陳李美玲')).toEqual(['CHENLI', 'MEILING']);
    expect(latin('张王丽华')).toEqual(['ZHANGWANG', 'LIHUA']);
  });

  it('with a character only Simplified Chinese writes is Chinese, even after a Japanese family name, and says so', () => {
    expect(latin('田中华')).toEqual(['TIAN', 'ZHONGHUA']);
    const p = parseName('田中华');
    expect(p.romanized[0]?.standard).toMatch(
      /since 华 is written so only in Simplified Chinese, where Japanese writes 華, though the name opens like the Japanese family name 田中;/,
    );
    expect(latin('田中伟')).toEqual(['TIAN', 'ZHONGWEI']);
    // Without one, a Japanese family name still asks for the reading.
    expect(isKanjiRefused('田中太郎')).toBe(true);
    expect(isKanjiRefused('佐藤健')).toBe(true);
  });

  it('written with the traditional form Japanese writes too (田中華) asks for its reading, and names the Chinese one (ADR 1304)', () => {
    // 華 is the Hana of 華子 as much as the hua of 中華: the characters do not say which, as 华 does.
    expect(isKanjiRefused('田中華')).toBe(true);
    const reason = parseName('田中華').notCounted[0]?.reason ?? '';
    expect(reason).toMatch(
      /華 is written so in Japanese too \(Simplified Chinese writes 华\), so it does not tell a Chinese name from a Japanese one/,
    );
    expect(reason).toMatch(
      /if it is Chinese, typed 田 中華, with a space after the family name 田, it is read by pinyin as TIAN ZHONGHUA/,
    );
    // What the reason offers is what the engine does.
    expect(latin('田 中華')).toEqual(['TIAN', 'ZHONGHUA']);
    expect(latin('田中偉')).toEqual([]);
    expect(parseName('田中偉').notCounted[0]?.reason).toMatch(/typed 田 中偉, .* TIAN ZHONGWEI/);
    // A name with no such character, or ending as Japanese given names do, is not offered a Chinese reading.
    for (const name of ['田中太郎', '佐藤健', '高橋健', '田中華子']) {
      expect(parseName(name).notCounted[0]?.reason, name).not.toMatch(/read by pinyin as/);
    }
  });
});
