/**
 * Letters of other scripts in a name, read through a named romanization standard and then counted like
 * Latin letters (docs/decisions/0110-names-read-honestly.md, 0659-names-in-every-script.md). Where no
 * reading is possible (kanji beside kana, a script without a table here) the word is named to the reader
 * with the reason, never dropped silently.
 */
import { looksPersian, romanizeArabic } from './arabic';
import { romanizeArmenian, romanizeGeorgian } from './caucasus';
import { romanizeMalayalam, romanizeTamil } from './dravidian';
import { romanizeEthiopic } from './ethiopic';
import { romanizeThai } from './thai';
import { hepburnChoices, romanizeHan, romanizeHangul, romanizeKana } from './east-asian';
import { indicScheme, romanizeIndic } from './indic';
import { GREEK, GREEK_VOICELESS } from './greek';
import { chineseNameApart, sharedJapaneseForm } from './cjk-surnames';
import {
  type CyrillicLanguage,
  romanizeSerbian,
  romanizeUkrainian,
  SERBIAN_STANDARD,
  UKRAINIAN_STANDARD,
} from './cyrillic-national';

export interface Romanization {
  /** Upper-case Latin letters A-Z. */
  readonly latin: string;
  /** The standard used, for the reading ("ICAO Doc 9303 (passports)"). */
  readonly standard: string;
  readonly script: string;
}

/** What the rest of the name says about a run: kana elsewhere makes hanzi Japanese kanji; Persian letters make a name Persian. */
export interface ScriptContext {
  readonly japanese: boolean;
  /** Latin letters elsewhere in the name: hanzi beside them may be Chinese, Japanese or Korean, so are not guessed. */
  readonly latinBeside: boolean;
  readonly persian: boolean;
  /** The run is a surname on its own (pinyin-pro reads surname characters by their surname readings: 单 Shan). */
  readonly surname: boolean;
  /** A one-word name in kanji opening with a common Japanese family name (佐藤健 → 佐藤), said in the reason. */
  readonly japaneseSurname?: string;
  /** A one-word name in hanzi of four characters opening with two Chinese family names (陳李美玲), said in the reading. */
  readonly twoSurnames?: boolean;
  /**
   * A name shaped as Japanese written with a character only Simplified Chinese writes (田中华: 华, Japanese 華), and the
   * Japanese family name it opens like: read as Chinese, and the reading says why (ADR 1303).
   */
  readonly simplifiedOnly?: { readonly char: string; readonly japanese: string; readonly surname?: string };
  /** All the kana of the name, readings in brackets too: the Hepburn note explains the choices of the whole name. */
  readonly kana?: string;
  /** All the hangul of the name: the Korean note's advice names its family name, the first syllable. */
  readonly hangul?: string;
  /** A name in Cyrillic read as Ukrainian or Serbian, by its country's Latin spelling (ADR 1307). */
  readonly cyrillic?: CyrillicLanguage;
}

const NO_CONTEXT: ScriptContext = { japanese: false, latinBeside: false, persian: false, surname: false };

const CYRILLIC_STANDARD = 'ICAO Doc 9303, the passport standard';
const GREEK_STANDARD = 'ELOT 743, the Greek passport standard';

/** ICAO Doc 9303 (Part 3) Cyrillic → Latin, for Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian letters. */
const CYRILLIC: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Ґ: 'G',
  Д: 'D',
  Ђ: 'D',
  Ѓ: 'G',
  Е: 'E',
  Ё: 'E',
  Є: 'IE',
  Ж: 'ZH',
  З: 'Z',
  Ѕ: 'DZ',
  И: 'I',
  І: 'I',
  Ї: 'I',
  Й: 'I',
  Ј: 'J',
  К: 'K',
  Ќ: 'K',
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
  Ў: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Џ: 'DZ',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: 'IE',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'IU',
  Я: 'IA',
};

function isCyrillic(ch: string): boolean {
  return /\p{Script=Cyrillic}/u.test(ch);
}

function isGreek(ch: string): boolean {
  return /\p{Script=Greek}/u.test(ch);
}

function romanizeCyrillic(text: string): string {
  let out = '';
  for (const ch of text.toUpperCase()) out += CYRILLIC[ch] ?? '';
  return out;
}

function romanizeGreek(text: string): string {
  const letters = [...text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/ς/g, 'Σ')];
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i] as string;
    const next = letters[i + 1];
    const after = letters[i + 2];
    if ((c === 'Α' || c === 'Ε' || c === 'Η') && next === 'Υ') {
      out += (GREEK[c] ?? '') + (after === undefined || GREEK_VOICELESS.has(after) ? 'F' : 'V');
      i += 1;
    } else if (c === 'Ο' && next === 'Υ') {
      out += 'OU';
      i += 1;
    } else if (c === 'Γ' && (next === 'Γ' || next === 'Ξ' || next === 'Χ')) {
      out += 'N'; // γγ ng, γξ nx, γχ nch: the next letter adds its own part
    } else if (c === 'Μ' && next === 'Π') {
      out += i === 0 ? 'B' : 'MB';
      i += 1;
    } else {
      out += GREEK[c] ?? '';
    }
  }
  return out;
}

