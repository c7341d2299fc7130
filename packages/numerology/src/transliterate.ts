/**
 * Spelling a name in Hebrew letters, so classical gematria can be applied to it (reference §2.3 #4, §2.4).
 * Order of trust: the reader's own spelling (chart.ts); Hebrew typed in the name; the traditional spelling
 * of a name of Hebrew origin; the common Israeli spelling of a known name; otherwise a documented
 * transliteration by sound that follows Israeli spelling of foreign names (vowels mostly unwritten, י for
 * i, ו for o/u, א for a word-initial vowel, ה for a final a, ג' for j, common endings as whole units), or
 * for a word in Hanyu Pinyin (read from Chinese characters, or pinyin by its shape) as the press writes
 * Chinese names (hebrew-pinyin.ts: Xiaoming שיאומינג, not קסיאומינג).
 */
import { gematria, type GematriaResult } from './gematria';
import { ARABIC_SPELLINGS, COMMON_SPELLINGS, TRADITIONAL_SPELLINGS } from './hebrew-names';
import { looksLikePinyin, pinyinToHebrew } from './hebrew-pinyin';
import { saidInLatin } from './scripts/said';
import { wadeGilesToPinyin } from './wade-giles';
import type { NameWord, ParsedName } from './name';

export type SpellingSource = 'reader' | 'hebrew-input' | 'traditional' | 'common' | 'transliterated';

export interface HebrewWord {
  readonly from: string;
  readonly hebrew: string;
  readonly source: SpellingSource;
  /** An Arabic article typed as a word of its own (ash in Nour ash Shami), written אל (ADR 1302). */
  readonly article?: boolean;
}

const VOWEL = new Set(['A', 'E', 'I', 'O', 'U', 'Y']);
const FINAL: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };

/** Two-letter Latin groups with one Hebrew letter (checked before single letters). */
const DIGRAPHS: Readonly<Record<string, string>> = {
  SH: 'ש',
  KH: 'ח',
  TH: 'ת',
  PH: 'פ',
  TZ: 'צ',
  TS: 'צ',
  CK: 'ק',
  GH: 'ג',
  QU: 'קו',
  SZ: 'ש',
  CZ: 'צ',
};

const CONSONANT: Readonly<Record<string, string>> = {
  B: 'ב',
  D: 'ד',
  F: 'פ',
  G: 'ג',
  H: 'ה',
  J: "ג'",
  K: 'ק',
  L: 'ל',
  M: 'מ',
  N: 'נ',
  P: 'פ',
  Q: 'ק',
  R: 'ר',
  S: 'ס',
  T: 'ט',
  V: 'ו',
  W: 'ו',
  X: 'קס',
  Z: 'ז',
};

/** Common name endings written as one unit (longest first), as Israeli spelling writes them. */
const ENDINGS: ReadonlyArray<[string, string]> = [
  // English surnames of place (Whitfield ויטפילד, Ashworth אשוורת, Blackwood בלקווד).
  ['FIELD', 'פילד'],
  ['WORTH', 'וורת'],
  ['STEIN', 'שטיין'],
  ['WOOD', 'ווד'],
  ['WITZ', 'ביץ'],
  ['BERG', 'ברג'],
  ['TION', 'שן'],
  // French endings said as one o or wa (Rousseau, Margaux מרגו, Renaud רנו, Benoît בנואה).
  ['EAU', 'ו'],
  ['AUX', 'ו'],
  ['AUD', 'ו'],
  ['OIT', 'ואה'],
  // French -ieu is one "yeh" (Mathieu מתיה); no other language here ends a name so.
  ['IEU', 'יה'],
  ['ETTE', 'ט'],
  ['ELLE', 'ל'],
  ['MANN', 'מן'],
  ['SON', 'סון'],
  ['SKI', 'סקי'],
  ['SKY', 'סקי'],
  ['OFF', 'וב'],
  ['OVA', 'ובה'],
  ['INE', 'ין'],
  ['MAN', 'מן'],
  ['IE', 'י'],
  ['EY', 'י'],
  ['EE', 'י'],
  ['ER', 'ר'],
  ['OV', 'וב'],
];

/** Vowel pairs that make one sound: written with one mater lectionis (Dean, Moon, Ray). */
const VOWEL_PAIRS: Readonly<Record<string, string>> = {
  EE: 'י',
  EA: 'י',
  OO: 'ו',
  OU: 'ו',
  AY: 'יי',
  EI: 'יי',
  // ai inside a word is a long a or ai, written with two yods (Daisy דייזי, Wainwright ויינרייט, Kaito קייטו).
  AI: 'יי',
  // Two vowels heard apart: the aleph marks the break (Mateo מטאו, Leonardo לאונרדו, Naoko נאוקו).
  EO: 'או',
  AO: 'או',
};

