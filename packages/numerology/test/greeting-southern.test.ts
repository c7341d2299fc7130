/**
 * Chinese names romanised from Hokkien, Teochew, Hakka and Cantonese, written family name first as Singapore,
 * Malaysia and Hong Kong write them (issue 23, ADR 0994): "Lim Boon Keng" and "Goh Chok Tong" were greeted "Lim" and
 * "Goh", while "Wang Xiaoming" is greeted Xiaoming. The family names come from a table of 87 common Chinese family
 * names and their spellings there (src/southern-chinese-names.ts); Western names with those family names keep their
 * first given name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeSimpleReport } from '../src/reading';
import { SOUTHERN_SURNAMES } from '../src/southern-chinese-names';
import { expectGreeted, greeted } from './support/greetings';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261128 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const cap = (s: string): string => `${s.charAt(0)}${s.slice(1).toLowerCase()}`;
/** Given-name syllables of Hokkien and Teochew names that are no family name, for either place in a given name. */
const FIRST_SYLLABLE = 'Boon Chok Kah Swee Teck Hock Chee Guan Kim Ah Chin Keng Bee Soon'.split(' ');
const SECOND_SYLLABLE = 'Keng Keat Swee Hock Huat Teck Puat Bock Kiat Seng Hean Chye Loong Yew'.split(' ');
/** Western given names, some of them also Chinese family names or syllables elsewhere (Lee, Kim, Sam). */
const WESTERN = 'Kevin Mary Jackie Sarah James Olivia Daniel Grace Michael Linda Lee Kim Sam Ann Rose Peter'.split(' ');

describe('Southern Chinese names written family name first', () => {
  it('the names of the issue are greeted by their given names', () => {
    expectGreeted([
      ['Lim Boon Keng', 'Boon Keng'],
      ['Goh Chok Tong', 'Chok Tong'],
      ['Tan Kah Kee', 'Kah Kee'],
      ['Chan Tai Man', 'Tai Man'],
      ['Ng Kwok Wai', 'Kwok Wai'],
      ['Lee Hsien Loong', 'Hsien Loong'],
    ]);
  });

  it('more Hokkien, Teochew, Hakka and Cantonese names, apart or hyphenated', () => {
    expectGreeted([
      ['Teo Chee Hean', 'Chee Hean'],
      ['Tan Cheng Bock', 'Cheng Bock'],
      ['Khoo Teck Puat', 'Teck Puat'],
      ['Goh Keng Swee', 'Keng Swee'],
      ['Heng Swee Keat', 'Swee Keat'],
      ['Toh Chin Chye', 'Chin Chye'],
      ['Yap Ah Loy', 'Ah Loy'],
      ['Chua Soi Lek', 'Soi Lek'],
      ['Lim Boon-Keng', 'Boon-Keng'],
      ['Tan Chuan-Jin', 'Chuan-Jin'],
      ['Yeoh Choo-kheng', 'Choo-kheng'],
      ['LIM BOON KENG', 'BOON KENG'],
    ]);
  });

  it('a last syllable that is also a family name is still the given name after a Chinese family name', () => {
    expectGreeted([
      ['Mah Bow Tan', 'Bow Tan'],
      ['Wee Kim Wee', 'Kim Wee'],
      ['Lim Boon Heng', 'Boon Heng'],
      ['Ong Teng Cheong', 'Teng Cheong'],
      ['Chan Heng Chee', 'Heng Chee'],
      ['Quek Leng Chan', 'Leng Chan'],
    ]);
  });

  it('Western order keeps its first given name; names whose order cannot be told keep the first word or stay whole', () => {
    expectGreeted([
      ['Kevin Lim', 'Kevin'],
      ['Mary Tan', 'Mary'],
      ['Jackie Chan', 'Jackie'],
      ['Kevin Lim Boon Keng', 'Kevin'],
      ['Mary Tan Boon Hock', 'Mary'],
      ['Lee Roy Tan', 'Lee'],
      ['Lee Jo Wong', 'Lee'],
      ['Tai Man Chan', 'Tai'],
      ['Lee Kim Tan', 'Lee Kim Tan'],
      ['Ho Chi Minh', 'Minh'],
      ['Lim Smith', 'Lim'],
      ['Tan Anna-Lena', 'Tan'],
    ]);
  });

  // Ho and Lam are Vietnamese family names too: three words after them are read as a Vietnamese name (ADR 0871).
  const family = [...SOUTHERN_SURNAMES].filter((f) => !['HO', 'LAM'].includes(f)).map(cap);

  it('every family name of the table before every given name of two syllables: the given name (70,000 names)', () => {
    expect(family.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    let n = 0;
    for (const f of family)
      for (const a of FIRST_SYLLABLE)
        for (const b of SECOND_SYLLABLE) {
          // A syllable said twice (Chin Chin Keng) is a given name in the Western order (ADR 0933): not tested here.
          if (a === b || a === f) continue;
          for (const given of [`${a} ${b}`, `${a}-${b.toLowerCase()}`]) {
            n++;
            if (greeted(`${f} ${given}`) !== given) wrong.push(`${f} ${given}: ${greeted(`${f} ${given}`)}`);
          }
        }
    expect(wrong).toEqual([]);
    expect(n).toBeGreaterThan(60_000);
  }, 30_000);

  it('over generated names: a Western given name before any family name of the table, and a given name after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...family),
        fc.constantFrom(...FIRST_SYLLABLE),
        fc.constantFrom(...SECOND_SYLLABLE),
        fc.constantFrom(...WESTERN),
        (f, a, b, w) => {
          fc.pre(a !== b);
          // Kim Chan, Lee Wong and Lee Soo may be Korean or Chinese names family name first (ADR 0871, 0911).
          if (w !== 'Kim' && w !== 'Lee') expect(greeted(`${w} ${f}`)).toBe(w);
          expect(greeted(`${w} ${f} ${a} ${b}`)).toBe(w);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the reading greets Goh Chok Tong by his given name', () => {
    const text = writeSimpleReport(
      { name: 'Goh Chok Tong', dateOfBirth: '1941-05-20', bornInMorning: true },
      '2026-11-28',
    ).markdown;
    expect(text).toMatch(/^# A numerology reading for Chok Tong$/mu);
    expect(text).not.toMatch(/\bGoh[,.]/u);
  });
});