const PINYIN_STANDARD =
  'Hanyu Pinyin, reading the characters as a Chinese name in Mandarin, as Chinese passports do; if your name is Japanese, type its reading after it in brackets, in kana or Latin letters, as 山田 花子 (やまだ はなこ), to have it counted as you say it; if it is Cantonese or Korean, type it in Latin letters';
/** A one-word name of four hanzi opening with two common Chinese family names: a married name (陳李美玲). */
const PINYIN_TWO_SURNAMES = PINYIN_STANDARD.replace(
  ' as Chinese passports do;',
  ' as Chinese passports do, its first two characters as two family names joined, as in a married name;',
);
/** A name read as Chinese for a character only Simplified Chinese writes (田中华), with why (ADR 1303). */
function pinyinSimplified(s: NonNullable<ScriptContext['simplifiedOnly']>): string {
  const opens = s.surname ? `, though the name opens like the Japanese family name ${s.surname}` : '';
  return PINYIN_STANDARD.replace(
    ' as Chinese passports do;',
    ` as Chinese passports do, since ${s.char} is written so only in Simplified Chinese, where Japanese writes ${s.japanese}${opens};`,
  );
}
/**
 * Passport Hepburn (issue 23), with only the choices that change this run said (the long mark, a long vowel written
 * once, ん as M), in rules rather than examples, so a reader who typed マリー is not told "マリー as MARI".
 */
function hepburnStandard(text: string): string {
  const { longMark, longVowel, syllabicM } = hepburnChoices(text);
  const said = [
    ...(longMark ? ['the long mark ー adds no letter'] : []),
    ...(longVowel ? ['a long o or u is written once, おう and おお as O and うう as U'] : []),
    ...(syllabicM ? ['ん before b, m or p is written M'] : []),
  ];
  const where =
    said.length > 0 ? `, where ${said.slice(0, -1).join(', ')}${said.length > 1 ? ' and ' : ''}${said.at(-1)}` : '';
  return `Hepburn as Japanese passports write it${where}; if your passport spells your name otherwise, type it in Latin letters`;
}
// Each standard is said inside brackets ("read as GIM MINJUN (by …)"): none has brackets of its own.
const RR_NAME = "the Revised Romanization of Korean, South Korea's official system";
/**
 * Family names that passports usually write otherwise than the Revised Romanization does (김 Gim is Kim, 이 I is Lee):
 * the advice names the reader's own, never a fixed example that repeats what the sentence before just said.
 */
const KOREAN_PASSPORT_SURNAMES: Readonly<Record<string, string>> = {
  김: 'Kim',
  이: 'Lee',
  박: 'Park',
  최: 'Choi',
  정: 'Jung',
  조: 'Cho',
  강: 'Kang',
  윤: 'Yoon',
  임: 'Lim',
  오: 'Oh',
  신: 'Shin',
  권: 'Kwon',
  안: 'Ahn',
  류: 'Ryu',
  전: 'Jun',
  고: 'Ko',
  문: 'Moon',
  백: 'Paik',
  허: 'Huh',
  노: 'Noh',
  심: 'Shim',
  구: 'Koo',
  곽: 'Kwak',
  성: 'Sung',
  우: 'Woo',
  주: 'Joo',
};
/** The Revised Romanization with its advice for this name (`hangul`: all the name's hangul, family name first). */
function rrStandard(hangul: string): string {
  const family = [...hangul][0] ?? '';
  const passport = KOREAN_PASSPORT_SURNAMES[family];
  return passport
    ? `${RR_NAME}; if you spell ${family} as ${passport}, as most passports do, type your name in Latin letters`
    : `${RR_NAME}; if you spell your name otherwise in Latin letters, type it that way`;
}
const ARABIC_KNOWN = 'the usual ALA-LC spelling of the name, without its diacritics';
const ARABIC_LETTERS =
  'a simplified ALA-LC table, letter by letter: Arabic script does not write short vowels, so they are missing; type your name in Latin letters for the numbers to follow your own spelling';
const PERSIAN_KNOWN = 'the usual Persian spelling of the name, in the UNGEGN system';
const PERSIAN_LETTERS =
  'the UNGEGN Persian table, letter by letter: short vowels are not written in Persian script, so they are missing; type your name in Latin letters for the numbers to follow your own spelling';
const INDIC_STANDARD =
  'IAST, written as names usually are in Latin letters: diacritics folded, a silent final a dropped';