/**
 * How a word was read, when its script says more than its Latin letters: a word read from Thai script by RTGS
 * has no guttural kh (ข ค are an aspirated k: ק) and says every ai as in Thai (ชัยวัฒน์ Chaiwat צ'איוואט is
 * not "Cheivat").
 */
export interface WordOrigin {
  readonly thai?: boolean;
  /** The word ends in German -mann (set for its stem). */
  readonly german?: boolean;
  /** Letters as said from Greek or Cyrillic (scripts/said.ts): never pinyin, Wade-Giles or an Arabic name. */
  readonly said?: boolean;
  /** Said from Cyrillic: a v inside the word is a bet before a vowel too (Иванов איבנוב, Ђоковић ג'וקוביץ'). */
  readonly cyrillic?: boolean;
}

/** Transliterates one upper-case Latin word (A-Z only): a known ending as one unit, the stem by the rules. */
export function transliterateLatinWord(word: string, origin: WordOrigin = {}): string {
  // A p that ends a word is a stop, written with an ordinary pe as Israeli spelling writes loanwords (Philip
  // פיליפ, Manop มานพ מנופ); the final ף is an f (Joseph ג'וזף).
  const keep = word.endsWith('P') && !word.endsWith('PH') ? (h: string) => h : finalize;
  for (const [ending, hebrew] of ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      // A consonant doubled across the ending is written once (Johansson יוהנסון).
      const stem = word.slice(0, -ending.length);
      // Said from Cyrillic, ts is one letter, ц: an ending does not part it (Хмельницький חמלניצקי, not חמלניטסקי).
      if (origin.cyrillic && stem.endsWith('T') && ending.startsWith('S')) continue;
      const single = stem.endsWith(ending.charAt(0)) && !VOWEL.has(ending.charAt(0)) ? stem.slice(0, -1) : stem;
      const stemOrigin = ending === 'MANN' ? { ...origin, german: true } : origin;
      return noTriple(finalize(transliterateStem(single, stemOrigin, false) + hebrew));
    }
  }
  return keep(transliterateStem(word, origin));
}

/** A word being spelled: the letters read so far have been written to `out`, the next is at `i`. */
interface Stem {
  readonly word: string;
  readonly origin: WordOrigin;
  /** False when an ending written as one unit follows the stem, so the stem's last letter does not end the word. */
  readonly whole: boolean;
  readonly out: string[];
  i: number;
  /** The letter at `i` and the two-letter group it starts ('' at the word's end), read once per place. */
  c: string;
  pair: string;
}

/** A spelling rule: writes the Hebrew for the letters at `s.i` and returns how many it read, or 0 if it does not apply. */
type Rule = (s: Stem) => number;

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWEL.has(c);
/** The Latin letter `k` places after (or before, when negative) the one being read. */
const at = (s: Stem, k: number): string | undefined => s.word[s.i + k];
const write = (s: Stem, hebrew: string, read: number): number => {
  s.out.push(hebrew);
  return read;
};

// SCH as in Schwartz is a single ש.
const sch: Rule = (s) => (s.c === 'S' && at(s, 1) === 'C' && at(s, 2) === 'H' ? write(s, 'ש', 3) : 0);

// TCH is one sound, as ch in Charlie (Pritchard פריצ'רד, Fletcher פלצ'ר).
const tch: Rule = (s) => (s.c === 'T' && s.pair === 'TC' && at(s, 2) === 'H' ? write(s, "צ'", 3) : 0);

// Letters English spelling keeps but does not say: wh and kn opening a word are w and n (Whitfield ויטפילד,
// Knight נייט), wr is r (Wright, Cartwright קרטרייט), and a final mb is m (Lamb).
const silentLetter: Rule = (s) => {
  if (s.i === 0 && s.pair === 'WH' && isVowel(at(s, 2))) return write(s, 'ו', 2);
  if (s.i === 0 && s.pair === 'KN' && isVowel(at(s, 2))) return write(s, 'נ', 2);
  if (s.pair === 'WR' && !isVowel(at(s, -1)) && isVowel(at(s, 2))) return write(s, 'ר', 2);
  if (s.pair === 'MB' && s.i > 0 && endsWord(s, 2) && isVowel(at(s, -1))) return write(s, 'מ', 2);
  return 0;
};

