/**
 * Ukrainian and Serbian names typed in Cyrillic, read by their own countries' Latin spellings (issue 23): a Ukrainian
 * passport writes Олександр OLEKSANDR and Ганна HANNA by the national system of 2010 (Cabinet of Ministers resolution
 * 55), where ICAO Doc 9303 gives GANNA and IURII; a Serb writes Ђорђе Ћирић in the Latin alphabet, gajica, as Đorđe
 * Ćirić (a passport's machine line DJORDJE CIRIC), where ICAO Doc 9303 gives DORDE CIRIC and Љубица LJUBITSA. Which
 * language a name is in is read from the whole name: letters only one of them writes (ґ є і ї and the apostrophe; ђ ћ,
 * or ј љ њ џ without Macedonian's ѓ ќ ѕ), a Ukrainian -ський, or a name form only Ukrainian spells so (Олександр, not
 * Александр); a Russian-only letter (ы э ё ъ) or Belarusian ў keeps the passport standard. ADR 1307.
 */

export type CyrillicLanguage = 'ukrainian' | 'serbian';

export const UKRAINIAN_STANDARD =
  'the Ukrainian national system of 2010, as Ukrainian passports write names; if your passport spells your name otherwise, type it in Latin letters as it does';
export const SERBIAN_STANDARD =
  'the Serbian Latin alphabet, gajica, with đ as dj and the other accents dropped, as a Serbian passport’s machine-readable line writes it';

const UKRAINIAN_LETTERS = /[ҐґЄєІіЇї]/u;
const SERBIAN_ONLY = /[ЂђЋћ]/u;
const SOUTH_SLAVIC = /[ЈјЉљЊњЏџ]/u;
const MACEDONIAN_ONLY = /[ЃѓЌќЅѕ]/u;
/** Letters Russian or Belarusian write and Ukrainian does not. */
const NOT_UKRAINIAN = /[ЫыЭэЁёЪъЎў]/u;
/** The Ukrainian adjective ending of many surnames (Зеленський, Ковальська); Russian writes -ский. */
const UKRAINIAN_SURNAME = /(?:сь|ць)к(?:ий|а)$/iu;
/** Given names only Ukrainian spells so, with none of its own letters (Russian: Александр, Николай, Анна, Елена …). */
const UKRAINIAN_NAMES = new Set([
  'ОЛЕКСАНДР',
  'ОЛЕКСАНДРА',
  'МИКОЛА',
  'МИХАЙЛО',
  'ДМИТРО',
  'ПЕТРО',
  'ПАВЛО',
  'ГАННА',
  'ОЛЕНА',
  'КАТЕРИНА',
  'ТЕТЯНА',
  'ВОЛОДИМИР',
  'ТАРАС',
  'ОСТАП',
  'ВАСИЛЬ',
  'ЯРИНА',
  'ХРИСТИНА',
  'МИРОСЛАВА',
]);

/** The language of a name typed (partly) in Cyrillic, when it is Ukrainian or Serbian; undefined otherwise. */
export function cyrillicLanguage(display: string): CyrillicLanguage | undefined {
  if (!/\p{Script=Cyrillic}/u.test(display) || MACEDONIAN_ONLY.test(display)) return undefined;
  if (SERBIAN_ONLY.test(display) || SOUTH_SLAVIC.test(display)) return 'serbian';
  if (NOT_UKRAINIAN.test(display)) return undefined;
  // An apostrophe inside a word keeps a consonant hard before я, ю, є, ї (Мар'яна): Ukrainian writes it, Russian ъ.
  if (UKRAINIAN_LETTERS.test(display) || /\p{Script=Cyrillic}['’ʼ]\p{Script=Cyrillic}/u.test(display))
    return 'ukrainian';
  const words = display.split(/[\s-]+/u).map((w) => w.replace(/[^\p{L}]/gu, ''));
  if (words.some((w) => UKRAINIAN_NAMES.has(w.toUpperCase()) || UKRAINIAN_SURNAME.test(w))) return 'ukrainian';
  return undefined;
}

/** Resolution 55 of 2010: one table, and є ї й ю я written ye yi y yu ya at a word's start, ie i i iu ia elsewhere. */
const UKRAINIAN: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'H',
  Ґ: 'G',
  Д: 'D',
  Е: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'Y',
  І: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ь: '',
};
const UKRAINIAN_OPENING: Readonly<Record<string, readonly [string, string]>> = {
  Є: ['YE', 'IE'],
  Ї: ['YI', 'I'],
  Й: ['Y', 'I'],
  Ю: ['YU', 'IU'],
  Я: ['YA', 'IA'],
};

export function romanizeUkrainian(text: string): string {
  const letters = [...text.toUpperCase()];
  let out = '';
  letters.forEach((c, i) => {
    const opening = UKRAINIAN_OPENING[c];
    if (opening) out += i === 0 ? opening[0] : opening[1];
    // зг is zgh, so it is not read as zh (Згурський Zghurskyi).
    else if (c === 'Г' && letters[i - 1] === 'З') out += 'GH';
    else out += UKRAINIAN[c] ?? '';
  });
  return out;
}

/** Serbian Cyrillic in gajica, as the machine-readable line writes it: đ dj, ć č c, š s, ž z, dž dz. */
const SERBIAN: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Ђ: 'DJ',
  Е: 'E',
  Ж: 'Z',
  З: 'Z',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'LJ',
  М: 'M',
  Н: 'N',
  Њ: 'NJ',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'C',
  У: 'U',
  Ф: 'F',
  Х: 'H',
  Ц: 'C',
  Ч: 'C',
  Џ: 'DZ',
  Ш: 'S',
};

export function romanizeSerbian(text: string): string {
  let out = '';
  for (const c of text.toUpperCase()) out += SERBIAN[c] ?? '';
  return out;
}
