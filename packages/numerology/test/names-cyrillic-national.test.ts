/**
 * Ukrainian and Serbian names typed in Cyrillic are read by their own countries' Latin spellings, the reading says
 * which, and their Hebrew spellings are by sound (issue 23, ADR 1307). Before: every Cyrillic name was read by ICAO Doc
 * 9303 (Ганна GANNA, Володимир VOLODIMIR, Ђорђе DORDE, Љубица LJUBITSA, Милошевић MILOSHEVIC), and Serbian names were
 * spelled in Hebrew without their own letters (Ђорђе Ћирић אורה אירי, Љубица אוביצה). Latin spellings: the Ukrainian
 * Cabinet of Ministers' resolution 55 of 2010 and its examples (Згорани Zghorany, Їжакевич Yizhakevych, Знам'янка
 * Znamianka, Олексій Oleksii, Костянтин Kostiantyn); Serbian gajica as a passport's machine-readable line writes it (Đ
 * DJ, Ć Č C, Š S, Ž Z, Dž DZ: Novak Đoković DJOKOVIC). Hebrew spellings from Israeli usage (the press, Hebrew
 * Wikipedia); where usage has two, both are listed.
 */
import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/index';
import { writeSimpleReport } from '../src/reading';
import { cyrillicLanguage } from '../src/scripts/cyrillic-national';

const chart = (name: string) => computeChart({ name, dateOfBirth: '1990-05-17', bornInMorning: true }, '2026-06-15');
const latin = (name: string) => chart(name).name.romanized.map((r) => r.latin);
const hebrew = (name: string) => chart(name).hebrewName.words.map((w) => w.hebrew);

const UKRAINIAN: ReadonlyArray<readonly [string, string]> = [
  ['Олександр Шевченко', 'OLEKSANDR SHEVCHENKO'],
  ['Ганна Їжак', 'HANNA YIZHAK'],
  ["Мар'яна Гнатюк", 'MARIANA HNATIUK'],
  ['Володимир Зеленський', 'VOLODYMYR ZELENSKYI'],
  ['Юрій Андрійович', 'YURII ANDRIIOVYCH'],
  ['Євген Згурський', 'YEVHEN ZGHURSKYI'],
  ['Наталія Ковальчук', 'NATALIIA KOVALCHUK'],
  ['Тетяна Щербак', 'TETIANA SHCHERBAK'],
  ['Михайло Грушевський', 'MYKHAILO HRUSHEVSKYI'],
  ['Григорій Сковорода', 'HRYHORII SKOVORODA'],
  ['Ірина Ярошенко', 'IRYNA YAROSHENKO'],
  ['Олексій Гаєвич', 'OLEKSII HAIEVYCH'],
  ['Костянтин Їжакевич', 'KOSTIANTYN YIZHAKEVYCH'],
  ['Йосип Сліпий', 'YOSYP SLIPYI'],
  ['Юлія Тимошенко', 'YULIIA TYMOSHENKO'],
  ['Ґудзь Софія', 'GUDZ SOFIIA'],
  ['Микола Бондар', 'MYKOLA BONDAR'],
  ['Катерина Білоус', 'KATERYNA BILOUS'],
  ['Віталій Кличко', 'VITALII KLYCHKO'],
  ['Богдан Хмельницький', 'BOHDAN KHMELNYTSKYI'],
];

const SERBIAN: ReadonlyArray<readonly [string, string]> = [
  ['Јован Јовановић', 'JOVAN JOVANOVIC'],
  ['Ђорђе Ћирић', 'DJORDJE CIRIC'],
  ['Љубица Његош', 'LJUBICA NJEGOS'],
  ['Новак Ђоковић', 'NOVAK DJOKOVIC'],
  ['Слободан Милошевић', 'SLOBODAN MILOSEVIC'],
  ['Џеко', 'DZEKO'],
  ['Жељко Ражнатовић', 'ZELJKO RAZNATOVIC'],
  ['Драган Стојковић', 'DRAGAN STOJKOVIC'],
  ['Милица Чачић', 'MILICA CACIC'],
  ['Чедомир Хаџић', 'CEDOMIR HADZIC'],
  ['Вук Караџић', 'VUK KARADZIC'],
  ['Драгиша Шушњар', 'DRAGISA SUSNJAR'],
];