/** True when the letters from `s.i` are `group`. */
const reads = (s: Stem, group: string): boolean => s.word.startsWith(group, s.i);
/** True when the `k` letters from `s.i` end the word itself (not a stem before an ending). */
const endsWord = (s: Stem, k: number): boolean => s.whole && s.i + k === s.word.length;

// A silent gh: igh and eigh are a long i (Knight נייט, Leighton לייטון; Leigh לי at the end), augh and ough
// before t, before a or at the end are one o (Haughton הוטון, Broughton ברוטון, Vaughan וון), and an Irish
// final agh is a (Darragh דרה, Clodagh קלודה).
const silentGh: Rule = (s) => {
  if (s.i > 0 && reads(s, 'EIGH')) return write(s, endsWord(s, 4) ? 'י' : 'יי', 4);
  if (s.i > 0 && reads(s, 'IGH') && !isVowel(at(s, 3))) return write(s, 'יי', 3);
  const after = at(s, 4);
  if (s.i > 0 && (reads(s, 'AUGH') || reads(s, 'OUGH')) && (after === undefined || after === 'T' || after === 'A'))
    return write(s, 'ו', 4);
  if (s.i > 1 && reads(s, 'AGH') && endsWord(s, 3)) return write(s, 'ה', 3);
  return 0;
};

// aw before a consonant or at the end is one o sound (Shaw שו, Crawford קרופורד, Dawson דוסון), and a w
// between a vowel or d and "ar" is a vav and aleph (Edward אדוארד, Howard הווארד, Stewart סטוארט; not
// German Schwarz שוורץ).
const englishW: Rule = (s) => {
  if (s.i > 0 && s.pair === 'AW' && !isVowel(at(s, 2))) return write(s, 'ו', 2);
  const before = at(s, -1);
  if (s.c === 'W' && at(s, 1) === 'A' && at(s, 2) === 'R' && (isVowel(before) || before === 'D'))
    return write(s, 'וא', 2);
  return 0;
};

// A final nh, as in Vietnamese names, is a plain n (Minh מין, Thanh תאן, Anh אן, Huynh הוין).
const finalNh: Rule = (s) => {
  if (endsWord(s, 2) && s.pair === 'NH') return write(s, 'נ', 2);
  if (s.i > 0 && endsWord(s, 3) && reads(s, 'ANH')) return write(s, 'אנ', 3);
  return 0;
};

// Italian gi before a, o or u is a j (Gianluca ג'אנלוקה, Giorgio), and cc before e or i is ch (Ricci ריצ'י).
const italian: Rule = (s) => {
  if (s.pair === 'GI' && 'AOU'.includes(at(s, 2) ?? 'E') && at(s, 3) !== undefined && !isVowel(at(s, 3)))
    return write(s, "ג'", 2);
  if (s.pair === 'CC' && (at(s, 2) === 'I' || at(s, 2) === 'E')) return write(s, "צ'", 2);
  return 0;
};

// CH: כ before r or l (Christopher), final ך (Bach), otherwise the English sound צ' (Charlie).
const ch: Rule = (s) => {
  if (s.pair !== 'CH') return 0;
  // Said from Cyrillic, ch is ч or ћ wherever it stands, a tsadi with a geresh (Андрійович אנדריוביץ', Ђоковић
  // ג'וקוביץ'), never the kaf of a German Bach; the guttural х is said kh.
  if (s.origin.cyrillic) return write(s, "צ'", 2);
  const after = at(s, 2);
  return write(s, after === 'R' || after === 'L' ? 'כ' : after === undefined ? 'כ' : "צ'", 2);
};

// ai as in Thai and Nikolai: אי at the end of a word (Wichai ויצ'אי, Supachai), and inside a word read
// from Thai (Chaiwat צ'איוואט); an English ai inside a word stays יי (Raine, Daisy).
const thaiAi: Rule = (s) =>
  s.pair === 'AI' && s.i > 0 && (s.i + 2 === s.word.length || s.origin.thai) ? write(s, 'אי', 2) : 0;

// A said e that ends a word is heard, written he (Ђорђе ג'ורג'ה), not the silent e of English.
const saidFinalE: Rule = (s) => (s.origin.said && s.c === 'E' && s.i > 0 && endsWord(s, 1) ? write(s, 'ה', 1) : 0);

// Russian ж, said zh (Надежда Nadezhda, Жанна): ז'. Only in a word read from Cyrillic: Arabic read letter by letter
// writes z and h apart (الزهراء ALZHRA, אלזהרה), and pinyin zh has its own table.
const saidZh: Rule = (s) => (s.origin.said && s.pair === 'ZH' ? write(s, "ז'", 2) : 0);