const GEORGIAN_STANDARD = 'the Georgian national romanization of 2002, used on Georgian passports';
const ARMENIAN_STANDARD = 'BGN/PCGN 1981 for Armenian';
const THAI_STANDARD =
  'the Royal Thai General System of Transcription, RTGS, the official one; if your name has its own Latin spelling, as Yingluck has for RTGS Yinglak, type it in Latin letters';
const ETHIOPIC_STANDARD =
  'BGN/PCGN 1967 for Amharic, written as Ethiopian names usually are: no diacritics, ä as e, ə only where it is heard';
const DRAVIDIAN_STANDARD =
  'ISO 15919, written as South Indian names usually are: diacritics folded, t as th, long i and u as ee and oo; if you spell your name otherwise in Latin letters, type it that way';

/** Hangul syllables (U+AC00-U+D7A3) only: the compatibility jamo alone are not a name. */
const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]+$/u;

/** The named romanization of a run of letters of one script, or undefined when none applies (see `unreadReason`). */
export function romanize(text: string, context: ScriptContext = NO_CONTEXT): Romanization | undefined {
  const first = [...text][0] ?? '';
  if (isCyrillic(first)) {
    if (context.cyrillic === 'ukrainian')
      return { latin: romanizeUkrainian(text), standard: UKRAINIAN_STANDARD, script: 'Ukrainian Cyrillic' };
    if (context.cyrillic === 'serbian')
      return { latin: romanizeSerbian(text), standard: SERBIAN_STANDARD, script: 'Serbian Cyrillic' };
    return { latin: romanizeCyrillic(text), standard: CYRILLIC_STANDARD, script: 'Cyrillic' };
  }
  if (isGreek(first)) return { latin: romanizeGreek(text), standard: GREEK_STANDARD, script: 'Greek' };
  if (/\p{Script=Han}/u.test(first)) {
    // Kanji have several readings, and beside Latin letters hanzi may be Japanese or Korean: not guessed.
    if (context.japanese || context.latinBeside) return undefined;
    const standard = context.simplifiedOnly
      ? pinyinSimplified(context.simplifiedOnly)
      : context.twoSurnames
        ? PINYIN_TWO_SURNAMES
        : PINYIN_STANDARD;
    return { latin: romanizeHan(text, context.surname), standard, script: 'Chinese characters' };
  }
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(first)) {
    return { latin: romanizeKana(text), standard: hepburnStandard(context.kana ?? text), script: 'Japanese kana' };
  }
  if (HANGUL_SYLLABLE.test(text))
    return { latin: romanizeHangul(text), standard: rrStandard(context.hangul ?? text), script: 'Korean hangul' };
  if (/\p{Script=Arabic}/u.test(first)) {
    const persian = context.persian || looksPersian(text);
    const reading = romanizeArabic(text, persian);
    const standard = persian
      ? reading.known
        ? PERSIAN_KNOWN
        : PERSIAN_LETTERS
      : reading.known
        ? ARABIC_KNOWN
        : ARABIC_LETTERS;
    return { latin: reading.latin, standard, script: persian ? 'Persian letters' : 'Arabic letters' };
  }
  const scheme = indicScheme(first);
  if (scheme) return { latin: romanizeIndic(text, scheme).latin, standard: INDIC_STANDARD, script: scriptName(text) };
  if (/\p{Script=Georgian}/u.test(first)) {
    return { latin: romanizeGeorgian(text), standard: GEORGIAN_STANDARD, script: 'Georgian letters' };
  }
  if (/\p{Script=Armenian}/u.test(first)) {
    return { latin: romanizeArmenian(text), standard: ARMENIAN_STANDARD, script: 'Armenian letters' };
  }
  if (/\p{Script=Thai}/u.test(first))
    return { latin: romanizeThai(text), standard: THAI_STANDARD, script: 'Thai letters' };
  if (/\p{Script=Ethiopic}/u.test(first)) {
    return { latin: romanizeEthiopic(text), standard: ETHIOPIC_STANDARD, script: "Ethiopic (Ge'ez) letters" };
  }
  if (/\p{Script=Tamil}/u.test(first)) {
    return { latin: romanizeTamil(text), standard: DRAVIDIAN_STANDARD, script: 'Tamil letters' };
  }
  if (/\p{Script=Malayalam}/u.test(first)) {
    return { latin: romanizeMalayalam(text), standard: DRAVIDIAN_STANDARD, script: 'Malayalam letters' };
  }
  return undefined;
}

/**
 * Kanji with the reading the reader gave after them in brackets, 山田（やまだ） or 山田(Yamada) (ADR 0617):
 * kanji have several readings and a name's is the family's choice, so the engine never guesses it; the
 * reading in kana is read by Hepburn, one in Latin letters as typed.
 */
