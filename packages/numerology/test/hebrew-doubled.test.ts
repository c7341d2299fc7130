/**
 * No letter three times in a row in a Hebrew spelling by sound (issue 23, ADR 0961): "Halvorsen" was spelled
 * הלווורסן, the double vav of a consonant v and the vav of the o after it. Spelling without points writes a consonant
 * vav once beside a vav that writes o or u (the Academy of the Hebrew Language's rule: עוון, מצוות): הלוורסן.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart';
import { suggestHebrew } from '../src/transliterate';
import { generatedPeople } from './support/figures';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261128 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const TRIPLE = /(\p{L})\1\1/u;
const hebrew = (latin: string): string => suggestHebrew(latin).hebrew;

describe('Hebrew spellings by sound write no letter three times in a row', () => {
  it('a consonant v or w beside the vav of an o or u is one vav', () => {
    expect(hebrew('HALVORSEN')).toBe('הלוורסן');
    expect(hebrew('NOVOTNY')).toBe('נווטני');
    expect(hebrew('SVOBODA')).toBe('סוובודה');
    expect(hebrew('DUVAL')).toBe('דוול');
    expect(hebrew('SUVOROV')).toBe('סוורוב');
    // Before any other vowel the double vav stays (Ivanov איוונוב, Kravitz קרוויץ).
    expect(hebrew('IVANOV')).toBe('איוונוב');
    expect(hebrew('KRAVITZ')).toBe('קרוויץ');
  });

  it('where vavs meet otherwise, two are kept: an opening v and its o (Vova), Owusu, pinyin Shuwen', () => {
    expect(hebrew('VOVA')).toBe('וובה');
    expect(hebrew('OWUSU')).toBe('אווסו');
    expect(hebrew('SHUWEN')).not.toMatch(TRIPLE);
  });

  it('property: any word of Latin syllables, v and w among them, is spelled with no letter three times in a row', () => {
    const onset = fc.constantFrom(...'B D F G H K L M N P R S T V W Z SH CH TS KH'.split(' '), '');
    const nucleus = fc.constantFrom(...'A E I O U OU AU EE OO IA UA'.split(' '));
    const syllable = fc.tuple(onset, nucleus, fc.constantFrom('', 'N', 'L', 'R', 'V', 'W', 'S')).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.array(syllable, { minLength: 1, maxLength: 4 }), (parts) => {
        const word = parts.join('');
        expect(hebrew(word), word).not.toMatch(TRIPLE);
        // A v that opens a syllable before o or u inside a word is a single vav, then the vowel's.
        if (/[^V]VO[^OU]/.test(word) && !/[VW]{2}/.test(word)) expect(hebrew(word), word).not.toMatch(/ווו/);
      }),
      { numRuns: 2000 },
    );
  });

  it('over 600 generated people, no Hebrew name has a letter three times in a row', () => {
    const people = [
      ...generatedPeople(600, 961),
      { name: 'Ingrid Halvorsen', dateOfBirth: '1936-02-29', bornInMorning: true },
    ];
    const found = people.map((p) => computeChart(p, '2026-11-28').hebrewName.text).filter((text) => TRIPLE.test(text));
    expect(found).toEqual([]);
  });
});