// Thai kh is an aspirated k, never the guttural ח (ขนิษฐา Khanittha קניטה).
const thaiKh: Rule = (s) => (s.pair === 'KH' && s.origin.thai ? write(s, 'ק', 2) : 0);

const vowelPair: Rule = (s) => {
  const vp = s.i > 0 ? VOWEL_PAIRS[s.pair] : undefined;
  if (!vp) return 0;
  // An o or u sound after a consonant w's double vav adds no third (Jiwoo ג'יוו).
  return write(s, vp === 'ו' && s.out.join('').endsWith('וו') ? '' : vp, 2);
};

// English spellings of one vowel sound: ew before a consonant or at the end is "yoo", or "oo" after r and l
// (Matthews מתיוס, Andrew אנדרו); ai opening a word is "ay" (Ainsley איינסלי, Aidan איידן); and an a
// that is the stem's only vowel before a final silent e is "ay" (Wakefield וייקפילד, Blake בלייק).
const englishVowel: Rule = (s) => {
  if (s.i > 0 && s.pair === 'EW' && !isVowel(at(s, 2)))
    return write(s, at(s, -1) === 'R' || at(s, -1) === 'L' ? 'ו' : 'יו', 2);
  if (s.i === 0 && s.pair === 'AI' && s.word.length > 3 && !isVowel(at(s, 2))) return write(s, 'איי', 2);
  const consonantAfter = at(s, 1);
  if (
    s.c === 'A' &&
    s.i > 0 &&
    s.i + 3 === s.word.length &&
    at(s, 2) === 'E' &&
    consonantAfter !== undefined &&
    !isVowel(consonantAfter) &&
    !'WXH'.includes(consonantAfter) &&
    ![...s.word.slice(0, s.i)].some(isVowel)
  )
    return write(s, 'יי', 1);
  return 0;
};

const digraph: Rule = (s) => {
  const di = DIGRAPHS[s.pair];
  return di ? write(s, di, 2) : 0;
};

/** A vowel opening a word: aleph, with its vav or yod. */
function openingVowel(c: string): string[] {
  if (c === 'O' || c === 'U') return ['א', 'ו'];
  if (c === 'I' || c === 'Y') return ['א', 'י'];
  return ['א'];
}

/** An a or e inside or at the end of a word: mostly unwritten. */
function vowelAOrE(s: Stem, c: string): string[] {
  const prev = at(s, -1);
  const atEnd = s.i === s.word.length - 1;
  if (c === 'A') {
    if (atEnd) return ['ה'];
    // a hiatus (Daniel, Maria) is marked with aleph
    return isVowel(prev) && prev !== 'A' ? ['א'] : [];
  }
  // short names ending in e (Zoe, Eve not: traditional) keep it
  if (atEnd && s.word.length <= 3) return ['ה'];
  // otherwise an e is unwritten, and a final silent e (Grace, Jane) too; a y before it is a consonant, so the e is
  // no second vowel to part with an aleph (Yelena ילנה, Yegor יגור, Greek Evyenia; ADR 1305)
  return !atEnd && isVowel(prev) && prev !== 'Y' && prev !== 'E' && prev !== 'A' && prev !== 'O' ? ['א'] : [];
}

/** The matres lectionis for one vowel letter (none for most a's and e's). */
function vowelLetters(s: Stem, c: string): string[] {
  if (s.i === 0) return openingVowel(c);
  if (c === 'I' || c === 'Y') return ['י'];
  // "ou"/"au" are one sound: one vav.
  // A vav already written twice (a consonant beside a vowel's vav: Owusu אוווסו) takes no third.
  if (c === 'O' || c === 'U')
    return !s.out.join('').endsWith('וו') && (s.out[s.out.length - 1] !== 'ו' || !isVowel(at(s, -1))) ? ['ו'] : [];
  return vowelAOrE(s, c);
}

// A vowel (y too, except a y opening a word before a vowel); a doubled vowel (ee, oo, aa) is one sound.
const vowel: Rule = (s) => {
  const c = s.c;
  if (!isVowel(c) || (c === 'Y' && isVowel(at(s, 1)) && s.i === 0)) return 0;
  if (at(s, -1) !== c) s.out.push(...vowelLetters(s, c));
  return 1;
};

