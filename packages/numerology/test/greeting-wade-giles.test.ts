/**
 * Chinese names in Wade-Giles, and a given name of one syllable said twice (issue 23, ADR 0933): "Chang Hsiao-ming"
 * was greeted "Chang", "Chan Pui Pui" "Chan". A Chinese family name in pinyin or Wade-Giles before a given name of
 * two Mandarin syllables joined by a hyphen is greeted by the given name; a doubled syllable typed as two words is a
 * given name, not one word typed twice. Western names keep their first word (measured over 110,712 names in ADR
 * 0933: none changed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart';
import { suggestHebrew } from '../src/transliterate';
import { wadeGilesToPinyin } from '../src/wade-giles';
import { expectGreeted, greeted } from './support/greetings';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** Family names as Wade-Giles and Taiwan write them, and given-name syllables found in Wade-Giles names. */
const WG_FAMILY = 'Chang Chiang Chou Hsu Kuo Teng Tsai Hsieh Tsao Chao Huang Liu Chen Wang Li Lee Lin Kao Sung'.split(
  ' ',
);
const WG_SYLLABLE = (
  'hsiao ming ta chao tse tung en lai ping teng hui ing wen yu tang hsien chih mo chia kan chung cheng kuo ' +
  'hsin chuan shih tzu jen yen mei ling chun feng'
).split(' ');

describe('Wade-Giles names written family name first', () => {
  it('reads Wade-Giles syllables as the pinyin they stand for', () => {
    expect(wadeGilesToPinyin('HSIAO')).toEqual(['XIAO']);
    expect(wadeGilesToPinyin('CHIH')).toContain('ZHI');
    expect(wadeGilesToPinyin('TZU')).toContain('ZI');
    expect(wadeGilesToPinyin('TIEN')).toContain('TIAN');
    expect(wadeGilesToPinyin('HSUEH')).toContain('XUE');
    expect(wadeGilesToPinyin('JEN')).toEqual(['REN']);
    expect(wadeGilesToPinyin('CHIANG')).toContain('JIANG');
    expect(wadeGilesToPinyin('SHEK')).toEqual([]);
    expect(wadeGilesToPinyin('SMITH')).toEqual([]);
  });

  it("spells Wade-Giles hs in Hebrew as pinyin's x (ש), not h and s", () => {
    expect(suggestHebrew('HSIAO').hebrew).toBe('שיאו');
    expect(suggestHebrew('HSIEH').hebrew).toBe('שיה');
    expect(suggestHebrew('HSU').hebrew).toBe('שו');
    const chart = computeChart(
      { name: 'Chang Hsiao-ming', dateOfBirth: '2011-06-05', bornInMorning: false },
      '2026-11-27',
    );
    expect(chart.hebrewName.text).toBe("צ'נג שיאו-מינג");
  });

  it('greets the given name of a Wade-Giles name, and a doubled syllable whole', () => {
    expectGreeted([
      ['Chang Hsiao-ming', 'Hsiao-ming'],
      ['Li Ta-chao', 'Ta-chao'],
      ['Mao Tse-tung', 'Tse-tung'],
      ['Chou En-lai', 'En-lai'],
      ['Teng Hsiao-ping', 'Hsiao-ping'],
      ['Lee Teng-hui', 'Teng-hui'],
      ['Tsai Ing-wen', 'Ing-wen'],
      ['Lin Yu-tang', 'Yu-tang'],
      ['Hsu Chih-mo', 'Chih-mo'],
      ['Chang Hsiao Ming', 'Hsiao Ming'],
      ['Chu Teh', 'Teh'],
      ['Chan Pui Pui', 'Pui Pui'],
      ['Wong Ling Ling', 'Ling Ling'],
      ['Wang Fang Fang', 'Fang Fang'],
      // The Western order: a doubled syllable before an East Asian family name.
      ['Wei Wei Wang', 'Wei Wei'],
      ['Pui Pui Chan', 'Pui Pui'],
    ]);
  });

  it('keeps the first word where the words do not say family name first', () => {
    expectGreeted([
      ['Lee Harvey Oswald', 'Lee'],
      ['Mary-Ann Chang', 'Mary-Ann'],
      ['Chang Mary-Ann', 'Chang'],
      ['Lin Jo-Ann', 'Lin'],
      ['Jen Hsu', 'Jen'],
      ['Lee Jo Wong', 'Lee'],
      ['Hsiao-ming Chang', 'Hsiao-ming'],
      ['John John Smith', 'John'],
      ['Lee Lee', 'Lee'],
      ['王小明', '小明'],
      // Mixed romanisations: Kai-shek's shek and Yat-sen's yat are Cantonese (ADR 0960).
      ['Chiang Kai-shek', 'Kai-shek'],
    ]);
  });

  it('any Wade-Giles family name before two syllables joined by a hyphen: the given name; the other order: the first word', () => {
    const family = fc.constantFrom(...WG_FAMILY);
    const syllable = fc.constantFrom(...WG_SYLLABLE);
    fc.assert(
      fc.property(family, syllable, syllable, (f, a, b) => {
        const given = `${a.charAt(0).toUpperCase()}${a.slice(1)}-${b}`;
        expect(greeted(`${f} ${given}`)).toBe(given);
        expect(greeted(`${given} ${f}`)).toBe(given);
      }),
      { numRuns: 300 },
    );
  });

  it('Western hyphenated given names after a Chinese family name, and Western names with a word typed twice, keep the first word', () => {
    const western =
      'Mary-Ann Jo-Ann Jean-Pierre Mary-Kate Lee-Ann Ann-Marie Hans-Peter Sue-Ellen Jean-Luc Anna-Lena Jean-Paul'.split(
        ' ',
      );
    for (const f of WG_FAMILY) for (const w of western) expect(greeted(`${f} ${w}`), `${f} ${w}`).toBe(f);
    for (const w of 'John Mary Sarah Peter Anna Tom'.split(' '))
      for (const l of 'Smith Jones Cohen Rossi'.split(' ')) expect(greeted(`${w} ${w} ${l}`)).toBe(w);
  });
});
