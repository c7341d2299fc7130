/**
 * The name a reader is greeted by when the name is written family name first (issue 23, ADR 0871): "Wang
 * Xiaoming" was greeted "Welcome, Wang". A Chinese or Korean name in that order is greeted by its given name, a
 * Vietnamese one by its last word, and a name whose order cannot be told (both words family names) whole;
 * names in the usual order keep their first word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectGreeted, greeted } from './support/greetings';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261127 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const ON = '2026-11-27';

describe('a name written family name first', () => {
  it('the reader of the issue is welcomed by the given name, in both reports', () => {
    const person = { name: 'Wang Xiaoming', dateOfBirth: '2009-03-14', bornInMorning: true };
    expect(writeSimpleReport(person, ON).markdown).toContain('Welcome, Xiaoming.');
    expect(writeSimpleReport(person, ON).markdown).not.toMatch(/\bWang\b[.,]/);
    expect(writeComprehensiveReport(person, ON).markdown).not.toMatch(/Welcome, Wang\b|\bWang, /);
  });

  it('Chinese and Korean names: the given name; Vietnamese: the last word', () => {
    const cases: Array<[string, string]> = [
      ['Wang Xiaoming', 'Xiaoming'],
      ['Chen Jie', 'Jie'],
      ['Li Na', 'Na'],
      ['Zhang Ziyi', 'Ziyi'],
      ['Li Wei Ming', 'Wei Ming'],
      ['Lin Ming-Hua', 'Ming-Hua'],
      ['Kim Minjun', 'Minjun'],
      ['Lee Min-ho', 'Min-ho'],
      ['Park Chan-wook', 'Chan-wook'],
      ['Nguyen Van An', 'An'],
      ['Nguyễn Văn An', 'An'],
      ['Tran Thi Mai', 'Mai'],
      ['Ho Chi Minh', 'Minh'],
    ];
    expectGreeted(cases);
  });

  it('whole when the order cannot be told, or when typed in Japanese script; in Chinese or Korean script, the given name (ADR 0960)', () => {
    for (const name of ['Zhang Wei', 'Wei Chen', 'Ma Long', 'Jin Young Kim', 'Ye Li'])
      expect(greeted(name), name).toBe(name);
    expect(greeted('王小明')).toBe('小明');
    expect(greeted('김민준')).toBe('민준');
    expect(greeted('김 민준')).toBe('민준');
    expect(greeted('山田（やまだ） 花子（はなこ）')).toBe('山田 花子');
  });

  it('names in the usual order keep their first word', () => {
    const cases: Array<[string, string]> = [
      ['Xiaoming Wang', 'Xiaoming'],
      ['Min-ho Lee', 'Min-ho'],
      ['An Nguyen', 'An'],
      ['Mai Ling Chen', 'Mai'],
      ['Kim Kardashian', 'Kim'],
      ['Lee Smith', 'Lee'],
      ['Lee Anne Smith', 'Lee'],
      ['Le Blanc', 'Le'],
      ['Mary Chen', 'Mary'],
      ['Chang Smith', 'Chang'],
      ['Jean-Luc Picard', 'Jean-Luc'],
      ['Abd al-Rahman Saadi', 'Abd al-Rahman'],
      ['Wang', 'Wang'],
    ];
    for (const [name, first] of cases) expect(greeted(name), name).toBe(first);
  });
});

describe('over generated names (fast-check)', () => {
  const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Zhou', 'Xu', 'Sun', 'Guo'];
  const KOREAN = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Jang', 'Jun', 'Min', 'Song', 'Han'];
  /** Pinyin syllables that are not common Chinese or Korean family names, so a given name of them is not one. */
  const GIVEN_SYLLABLES = ['xiu', 'ming', 'jie', 'hua', 'ying', 'mei', 'qiang', 'fei', 'na', 'ting', 'hui', 'xin'];
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const given = fc
    .array(fc.constantFrom(...GIVEN_SYLLABLES), { minLength: 1, maxLength: 2 })
    .map((syllables) => capital(syllables.join('')));
  const WESTERN = ['Sarah', 'James', 'Olivia', 'Daniel', 'Emma', 'Lucas', 'Grace', 'Thomas', 'Chloe', 'Aoife'];

  it('a Chinese name, family name first, is greeted by its given name; given name first, by the same', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SURNAMES), given, (surname, first) => {
        expect(greeted(`${surname} ${first}`)).toBe(first);
        expect(greeted(`${first} ${surname}`)).toBe(first);
      }),
    );
  });

  it('a Chinese or Korean family name with a given name, in either order, is never greeted by the family name alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SURNAMES, ...KOREAN), given, fc.boolean(), (surname, first, familyFirst) => {
        const name = familyFirst ? `${surname} ${first}` : `${first} ${surname}`;
        expect([first, name]).toContain(greeted(name));
      }),
    );
  });

  it('a Western given name before any family name, Chinese or not, is greeted by itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WESTERN),
        fc.oneof(fc.constantFrom(...SURNAMES), fc.constantFrom('Smith', 'Murphy', 'García', 'Kowalski')),
        (first, surname) => {
          expect(greeted(`${first} ${surname}`)).toBe(first);
        },
      ),
    );
  });
});