// Y before a vowel at the start of a word is the consonant y: yod.
// Yi opening a word before a consonant is one yod, as Hebrew writes Yigal and Yitzhak (Yilmaz ילמז).
const openingYi: Rule = (s) => (s.i === 0 && s.pair === 'YI' && !VOWEL.has(at(s, 2) ?? 'A') ? write(s, 'י', 2) : 0);

const consonantY: Rule = (s) => (s.c === 'Y' ? write(s, 'י', 1) : 0);

const letterC: Rule = (s) => {
  if (s.c !== 'C') return 0;
  const next = at(s, 1);
  return write(s, next === 'E' || next === 'I' || next === 'Y' ? 'ס' : 'ק', 1);
};

// A doubled consonant is written once (Emma, Anna, Lynn), and so is t, k or p before its aspirate, as RTGS
// doubles them (Watthana ווטנה, not ווטתנה).
const doubled: Rule = (s) => {
  const c = s.c;
  return at(s, -1) === c || (at(s, 1) === c && at(s, 2) === 'H' && 'TKP'.includes(c)) ? 1 : 0;
};

// H after a vowel at the end of a word only lengthens it (Sarah, Noah): the ה is already there or unwritten.
const finalH: Rule = (s) => {
  if (s.c !== 'H' || s.i !== s.word.length - 1 || !isVowel(at(s, -1))) return 0;
  if (s.out[s.out.length - 1] !== 'ה') s.out.push('ה');
  return 1;
};

// A v that ends a word, or only a final -s or -es after it, is a bet, as Israeli spelling writes it (Gustav
// גוסטב, Hargreaves הרגריבס).
const finalV: Rule = (s) =>
  s.c === 'V' && s.i > 0 && ['', 'S', 'ES'].includes(s.word.slice(s.i + 1)) ? write(s, 'ב', 1) : 0;

// German -mann marks a German name, whose z is ts (Zimmermann צימרמן); English writes -man.
const germanZ: Rule = (s) => (s.c === 'Z' && s.origin.german ? write(s, 'צ', 1) : 0);

// In a name read from Greek or Cyrillic, a v before a consonant is a bet, as Israeli spelling writes them (Σταύρος
// Stavros סטברוס, Παύλος פבלוס, Лаврентий לברנטי, Святослав סביאטוסלב; was a double vav, סטוורוס); before a vowel it
// stays a double vav (Ευάγγελος אוונגלוס, Иванов איוונוב).
// From Cyrillic a v inside a word is a bet before a vowel too, as Israeli spelling writes Slavic names (Иванов איבנוב,
// Милошевић מילושביץ', Јован יובן).
const saidInnerV: Rule = (s) => {
  if (!s.origin.said || s.c !== 'V' || s.i === 0) return 0;
  const next = at(s, 1);
  return next !== '' && (s.origin.cyrillic || !isVowel(next)) ? write(s, 'ב', 1) : 0;
};

// A consonant v or w inside a word is written with a double vav, as Israeli spelling does (Ivanov איוונוב), but
// once beside a vav that writes a vowel, o or u, before or after it, as the Academy of the Hebrew Language's rules
// for spelling without points have it (עוון, מצוות): Halvorsen הלוורסן, Novotny נווטני, never three vavs in a row.
const innerVW: Rule = (s) => {
  if ((s.c !== 'V' && s.c !== 'W') || s.i === 0) return 0;
  const next = at(s, 1);
  // After a vav written twice already (an opening v and its o: Vova), the v is a bet, as Israeli spelling writes
  // Russian names (וובה).
  if (s.out.join('').endsWith('וו')) return write(s, 'ב', 1);
  const besideVowelVav = s.out[s.out.length - 1] === 'ו' || next === 'O' || next === 'U';
  return write(s, besideVowelVav ? 'ו' : 'וו', 1);
};

const consonant: Rule = (s) => write(s, CONSONANT[s.c] ?? '', 1);

/** The rules in the order they are tried; the last always applies. */
const STEM_RULES: readonly Rule[] = [
  sch,
  tch,
  ch,
  silentLetter,
  silentGh,
  englishW,
  finalNh,
  italian,
  thaiAi,
  thaiKh,
  saidZh,
  saidFinalE,
  openingYi,
  englishVowel,
  vowelPair,
  digraph,
  vowel,
  consonantY,
  letterC,
  doubled,
  finalH,
  finalV,
  saidInnerV,
  innerVW,
  germanZ,
  consonant,
];