/** Hebrew spellings as Israeli usage writes these names. */
const HEBREW = `
  Володимир Зеленський: וולודימיר | זלנסקי
  Олександр Шевченко: אולקסנדר אולכסנדר | שבצ'נקו
  Тетяна Щербак: טטיאנה | שצ'רבק
  Наталія Ковальчук: נטליה | קובלצ'וק
  Юрій Андрійович: יורי | אנדריוביץ'
  Мар'яна Гнатюк: מריאנה | הנטיוק
  Слободан Милошевић: סלובודן | מילושביץ'
  Новак Ђоковић: נובאק נובק | ג'וקוביץ'
  Драган Стојковић: דרגן דראגן | סטויקוביץ'
  Жељко Ражнатовић: ז'ליקו ז'לקו | רז'נטוביץ'
  Ђорђе Ћирић: ג'ורג'ה | צ'יריץ'
  Љубица Његош: ליוביצה | ניגוש ניגוש
  Јован Јовановић: יובן יובאן | יובנוביץ' יובאנוביץ'
  Милица Чачић: מיליצה | צ'צ'יץ'
  Богдан Хмельницький: בוהדן בוגדן | חמלניצקי
  Віталій Кличко: ויטלי ויטאלי | קליצ'קו
  Лев Троцкий: לב | טרוצקי
`;

describe('Ukrainian and Serbian names in Cyrillic', () => {
  it.each(UKRAINIAN)('reads %s by the Ukrainian national system of 2010, and says so', (name, expected) => {
    expect(latin(name).join(' ')).toBe(expected);
    expect(
      chart(name).name.romanized.every((r) => r.standard.startsWith('the Ukrainian national system of 2010')),
    ).toBe(true);
  });

  it.each(SERBIAN)('reads %s in gajica, as a Serbian passport writes it, and says so', (name, expected) => {
    expect(latin(name).join(' ')).toBe(expected);
    expect(chart(name).name.romanized.every((r) => r.standard.startsWith('the Serbian Latin alphabet, gajica'))).toBe(
      true,
    );
  });

  it('names the standard in the reading itself', () => {
    const uk = writeSimpleReport({ name: 'Ганна Їжак', dateOfBirth: '2011-05-17', bornInMorning: false }, '2026-11-29');
    expect(uk.markdown).toContain(
      'Ганна and Їжак were read as HANNA and YIZHAK (by the Ukrainian national system of 2010',
    );
    const sr = writeSimpleReport(
      { name: 'Ђорђе Ћирић', dateOfBirth: '1990-05-17', bornInMorning: false },
      '2026-11-29',
    );
    expect(sr.markdown).toContain('were read as DJORDJE and CIRIC (by the Serbian Latin alphabet, gajica');
  });

  it('keeps the passport standard for Russian, Belarusian and Macedonian names and for names it cannot tell', () => {
    for (const name of ['Иван Петров', 'Наталья Шевченко', 'Алесь Адамовіч Ўладзімір', 'Благоја Ѓорѓиев', 'Ирина']) {
      expect(cyrillicLanguage(name), name).toBeUndefined();
      expect(chart(name).name.romanized[0]?.standard, name).toBe('ICAO Doc 9303, the passport standard');
    }
    expect(latin('Иван Петров')).toEqual(['IVAN', 'PETROV']);
  });

  it('spells them in Hebrew by sound, as Israeli usage writes them', () => {
    const wrong = HEBREW.split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .flatMap((line) => {
        const [name = '', spellings = ''] = line.split(':').map((p) => p.trim());
        const expected = spellings.split('|').map((s) => s.trim().split(' '));
        return hebrew(name)
          .map((got, i) => ({ got, ok: expected[i] ?? [] }))
          .filter(({ got, ok }) => !ok.includes(got))
          .map(({ got, ok }) => `${name}: ${got}, expected ${ok.join(' or ')}`);
      });
    expect(wrong).toEqual([]);
  });
});