export function kanjiWithReading(text: string, wholeKana?: string): Romanization | undefined {
  const m = /^(\p{Script=Han}+)[（(]([^）)]+)[）)]$/u.exec(text);
  const reading = m?.[2];
  if (!reading) return undefined;
  if (/^[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+$/u.test(reading)) {
    return {
      latin: romanizeKana(reading),
      // One "by" only: the note reads "(by the reading you gave in kana, in Hepburn as …)".
      standard: `the reading you gave in kana, in ${hepburnStandard(wholeKana ?? reading)}`,
      script: 'Japanese kanji',
    };
  }
  if (/^[A-Za-z'’-]+$/.test(reading)) {
    return {
      latin: reading.toUpperCase().replace(/[^A-Z]/g, ''),
      standard: 'the reading you gave in Latin letters',
      script: 'Japanese kanji',
    };
  }
  return undefined;
}

/** How a reader can make kanji count: the reading after them in brackets, or the name in kana or Latin letters. */
const KANJI_HINT =
  'type the reading after them in brackets, in kana or Latin letters, as 山田 花子 (やまだ はなこ) or 山田 花子 (Yamada Hanako), and they are counted as you say them';

/**
 * After a Japanese family name, what a Chinese reader does (ADR 1303, 1304): for a name that may be either (田中華: 華
 * is written so in Japanese too), the name typed apart and its pinyin; otherwise the rule.
 */
function chineseAlternative(text: string): string {
  const shared = sharedJapaneseForm(text);
  const apart = chineseNameApart(text);
  if (!shared || !apart) {
    return ', and a Chinese name that opens the same way is read by pinyin when typed with a space after its family name';
  }
  const pinyin = `${romanizeHan(apart.family, true)} ${romanizeHan(apart.given, false)}`;
  return `, and ${shared.char} is written so in Japanese too (Simplified Chinese writes ${shared.simplified}), so it does not tell a Chinese name from a Japanese one; if it is Chinese, typed ${apart.family} ${apart.given}, with a space after the family name ${apart.family}, it is read by pinyin as ${pinyin}`;
}

/** Why a run could not be read, in the reader's words (for a run `romanize` returned nothing for). */
export function unreadReason(text: string, context: ScriptContext): string {
  if (context.japanese && /\p{Script=Han}/u.test(text)) {
    const surname = context.japaneseSurname;
    const why = surname
      ? `the name opens with ${surname}, one of the commonest Japanese family names, so it was taken as Japanese${chineseAlternative(text)}; `
      : '';
    return `${why}kanji have several readings and the characters alone do not say which one is yours; ${KANJI_HINT}`;
  }
  if (context.latinBeside && /\p{Script=Han}/u.test(text)) {
    return `these characters are read differently in Chinese, Japanese and Korean, and the rest of the name does not say which reading is meant; for Japanese kanji, ${KANJI_HINT}`;
  }
  return 'this reading has no romanization table for that script yet';
}

const SCRIPT_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\p{Script=Han}/u, 'Chinese characters (kanji or hanzi)'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese kana'],
  [/\p{Script=Hangul}/u, 'Korean hangul'],
  [/\p{Script=Arabic}/u, 'Arabic letters'],
  [/\p{Script=Devanagari}/u, 'Devanagari letters'],
  [/\p{Script=Bengali}/u, 'Bengali letters'],
  [/\p{Script=Gurmukhi}/u, 'Gurmukhi letters'],
  [/\p{Script=Gujarati}/u, 'Gujarati letters'],
  [/\p{Script=Oriya}/u, 'Odia letters'],
  [/\p{Script=Telugu}/u, 'Telugu letters'],
  [/\p{Script=Kannada}/u, 'Kannada letters'],
  [/\p{Script=Tamil}/u, 'Tamil letters'],
  [/\p{Script=Malayalam}/u, 'Malayalam letters'],
  [/\p{Script=Thai}/u, 'Thai letters'],
  [/\p{Script=Armenian}/u, 'Armenian letters'],
  [/\p{Script=Georgian}/u, 'Georgian letters'],
  [/\p{Script=Ethiopic}/u, "Ethiopic (Ge'ez) letters"],
  [/\p{Script=Khmer}/u, 'Khmer letters'],
  [/\p{Script=Lao}/u, 'Lao letters'],
  [/\p{Script=Myanmar}/u, 'Burmese letters'],
  [/\p{Script=Sinhala}/u, 'Sinhala letters'],
  [/\p{Script=Tibetan}/u, 'Tibetan letters'],
];

/** A reader-facing name for the script of `text` ("Japanese kana"), for letters the reading cannot count. */
export function scriptName(text: string): string {
  for (const [re, name] of SCRIPT_NAMES) if (re.test(text)) return name;
  return 'letters of a script the letter table does not cover';
}