/** Spells a word letter by letter: at each place, the first rule that applies. */
function transliterateStem(word: string, origin: WordOrigin = {}, whole = true): string {
  const s: Stem = { word, origin, whole, out: [], i: 0, c: '', pair: '' };
  while (s.i < word.length) {
    s.c = word[s.i] as string;
    s.pair = s.i + 1 < word.length ? s.c + (word[s.i + 1] as string) : '';
    for (const rule of STEM_RULES) {
      const read = rule(s);
      if (read > 0) {
        s.i += read;
        break;
      }
    }
  }
  return noTriple(s.out.join(''));
}

/**
 * Hebrew writes no letter three times in a row: where two syllables meet (pinyin Shuwen, שו and וון), the vav of the
 * vowel and the double vav of the consonant keep two (שוון).
 */
function noTriple(hebrew: string): string {
  return hebrew.replace(/(\p{L})\1\1+/gu, '$1$1');
}

/** A final kaf, mem, nun, pe or tsadi takes its final form (also before a closing geresh: not used then). */
function finalize(hebrew: string): string {
  // A tsadi with a geresh ends a word in its final form too, as Israeli spelling writes -ić and -ich (ג'וקוביץ').
  if (hebrew.endsWith("צ'")) return `${hebrew.slice(0, -2)}ץ'`;
  const last = hebrew.slice(-1);
  const fin = FINAL[last];
  return fin ? hebrew.slice(0, -1) + fin : hebrew;
}

/**
 * A word opening with Wade-Giles hs in Hebrew letters by the pinyin it stands for: one syllable read whole (Hsieh is
 * Xie שיה, Hsien Xian), or more with hs as x (Hsiaoming is Xiaoming); undefined when it is not Mandarin.
 */
function hsInHebrew(word: string): string | undefined {
  const one = new Set(wadeGilesToPinyin(word).map((p) => pinyinToHebrew(p)));
  if (one.size === 1) return [...one][0];
  return pinyinToHebrew(`X${word.slice(2)}`);
}

const NON_FINAL: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * An Arabic name or a family name of the nisba form made from one (-i, "of": UMARI from UMAR, HUSAYNI from HUSAYN),
 * by the name's usual Hebrew spelling: עומר, עומרי; undefined for any other word.
 */
function arabicStem(word: string): string | undefined {
  const name = ARABIC_SPELLINGS[word];
  if (name) return name;
  const stem = word.endsWith('I') ? ARABIC_SPELLINGS[word.slice(0, -1)] : undefined;
  const last = stem?.slice(-1) ?? '';
  // A stem ending in a vowel letter (עלי, מוסטפא) makes its nisba otherwise (Alawi): not guessed.
  if (!stem || 'אהוי'.includes(last)) return undefined;
  return stem.slice(0, -1) + (NON_FINAL[last] ?? last) + 'י';
}

/**
 * An Arabic family name with the article al- (el-), typed with or without its hyphen (ALUMARI, ELSAYED), as Hebrew
 * writes it: the article אל and the name by its usual spelling after a maqaf-like hyphen (אל-עומרי, not אלומרי by
 * sound); undefined unless the rest is an Arabic name or its nisba (Alma, Elisa are not).
 */
function arabicWithArticle(word: string): string | undefined {
  // The article assimilated to a sun letter (ARRASHID, ASHSHAMI, ADDIN) is the same article (ADR 1301).
  const al = /^(?:AL|EL)(.{3,})$/.exec(word)?.[1];
  const sun = /^[AE](SH|TH|DH|[TDRZSN])(.{3,})$/.exec(word);
  const rest = al ?? (sun?.[1] && sun[2]?.startsWith(sun[1]) ? sun[2] : undefined);
  const stem = rest ? arabicStem(rest) : undefined;
  return stem ? `אל-${stem}` : undefined;
}

/**
 * The Arabic article typed as a part of its own before a name (al-Rashid, ar-Rashid, ash-Shami, ad-Din, el-Sayed):
 * Hebrew writes it אל- whether or not the sound assimilates to a sun letter (ADR 1301), so ash-Shami and al-Shami
 * are spelled, and their gematria counted, alike; false for any other part (Ash-Lee is not: its sun letter is not
 * doubled).
 */
function arabicArticlePart(part: string, next: string | undefined): boolean {
  if (!next) return false;
  if (/^(?:AL|EL)$/.test(part)) return true;
  const sun = /^[AE](SH|TH|DH|[TDRZSN])$/.exec(part)?.[1];
  return !!sun && next.length >= 3 && next.startsWith(sun);
}

