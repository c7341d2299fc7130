/**
 * A Chinese name in hanzi typed with a space between family and given name (issue 23): "王 小明" and "李 小龍" were read
 * as three words (王, 小, 明), counted word by word as three names and greeted by the whole name, while "王小明" is
 * counted as two (WANG, XIAOMING) and greeted 小明. The reader's space parts family from given name; a word is never
 * split again, and the family name keeps its surname reading (单 Shan, 曾 Zeng), as typed together.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { parseName } from '../src/name';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { expectGreeted } from './support/greetings';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261128 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const ON = '2026-11-28';
const latinWords = (name: string): string[] => parseName(name).words.map((w) => w.letters.map((l) => l.char).join(''));

describe('a Chinese name typed with a space between family and given name', () => {
  it('is one family name and one given name, as typed together: 王 小明 is WANG XIAOMING, not WANG XIAO MING', () => {
    const cases: Array<[string, string[]]> = [
      ['王 小明', ['WANG', 'XIAOMING']],
      ['李 小龍', ['LI', 'XIAOLONG']],
      ['李 小龙', ['LI', 'XIAOLONG']],
      ['毛 泽东', ['MAO', 'ZEDONG']],
      ['欧阳 娜娜', ['OUYANG', 'NANA']],
      ['王 明', ['WANG', 'MING']],
    ];
    for (const [typed, latin] of cases) expect(latinWords(typed), typed).toEqual(latin);
  });

  it('the family name keeps its surname reading, as typed together (单 Shan, 曾 Zeng, 区 Ou, 仇 Qiu)', () => {
    for (const [apart, together] of [
      ['单 小明', '单小明'],
      ['曾 小明', '曾小明'],
      ['区 家伟', '区家伟'],
      ['仇 大海', '仇大海'],
    ] as const)
      expect(latinWords(apart), apart).toEqual(latinWords(together));
    expect(latinWords('单 小明')[0]).toBe('SHAN');
  });

  it('is greeted by the given name, as 王小明 is; two characters and Japanese names stay whole', () => {
    expectGreeted([
      ['王 小明', '小明'],
      ['李 小龍', '小龍'],
      ['欧阳 娜娜', '娜娜'],
      ['毛 泽东', '泽东'],
      ['王 明', '王 明'],
      ['山田 花子', '山田 花子'],
      ['田中 太郎', '田中 太郎'],
      ['김 민준', '민준'],
    ]);
  });

  it('the reports are written for 小龍 and count the name as 李小龍 does', () => {
    const apart = { name: '李 小龍', dateOfBirth: '1940-11-27', bornInMorning: true };
    const together = { ...apart, name: '李小龍' };
    for (const write of [writeSimpleReport, writeComprehensiveReport]) {
      const text = write(apart, ON).markdown;
      expect(text).toMatch(/^# A [a-z ]+ for 小龍$/mu);
      // 小 and 龍 are never two names, and the reader is never called by the whole name or the family name.
      expect(text).not.toMatch(/小(?!龍)|(?<!小)龍|for 李|李, /u);
    }
    expect(computeChart(apart, ON).core).toEqual(computeChart(together, ON).core);
  });

  it('over generated names: spaced or not, the same words, numbers and greeting', () => {
    const family = fc.constantFrom(
      '王',
      '李',
      '张',
      '刘',
      '陈',
      '杨',
      '黄',
      '赵',
      '周',
      '吴',
      '单',
      '曾',
      '欧阳',
      '司马',
    );
    const given = fc.constantFrom('小明', '小龍', '伟', '娜娜', '泽东', '家伟', '建国', '美玲', '志强', '秀英', '子怡');
    fc.assert(
      fc.property(family, given, (f, g) => {
        const apart = parseName(`${f} ${g}`);
        const together = parseName(`${f}${g}`);
        expect(apart.words.length).toBe(2);
        expect(latinWords(`${f} ${g}`)).toEqual(latinWords(`${f}${g}`));
        // A one-character given name alone is said only by those closest: the whole name, typed as the reader typed it.
        expect(apart.firstName).toBe([...g].length >= 2 ? g : `${f} ${g}`);
        expect(together.firstName).toBe([...g].length >= 2 ? g : `${f}${g}`);
        const person = { name: `${f} ${g}`, dateOfBirth: '1988-08-08', bornInMorning: false };
        expect(computeChart(person, ON).core).toEqual(computeChart({ ...person, name: `${f}${g}` }, ON).core);
      }),
      { numRuns: 60 },
    );
  });
});
