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
import { COMMON_SPELLINGS, TRADITIONAL_SPELLINGS } from './hebrew-names';
import { looksLikePinyin, pinyinToHebrew } from './hebrew-pinyin';
import type { NameWord, ParsedName } from './name';

export type SpellingSource = 'reader' | 'hebrew-input' | 'traditional' | 'common' | 'transliterated';

export interface HebrewWord {
  readonly from: string;
  readonly hebrew: string;
  readonly source: SpellingSource;
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
  ['STEIN', 'שטיין'],
  ['WITZ', 'ביץ'],
  ['BERG', 'ברג'],
  ['TION', 'שן'],
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
      const single = stem.endsWith(ending.charAt(0)) && !VOWEL.has(ending.charAt(0)) ? stem.slice(0, -1) : stem;
      return finalize(transliterateStem(single, origin) + hebrew);
    }
  }
  return keep(transliterateStem(word, origin));
}

function transliterateStem(word: string, origin: WordOrigin = {}): string {
  const out: string[] = [];
  const n = word.length;
  const isVowel = (c: string | undefined): boolean => c !== undefined && VOWEL.has(c);
  let i = 0;
  while (i < n) {
    const c = word[i] as string;
    const next = word[i + 1];
    const pair = next !== undefined ? c + next : '';
    // SCH as in Schwartz is a single ש.
    if (c === 'S' && next === 'C' && word[i + 2] === 'H') {
      out.push('ש');
      i += 3;
      continue;
    }
    // CH: כ before r or l (Christopher), final ך (Bach), otherwise the English sound צ' (Charlie).
    if (pair === 'CH') {
      const after = word[i + 2];
      out.push(after === 'R' || after === 'L' ? 'כ' : after === undefined ? 'כ' : "צ'");
      i += 2;
      continue;
    }
    // ai as in Thai and Nikolai: אי at the end of a word (Wichai ויצ'אי, Supachai), and inside a word read
    // from Thai (Chaiwat צ'איוואט); an English ai inside a word stays יי (Raine, Daisy).
    if (pair === 'AI' && i > 0 && (i + 2 === n || origin.thai)) {
      out.push('אי');
      i += 2;
      continue;
    }
    // Thai kh is an aspirated k, never the guttural ח (ขนิษฐา Khanittha קניטה).
    if (pair === 'KH' && origin.thai) {
      out.push('ק');
      i += 2;
      continue;
    }
    const vp = pair && i > 0 ? VOWEL_PAIRS[pair] : undefined;
    if (vp) {
      out.push(vp);
      i += 2;
      continue;
    }
    const di = pair ? DIGRAPHS[pair] : undefined;
    if (di) {
      out.push(di);
      i += 2;
      continue;
    }
    if (isVowel(c) && !(c === 'Y' && isVowel(next) && i === 0)) {
      const prevLatin = word[i - 1];
      const atStart = i === 0;
      const atEnd = i === n - 1;
      // A doubled vowel (ee, oo, aa) is one sound.
      if (prevLatin === c) {
        i += 1;
        continue;
      }
      if (atStart) {
        out.push('א');
        if (c === 'O' || c === 'U') out.push('ו');
        else if (c === 'I' || c === 'Y') out.push('י');
      } else if (c === 'I' || c === 'Y') {
        out.push('י');
      } else if (c === 'O' || c === 'U') {
        // "ou"/"au" are one sound: one vav.
        if (out[out.length - 1] !== 'ו' || !isVowel(prevLatin)) out.push('ו');
      } else if (c === 'A') {
        if (atEnd) out.push('ה');
        else if (isVowel(prevLatin) && prevLatin !== 'A') out.push('א'); // a hiatus (Daniel, Maria) is marked with aleph
      } else if (c === 'E') {
        if (atEnd && n <= 3)
          out.push('ה'); // short names ending in e (Zoe, Eve not: traditional) keep it
        else if (!atEnd && isVowel(prevLatin) && prevLatin !== 'E' && prevLatin !== 'A' && prevLatin !== 'O')
          out.push('א');
        // otherwise an e is unwritten, and a final silent e (Grace, Jane) too
      }
      i += 1;
      continue;
    }
    // Y before a vowel at the start of a word is the consonant y: yod.
    if (c === 'Y') {
      out.push('י');
      i += 1;
      continue;
    }
    if (c === 'C') {
      out.push(next === 'E' || next === 'I' || next === 'Y' ? 'ס' : 'ק');
      i += 1;
      continue;
    }
    // A doubled consonant is written once (Emma, Anna, Lynn), and so is t, k or p before its aspirate, as RTGS
    // doubles them (Watthana ווטנה, not ווטתנה).
    if (word[i - 1] === c || (next === c && word[i + 2] === 'H' && 'TKP'.includes(c))) {
      i += 1;
      continue;
    }
    // H after a vowel at the end of a word only lengthens it (Sarah, Noah): the ה is already there or unwritten.
    if (c === 'H' && i === n - 1 && isVowel(word[i - 1])) {
      if (out[out.length - 1] !== 'ה') out.push('ה');
      i += 1;
      continue;
    }
    // A v that ends a word is a bet, as Israeli spelling writes it (Gustav גוסטב).
    if (c === 'V' && i === n - 1 && i > 0) {
      out.push('ב');
      i += 1;
      continue;
    }
    // A consonant v or w inside a word is written with a double vav, as Israeli spelling does (Ivanov איוונוב).
    if ((c === 'V' || c === 'W') && i > 0) {
      out.push(out[out.length - 1] === 'ו' ? 'ו' : 'וו'); // never three vavs in a row
      i += 1;
      continue;
    }
    out.push(CONSONANT[c] ?? '');
    i += 1;
  }
  return out.join('');
}

/** A final kaf, mem, nun, pe or tsadi takes its final form (also before a closing geresh: not used then). */
function finalize(hebrew: string): string {
  const last = hebrew.slice(-1);
  const fin = FINAL[last];
  return fin ? hebrew.slice(0, -1) + fin : hebrew;
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
  const fromPinyin = pinyin || looksLikePinyin(latinUpper) ? pinyinToHebrew(latinUpper) : undefined;
  return { hebrew: fromPinyin ?? transliterateLatinWord(latinUpper, origin), source: 'transliterated' };
}

const HAN = /\p{Script=Han}/u;
const THAI = /\p{Script=Thai}/u;

/** The Hebrew spelling of each name word, with where the spelling came from. */
export function spellInHebrew(words: readonly NameWord[]): HebrewWord[] {
  return words.map((w) => {
    const hebrewPart = w.letters
      .filter((l) => l.script === 'hebrew')
      .map((l) => l.char)
      .join('');
    const latin = w.letters
      .filter((l) => l.script === 'latin')
      .map((l) => l.char)
      .join('');
    if (!latin) return { from: w.text, hebrew: hebrewPart, source: 'hebrew-input' as const };
    if (w.parts && !hebrewPart) {
      // A hyphenated name: each part spelled on its own, joined by a maqaf-like hyphen (Mary-Kate מרי-קייט).
      const each = w.parts.map((part) => suggestHebrew(part));
      const sources = new Set(each.map((e) => e.source));
      const source = sources.has('transliterated')
        ? 'transliterated'
        : sources.has('common')
          ? 'common'
          : 'traditional';
      return { from: w.text, hebrew: each.map((e) => e.hebrew).join('-'), source };
    }
    const suggestion = suggestHebrew(latin, HAN.test(w.text), { thai: THAI.test(w.text) });
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