/**
 * The assimilated article in one name word as counted (ASH-SHAMI, AD-DIN, ARRASHID typed as one word; ADR 1302): its
 * counted letters ("ASH"), the sun letter it was said before ("SH"), and which hyphen part holds it (0 for one word);
 * undefined for al-, el- and any word whose opening only looks like an article (Ash-Lee, Annabelle).
 */
export function assimilatedArticle(word: NameWord): { letters: string; sun: string; part: number } | undefined {
  const parts = word.parts ?? [];
  const part = parts.findIndex((p, i) => !/^(?:AL|EL)$/.test(p) && arabicArticlePart(p, parts[i + 1]));
  const sunOf = (article: string) => /^[AE](SH|TH|DH|[TDRZSN])/.exec(article)?.[1] ?? '';
  if (part >= 0) return { letters: parts[part] ?? '', sun: sunOf(parts[part] ?? ''), part };
  if (parts.length > 0 || word.letters.some((l) => l.script !== 'latin')) return undefined;
  const latin = word.letters.map((l) => l.char).join('');
  if (/^(?:AL|EL)/.test(latin) || !arabicWithArticle(latin)) return undefined;
  const sun = sunOf(latin);
  return { letters: latin.slice(0, 1 + sun.length), sun, part: 0 };
}

const latinOf = (word: NameWord | undefined): string =>
  word && word.letters.every((l) => l.script === 'latin') && !word.parts
    ? word.letters.map((l) => l.char).join('')
    : '';

/**
 * An assimilated article typed as a word of its own before the name it belongs to (Nour ash Shami, Salah ad Din;
 * ADR 1302): its counted letters ("ASH") and sun letter ("SH"). Only where it cannot be a name: never the first
 * word, and only before a listed Arabic name or its nisba whose first letters are the sun letter (Ash Sharma, Nour
 * Ash Smith and Lee An Nguyen are names); undefined otherwise, and for al and el, which assimilate nothing.
 */
export function separateArticle(
  words: readonly NameWord[],
  index: number,
): { letters: string; sun: string } | undefined {
  const letters = latinOf(words[index]);
  const next = latinOf(words[index + 1]);
  if (index === 0 || !letters || /^(?:AL|EL)$/.test(letters) || !arabicArticlePart(letters, next)) return undefined;
  if (!arabicStem(next)) return undefined;
  return { letters, sun: /^[AE](SH|TH|DH|[TDRZSN])$/.exec(letters)?.[1] ?? '' };
}

/**
 * The product's suggestion for one Latin word: a table entry, else the rules; `pinyin` when the word was read
 * from Chinese characters (a word of pinyin shape is read as pinyin anyway).
 */
export function suggestHebrew(
  latinUpper: string,
  pinyin = false,
  origin: WordOrigin = {},
): {
  hebrew: string;
  source: 'traditional' | 'common' | 'transliterated';
} {
  const traditional = TRADITIONAL_SPELLINGS[latinUpper];
  if (traditional) return { hebrew: traditional, source: 'traditional' };
  const common = COMMON_SPELLINGS[latinUpper];
  if (common) return { hebrew: common, source: 'common' };
  const arabic = origin.said ? undefined : (arabicWithArticle(latinUpper) ?? arabicStem(latinUpper));
  if (arabic) return { hebrew: arabic, source: 'common' };
  const asPinyin = pinyin || (!origin.said && looksLikePinyin(latinUpper));
  const fromPinyin = asPinyin ? pinyinToHebrew(latinUpper) : undefined;
  // Wade-Giles hs is pinyin x (Hsiao is Xiao, שיאו), never h + s (הסיאו); only a word that is then pinyin (ADR 0933).
  const wadeGiles = !fromPinyin && !origin.said && /^HS/.test(latinUpper) ? hsInHebrew(latinUpper) : undefined;
  const hebrew = fromPinyin ?? wadeGiles ?? transliterateLatinWord(latinUpper, origin);
  return { hebrew: noTriple(hebrew), source: 'transliterated' };
}

/**
 * A word typed in Hebrew, as typed: its letters, and the hyphen (or maqaf) between the parts of a double name kept,
 * so בר-און is not printed as בראון, another name (Braun).
 */
function typedHebrew(text: string, letters: string): string {
  if (!text.includes('-')) return letters;
  const parts = text.split('-').map((part) => part.replace(/[^\u05D0-\u05EA]/gu, ''));
  return parts.filter((part) => part).join('-');
}

/**
 * A Greek or Cyrillic word's suggestion (ADR 1305): a table's spelling of the letters as said (Yannis), else of the
 * passport letters (Georgios גאורגיוס), else the letters as said spelled by sound (Γιώργος YORGOS יורגוס).
 */
function suggestSaid(passport: string, said: string, cyrillic: boolean): ReturnType<typeof suggestHebrew> {
  const origin = { said: true, cyrillic };
  const bySound = suggestHebrew(said, false, origin);
  if (bySound.source !== 'transliterated') return bySound;
  const byPassport = suggestHebrew(passport, false, origin);
  return byPassport.source === 'transliterated' ? bySound : byPassport;
}

const HAN = /\p{Script=Han}/u;
const THAI = /\p{Script=Thai}/u;

/** The Hebrew spelling of each name word, with where the spelling came from. */
export function spellInHebrew(words: readonly NameWord[]): HebrewWord[] {
  return words.map((w, index) => {
    // The article typed as a word of its own is written אל, as al is (ADR 1301): one spelling however it is typed.
    if (separateArticle(words, index)) return { from: w.text, hebrew: 'אל', source: 'common' as const, article: true };
    const hebrewPart = w.letters
      .filter((l) => l.script === 'hebrew')
      .map((l) => l.char)
      .join('');
    const latin = w.letters
      .filter((l) => l.script === 'latin')
      .map((l) => l.char)
      .join('');
    if (!latin) return { from: w.text, hebrew: typedHebrew(w.text, hebrewPart), source: 'hebrew-input' as const };
    if (w.parts && !hebrewPart) {
      // A hyphenated name: each part spelled on its own, joined by a maqaf-like hyphen (Mary-Kate מרי-קייט).
      const each = w.parts.map((part, i, all) =>
        arabicArticlePart(part, all[i + 1])
          ? { hebrew: 'אל', source: 'common' as const }
          : i > 0 && arabicArticlePart(all[i - 1] ?? '', part)
            ? { hebrew: arabicStem(part) ?? suggestHebrew(part).hebrew, source: 'common' as const }
            : suggestHebrew(part),
      );
      const sources = new Set(each.map((e) => e.source));
      const source = sources.has('transliterated')
        ? 'transliterated'
        : sources.has('common')
          ? 'common'
          : 'traditional';
      return { from: w.text, hebrew: each.map((e) => e.hebrew).join('-'), source };
    }
    const said = hebrewPart ? undefined : saidInLatin(w.text, w.cyrillic);
    const suggestion = said
      ? suggestSaid(latin, said.latin, said.script === 'cyrillic')
      : suggestHebrew(latin, HAN.test(w.text), { thai: THAI.test(w.text) });
    if (!hebrewPart) return { from: w.text, ...suggestion };
    return {
      from: w.text,
      hebrew: finalize(transliterateLatinWord(latin) + hebrewPart),
      source: 'transliterated' as const,
    };
  });
}

const SOURCE_TEXT: Readonly<Record<SpellingSource, string>> = {
  reader: 'your own spelling',
  'hebrew-input': 'as you typed it in Hebrew',
  traditional: 'traditional Hebrew spelling',
  common: 'as it is commonly written in Hebrew',
  transliterated: 'spelled by sound',
};

export interface HebrewName {
  readonly words: readonly HebrewWord[];
  readonly text: string;
  readonly suggestion: string;
  readonly corrected: boolean;
  readonly gematria: GematriaResult;
  readonly steps: readonly string[];
}

/** The name in Hebrew letters with its gematria and working: the reader's spelling when given, else ours. */
export function hebrewNameOf(name: ParsedName, readerSpelling?: string): HebrewName {
  const suggested = spellInHebrew(name.words);
  const suggestion = suggested.map((w) => w.hebrew).join(' ');
  const words: HebrewWord[] = readerSpelling
    ? [{ from: name.words.map((w) => w.text).join(' '), hebrew: readerSpelling, source: 'reader' }]
    : suggested;
  const text = words.map((w) => w.hebrew).join(' ');
  const gem = gematria(text);
  const steps = [
    ...words.map((w) => `${w.from} → ${w.hebrew} (${SOURCE_TEXT[w.source]}) = ${gematria(w.hebrew).standard}.`),
    ...(readerSpelling && readerSpelling !== suggestion
      ? [`Our suggestion was ${suggestion}; your spelling is the one counted.`]
      : []),
    `Standard gematria (finals count like ordinary letters): ${gem.working} = ${gem.standard}.`,
    ...(gem.gadol !== gem.standard
      ? [`With final letters counted 500-900 (mispar gadol) it would be ${gem.gadol}.`]
      : []),
  ];
  return { words, text, suggestion, corrected: Boolean(readerSpelling), gematria: gem, steps };
}
