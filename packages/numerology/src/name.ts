/**
 * Reads a typed name into words and letters with their Pythagorean values and vowel status.
 * Latin letters lose their diacritics; Hebrew letters keep their own script (mispar katan values);
 * other scripts are read through a named romanization (scripts.ts) or listed as not counted, with the reason.
 */
import { compoundGivenName } from './compound-given';
import { isHebrewVowelLetter, katanValue, pythagoreanValue } from './letters';
import { kanjiWithReading, romanize, scriptName, type ScriptContext, unreadReason } from './scripts';
import { cyrillicLanguage, type CyrillicLanguage } from './scripts/cyrillic-national';
import { looksPersian } from './scripts/arabic';
import { japaneseSurnamePrefix, opensWithTwoChineseSurnames, simplifiedOnly } from './scripts/cjk-surnames';
import { isCompoundSurname, splitChineseName, splitKoreanName } from './scripts/east-asian';
import { surnameFirstGreeting } from './surname-first';

export interface NameLetter {
  /** The letter as counted: an upper-case Latin letter A-Z or a Hebrew letter. */
  readonly char: string;
  readonly script: 'latin' | 'hebrew';
  /** 1-9 in the profile's table. */
  readonly value: number;
  readonly vowel: boolean;
  /** Set for Y only: why it counted as a vowel or a consonant. */
  readonly yRule?: string;
}

export interface NameWord {
  /** The word as typed (for display). */
  readonly text: string;
  readonly letters: readonly NameLetter[];
  /** A hyphenated name's parts as counted Latin letters ("MARY", "KATE"), for spelling each part in Hebrew. */
  readonly parts?: readonly string[];
  /** A word in Cyrillic of a name read as Ukrainian or Serbian: said by that language for its Hebrew spelling. */
  readonly cyrillic?: CyrillicLanguage;
}

/** A run of letters in another script that was read through a standard romanization and counted. */
export interface RomanizedPart {
  /** As typed ("Лев"). */
  readonly text: string;
  /** As counted ("LEV"). */
  readonly latin: string;
  readonly standard: string;
  /** The script's name for the reader ("Chinese characters"). */
  readonly script: string;
}

/** A run of letters the tables cannot count, with the reader-facing name of its script. */
export interface NotCountedPart {
  readonly text: string;
  readonly script: string;
  /** Why it could not be read and what the reader can do, in plain words. */
  readonly reason: string;
}

export interface ParsedName {
  /** The whole name as typed, trimmed, with runs of spaces collapsed. */
  readonly display: string;
  /**
   * The first counted word as typed, hyphenated names whole ("Mary-Kate"); a Chinese or Korean name typed as
   * one word is addressed whole ("王小明") though counted as surname and given name; an Arabic compound given
   * name with its second word ("عبد الرحمن", "Abd al-Rahman").
   */
  readonly firstName: string;
  readonly words: readonly NameWord[];
  /** Titles and generational suffixes left out of the count (profile rule). */
  readonly ignoredWords: readonly string[];
  /** Parts in other scripts read through a named romanization and counted. */
  readonly romanized: readonly RomanizedPart[];
  /** Letters of other scripts, not counted; the reading names them. */
  readonly notCounted: readonly NotCountedPart[];
}

// Spaces, periods (initials), commas and slashes separate name words. Hyphens, dashes and the Hebrew
// maqaf do not: a hyphenated name (Mary-Kate, Jean-Luc) is one name, counted and addressed whole.
const SEPARATOR = /[\s.,/·]+/u;
const HYPHEN = /[-‐‑‒–—―־]+/gu;
const LATIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const SPECIAL_LATIN: Readonly<Record<string, string>> = {
  ß: 'SS',
  ẞ: 'SS',
  æ: 'AE',
  Æ: 'AE',
  œ: 'OE',
  Œ: 'OE',
  ø: 'O',
  Ø: 'O',
  ł: 'L',
  Ł: 'L',
  đ: 'D',
  Đ: 'D',
  ð: 'D',
  Ð: 'D',
  þ: 'TH',
  Þ: 'TH',
  ı: 'I',
  ĸ: 'K',
  ŀ: 'L',
  Ŀ: 'L',
  ŉ: 'N',
  ſ: 'S',
  ħ: 'H',
  Ħ: 'H',
  ŧ: 'T',
  Ŧ: 'T',
};
/** Titles before a name and generational or degree suffixes after it: not part of the birth name. */
const TITLES: ReadonlySet<string> = new Set([
  'MR',
  'MRS',
  'MS',
  'MISS',
  'MX',
  'DR',
  'PROF',
  'REV',
  'SIR',
  'DAME',
  'LORD',
  'LADY',
  'MME',
  'MLLE',
  'HERR',
  'FRAU',
]);
const SUFFIXES: ReadonlySet<string> = new Set([
  'JR',
  'JNR',
  'SR',
  'SNR',
  'II',
  'III',
  'IV',
  '2ND',
  '3RD',
  '4TH',
  '5TH',
  'ESQ',
  'PHD',
]);

/** Latin letters of one typed character, upper case, without diacritics or ligatures ('é' → 'E', 'ß' → 'SS', 'ĳ' → 'IJ'). */
export function latinLetters(ch: string): string {
  // Plain ASCII letters (nearly every name) skip the Unicode normalisation.
  const code = ch.length === 1 ? ch.charCodeAt(0) : 0;
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return ch.toUpperCase();
  if (code !== 0 && code < 128) return '';
  const special = SPECIAL_LATIN[ch];
  if (special) return special;
  const base = ch.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]+$/.test(base) ? base : '';
}

function isHebrewLetterChar(ch: string): boolean {
  return ch >= '\u05D0' && ch <= '\u05EA';
}

/**
 * The profile's Y rule (after Decoz, automated): Y is a consonant when it opens a word before a
 * vowel (Yolanda) or follows a vowel (Murray, Doyle); otherwise it carries the vowel sound (Lynn, Levy, Bryan).
 */
export function yIsVowel(letters: readonly string[], i: number): { vowel: boolean; rule: string } {
  const prev = letters[i - 1];
  const next = letters[i + 1];
  if (i === 0 && next !== undefined && LATIN_VOWELS.has(next)) {
    return { vowel: false, rule: 'Y opens the word before a vowel, so it sounds as a consonant' };
  }
  if (prev !== undefined && LATIN_VOWELS.has(prev)) {
    return { vowel: false, rule: 'Y follows a vowel and makes no vowel sound of its own, so it counts as a consonant' };
  }
  return { vowel: true, rule: 'Y carries the vowel sound of its syllable, so it counts as a vowel' };
}

const ASCII_WORD = /^[A-Za-z'’-]+$/;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const HANGUL_ONLY = /^[\uAC00-\uD7A3]+$/u;

/** A run of one script; `kind` is 'latin', 'hebrew' or the name of another script. */
type Run = { kind: string; text: string };

/** Kana (and the long-vowel mark) is one run: a katakana name may mix both. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
/**
 * Characters only Japanese writes, common in names: kanji made in Japan (畑, 辻, 込) and the Japanese simplified
 * forms (沢, 桜, 恵, 広, 辺 …; Chinese writes 泽/澤, 樱/櫻, 惠, 广/廣, 边/邊). Hanzi with one of these are kanji,
 * whose reading the reader must give (ADR 0617): 渡辺恵子 is not read as Chinese.
 */
const JAPANESE_ONLY = /[畑峠込辻枠栃働匂笹榊樫椛凪雫畠杢俣沢桜恵広浜斎斉竜辺県亜栄児稲徳剣険瀬絵実穂歩々]/u;

/**
 * A name in hanzi alone shaped as Japanese names are and Chinese names are not (ADR 1300): a family name of two
 * characters typed apart that is no Chinese compound family name (山田 花子, 田中 太郎; Chinese family names are one
 * character, or one of the compound ones, 欧阳 娜娜), or one word of five characters or more, or of four whose first two
 * are no compound family name (山田花子; 欧阳小明 is Chinese). Its kanji are not read as Mandarin: the reader gives
 * their reading.
 */
function looksJapaneseKanji(words: readonly string[]): boolean {
  return japaneseShape(words) && !simplifiedOnly(words.join(''));
}

/** The shape alone, before a character only Simplified Chinese writes overrules it (田中华; ADR 1303). */
function japaneseShape(words: readonly string[]): boolean {
  if (words.length === 0 || !words.every((w) => HAN_ONLY.test(w))) return false;
  const first = words[0] ?? '';
  const length = [...first].length;
  // Two Chinese family names joined and typed apart (陳李 美玲) are Chinese, as typed together (issue 23).
  if (words.length > 1) return length >= 2 && !isCompoundSurname(first) && !twoSurnamesApart(words);
  // One word (issue 23): opening with a common Japanese family name (佐藤健, 田中太郎) it is Japanese; of four
  // characters opening with two common Chinese family names (陳李美玲, two family names joined) it is Chinese.
  if (japaneseSurnamePrefix(first)) return true;
  if (length === 4 && opensWithTwoChineseSurnames(first)) return false;
  return length >= 5 || (length === 4 && !isCompoundSurname([...first].slice(0, 2).join('')));
}

/** A name in hanzi of two words or more whose first word is exactly two common Chinese family names (陳李 美玲). */
function twoSurnamesApart(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  const last = [...(words.at(-1) ?? '')].at(-1);
  return words.length > 1 && [...first].length === 2 && opensWithTwoChineseSurnames(first, last);
}

type HanShape = Pick<ScriptContext, 'japaneseSurname' | 'twoSurnames' | 'simplifiedOnly'>;

/** How a name in hanzi alone was told Chinese or Japanese, for the reading to say (issue 23). */
function hanNameShape(words: readonly string[]): HanShape {
  const simplified = simplifiedOnly(words.join(''));
  // Shaped as Japanese but written with a character only Simplified Chinese writes: Chinese, and the reading says why.
  if (simplified && japaneseShape(words)) {
    const surname = words.length === 1 ? japaneseSurnamePrefix(words[0] ?? '') : undefined;
    return { simplifiedOnly: { ...simplified, ...(surname ? { surname } : {}) } };
  }
  if (words.every((w) => HAN_ONLY.test(w)) && twoSurnamesApart(words)) return { twoSurnames: true };
  const only = words.length === 1 && HAN_ONLY.test(words[0] ?? '') ? (words[0] ?? '') : '';
  const japaneseSurname = only ? japaneseSurnamePrefix(only) : undefined;
  if (japaneseSurname) return { japaneseSurname };
  return [...only].length === 4 && opensWithTwoChineseSurnames(only) ? { twoSurnames: true } : {};
}

/**
 * A reading typed after a whole name in kanji, in brackets, in kana or in Latin letters (ADR 1300): 山田 花子 (やまだ
 * はなこ), 山田花子（Yamada Hanako）. Word for word when it has as many words as the kanji (each kanji word is counted
 * by its own reading, as 山田（やまだ） 花子（はなこ） is); otherwise the reading's words are counted, and the kanji named
 * whole as read through them.
 */
const WHOLE_READING = /^(\p{Script=Han}+(?: \p{Script=Han}+)*) ?[（(]([^（）()]+)[）)]$/u;
const READING_WORDS = /[\s・･]+/u;
const KANA_WORD = /^[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+$/u;
const LATIN_WORD = /^[A-Za-z'’-]+$/;

interface WholeReading {
  /** The kanji as typed, without the reading. */
  readonly kanji: string;
  /** The words to count: kanji paired with their readings, or the reading's words. */
  readonly pieces: readonly string[];
  /** Set when the reading's words are counted in place of the kanji: the kanji as read through them. */
  readonly whole?: RomanizedPart;
}

function wholeReading(display: string): WholeReading | undefined {
  const m = WHOLE_READING.exec(display);
  const kanji = m?.[1];
  const reading = m?.[2]?.trim();
  if (!kanji || !reading) return undefined;
  const kanjiWords = kanji.split(' ');
  const readingWords = reading.split(READING_WORDS).filter((w) => w.length > 0);
  const kana = readingWords.every((w) => KANA_WORD.test(w));
  if (!kana && !readingWords.every((w) => LATIN_WORD.test(w))) return undefined;
  if (readingWords.length === kanjiWords.length) {
    return { kanji, pieces: kanjiWords.map((k, i) => `${k}(${readingWords[i] ?? ''})`) };
  }
  // Words of kanji and a reading of another count are not matched up (王小明 山田（やまだ） is read word by word).
  if (kanjiWords.length > 1) return undefined;
  const read = readingWords.map((w) => kanjiWithReading(`${kanji.replace(/ /g, '')}(${w})`, readingWords.join('')));
  const latin = read.map((r) => r?.latin ?? '').filter((l) => l.length > 0);
  const standard = read[0]?.standard;
  if (!standard || latin.length !== readingWords.length) return undefined;
  return {
    kanji,
    pieces: readingWords,
    whole: { text: kanji, latin: latin.join(' '), standard, script: 'Japanese kanji' },
  };
}

function runKind(ch: string): string {
  if (isHebrewLetterChar(ch)) return 'hebrew';
  if (latinLetters(ch)) return 'latin';
  if (/\p{M}/u.test(ch)) return 'mark';
  if (KANA.test(ch)) return 'kana';
  if (!/\p{L}/u.test(ch)) return 'none';
  return scriptName(ch);
}

/** Splits one word into runs of one script (combining marks stay with their letter). */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const kind = runKind(ch);
    const last = runs[runs.length - 1];
    if (kind === 'none') continue; // apostrophes, hyphens, digits: not letters
    if (kind === 'mark') {
      if (last) last.text += ch;
      continue;
    }
    if (last && last.kind === kind) last.text += ch;
    else runs.push({ kind, text: ch });
  }
  return runs;
}

interface ReadWord {
  letters: NameLetter[];
  romanized: RomanizedPart[];
  notCounted: NotCountedPart[];
}

function readWord(text: string, context: ScriptContext): ReadWord {
  const romanized: RomanizedPart[] = [];
  const notCounted: NotCountedPart[] = [];
  const chars: Array<{ char: string; script: 'latin' | 'hebrew' }> = [];
  // Kanji with their reading in brackets (山田（やまだ）): counted by the reading the reader gave.
  const kanji = kanjiWithReading(text, context.kana);
  if (kanji) {
    const han = text.replace(/[（(].*$/u, '');
    romanized.push({ text: han, latin: kanji.latin, standard: kanji.standard, script: kanji.script });
    for (const c of kanji.latin) chars.push({ char: c, script: 'latin' });
  }
  // Most words are plain ASCII letters (with an apostrophe or hyphen): no script runs needed.
  const runs: Run[] = kanji ? [] : ASCII_WORD.test(text) ? [{ kind: 'latin', text }] : runsOf(text);
  for (const run of runs) {
    if (run.kind === 'hebrew') {
      for (const ch of run.text) if (isHebrewLetterChar(ch)) chars.push({ char: ch, script: 'hebrew' });
    } else if (run.kind === 'latin') {
      for (const ch of run.text) {
        const letters = latinLetters(ch);
        if (letters.length === 1) chars.push({ char: letters, script: 'latin' });
        else for (const c of letters) chars.push({ char: c, script: 'latin' });
      }
    } else {
      const roman = romanize(run.text, context);
      if (roman && roman.latin) {
        romanized.push({ text: run.text, latin: roman.latin, standard: roman.standard, script: roman.script });
        for (const c of roman.latin) chars.push({ char: c, script: 'latin' });
      } else {
        const kanji = context.japanese && /\p{Script=Han}/u.test(run.text);
        notCounted.push({
          text: run.text,
          script: kanji ? 'Japanese kanji' : scriptName(run.text),
          reason: unreadReason(run.text, context),
        });
      }
    }
  }
  const latin = chars.filter((c) => c.script === 'latin').map((c) => c.char);
  const letters: NameLetter[] = [];
  let latinIndex = 0;
  for (const c of chars) {
    if (c.script === 'hebrew') {
      letters.push({ char: c.char, script: 'hebrew', value: katanValue(c.char), vowel: isHebrewVowelLetter(c.char) });
      continue;
    }
    const value = pythagoreanValue(c.char);
    if (c.char === 'Y') {
      const y = yIsVowel(latin, latinIndex);
      letters.push({ char: 'Y', script: 'latin', value, vowel: y.vowel, yRule: y.rule });
    } else {
      letters.push({ char: c.char, script: 'latin', value, vowel: LATIN_VOWELS.has(c.char) });
    }
    latinIndex += 1;
  }
  return { letters, romanized, notCounted };
}

/** "Jr." → "JR", "2nd" → "2ND": how a word is matched against the title and suffix lists. */
function listKey(text: string): string {
  let key = '';
  for (const ch of text) key += ch >= '0' && ch <= '9' ? ch : latinLetters(ch);
  return key;
}

/** The counted Latin letters of one part of a hyphenated name (Hebrew parts are spelled as typed). */
function latinOfPart(part: string, context: ScriptContext): string {
  return readWord(part, context)
    .letters.filter((l) => l.script === 'latin')
    .map((l) => l.char)
    .join('');
}

/**
 * Words that begin an Arabic compound given name and are not a name alone: عبد ("servant of", as in عبد الرحمن,
 * Abd al-Rahman) and أبو ("father of", Abu Bakr). A reader is addressed by the compound, never as "عبد".
 */
const COMPOUND_OPENERS = new Set(['عبد', 'أبو', 'ابو', 'ABD', 'ABU']);

/**
 * The name a reader is addressed by: the first counted word as typed, with the next when it only opens a compound;
 * for a name written family name first, the given name or the whole name.
 */
function addressedName(
  counted: ReadonlyArray<{ text: string; typed: string; word: number }>,
  japanese: boolean,
): string | undefined {
  const [first, second] = counted;
  if (!first) return undefined;
  // A name written family name first is greeted by its given name, or whole when the order is unsure (ADR 0871).
  // The pieces of one word split by script (王小明 → 王, 小明) are that word once; a word typed twice stays twice
  // (Chan Pui Pui is greeted Pui Pui, ADR 0933).
  const typed = counted.filter((w, i, all) => i === 0 || w.word !== all[i - 1]?.word).map((w) => w.typed);
  // A Chinese or Korean name in its own script is greeted by its given name, as its Latin spelling is (Wang Xiaoming:
  // Xiaoming): 王小明 is 小明, 김민준 and 김 민준 are 민준. A one-character given name alone is said only by those
  // closest, so 王明 stays whole; Japanese names stay whole (山田 花子), as typed.
  const cjk = chineseOrKoreanGiven(counted, japanese);
  if (cjk) return cjk;
  const surnameFirst = surnameFirstGreeting(typed);
  if (surnameFirst) return surnameFirst;
  // María José García-López is greeted "María José", a compound given name used whole (ADR 0910).
  const compound = compoundGivenName(typed);
  if (compound) return compound;
  const opener = COMPOUND_OPENERS.has(first.typed) || COMPOUND_OPENERS.has(first.typed.toUpperCase());
  return opener && second && second.typed !== first.typed ? `${first.typed} ${second.typed}` : first.typed;
}

/**
 * The given name of a Chinese name in hanzi or a Korean one in Hangul, typed as one word (split as family and given
 * name) or as two; undefined otherwise.
 */
function chineseOrKoreanGiven(
  counted: ReadonlyArray<{ text: string; typed: string; word: number }>,
  japanese: boolean,
): string | undefined {
  if (japanese || counted.length !== 2) return undefined;
  const [family, given] = counted;
  if (!family || !given || !(HAN_ONLY.test(family.text) || HANGUL_ONLY.test(family.text))) return undefined;
  const script = HAN_ONLY.test(family.text) ? HAN_ONLY : HANGUL_ONLY;
  if (!script.test(given.text) || [...family.text].length > 2) return undefined;
  const oneWord = family.word === given.word;
  // Typed apart, the first word must be a family name of one or two characters, as the split would read it; hanzi
  // of two are a Chinese compound family name (欧阳 娜娜), not a Japanese one read as Chinese (山田 花子 stays whole).
  if (
    !oneWord &&
    ((script === HAN_ONLY ? splitChineseName : splitKoreanName)(family.text + given.text)[0] !== family.text ||
      (script === HAN_ONLY &&
        [...family.text].length === 2 &&
        !isCompoundSurname(family.text) &&
        !opensWithTwoChineseSurnames(family.text, [...given.text].at(-1))))
  )
    return undefined;
  return [...given.text].length >= 2 ? given.text : undefined;
}

/** What the whole name says about each of its runs: Japanese, Latin letters beside hanzi, Persian. */
function scriptContext(display: string, words: readonly string[]): ScriptContext {
  const japanese = KANA.test(display) || JAPANESE_ONLY.test(display) || looksJapaneseKanji(words);
  const latinBeside = words.some((w) => [...w].some((ch) => latinLetters(ch) !== ''));
  const kana = [...display].filter((ch) => /[\p{Script=Hiragana}\p{Script=Katakana}ーｰ]/u.test(ch)).join('');
  const hangul = [...display].filter((ch) => /[\uAC00-\uD7A3]/u.test(ch)).join('');
  const cyrillic = cyrillicLanguage(display);
  return {
    japanese,
    latinBeside,
    persian: looksPersian(display),
    surname: false,
    ...(cyrillic ? { cyrillic } : {}),
    ...hanNameShape(words),
    ...(kana ? { kana } : {}),
    ...(hangul ? { hangul } : {}),
  };
}

/** Splits and reads the name. Returns no words when nothing countable is left (the caller refuses it). */
export function parseName(raw: string): ParsedName {
  // A reading in brackets belongs to the kanji before it, space or not: 山田 (やまだ) is 山田(やまだ).
  const display = raw
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/(\p{Script=Han}) (?=[（(])/gu, '$1');
  const typedReading = wholeReading(display);
  const pieces = (typedReading ? typedReading.pieces.join(' ') : display)
    .split(SEPARATOR)
    .map((p) => p.replace(HYPHEN, '-').replace(/^-+|-+$/g, ''))
    .filter((p) => p.length > 0);
  let kept = pieces.map((text) => ({
    text,
    get key() {
      return listKey(text);
    },
  }));
  const titles: string[] = [];
  const suffixes: string[] = [];
  const hasLetters = (w: { text: string }): boolean => /\p{L}/u.test(w.text);
  // Titles before and suffixes after a name are not part of the birth name (profile rule); a name is never
  // reduced to nothing by this ("Dr" alone stays a name).
  while (kept.length > 1 && kept[0] && TITLES.has(kept[0].key) && kept.slice(1).some(hasLetters)) {
    titles.push(kept[0].text);
    kept = kept.slice(1);
  }
  while (kept.length > 1) {
    const last = kept[kept.length - 1];
    if (!last || !SUFFIXES.has(last.key) || !kept.slice(0, -1).some(hasLetters)) break;
    suffixes.unshift(last.text);
    kept = kept.slice(0, -1);
  }
  const context = scriptContext(
    display,
    kept.map((w) => w.text),
  );
  const { japanese, latinBeside } = context;
  // A Chinese or Korean full name typed as one word is counted as surname and given name, as its Latin
  // spelling is (Wang Xiaoming), so the word-by-word reduction matches. Typed as two words or more (王 小明, 김 민준),
  // the reader's space already parts them: each word is one name, never split again (小明 is one given name, not
  // 小 and 明), so 王 小明 is counted as 王小明 is.
  const hanWords = kept.filter((w) => HAN_ONLY.test(w.text)).length;
  const hangulWords = kept.filter((w) => HANGUL_ONLY.test(w.text)).length;
  // The first of two or more words in hanzi, of one or two characters, is a family name and read as one (单 Shan,
  // 曾 Zeng, 区 Ou), as it is when the name is typed as one word.
  const first = kept[0]?.text ?? '';
  const apartFamily = hanWords > 1 && !japanese && !latinBeside && HAN_ONLY.test(first) && [...first].length <= 2;
  const split = kept.flatMap((w, word) => {
    const pieces =
      HAN_ONLY.test(w.text) && !japanese && !latinBeside && hanWords === 1
        ? splitChineseName(w.text)
        : HANGUL_ONLY.test(w.text) && hangulWords === 1
          ? splitKoreanName(w.text)
          : [w.text];
    return pieces.map((text, i) => ({
      text,
      typed: w.text,
      word,
      surname: pieces.length > 1 ? i === 0 : apartFamily && word === 0,
    }));
  });
  const read = split.map((w) => ({
    text: w.text,
    typed: w.typed,
    word: w.word,
    ...readWord(w.text, w.surname ? { ...context, surname: true } : context),
  }));
  const counted = read.filter((w) => w.letters.length > 0);
  const words: NameWord[] = counted.map((w) => {
    const parts = w.text.includes('-')
      ? w.text
          .split('-')
          .map((p) => latinOfPart(p, context))
          .filter((p) => p)
      : [];
    const language = context.cyrillic && /\p{Script=Cyrillic}/u.test(w.text) ? { cyrillic: context.cyrillic } : {};
    return { text: w.text, letters: w.letters, ...(parts.length > 1 ? { parts } : {}), ...language };
  });
  // A Japanese name is greeted whole, by its kanji as typed; counted by the reading's own words, the kanji are named
  // whole as read through them.
  const whole = typedReading?.whole;
  return {
    display,
    firstName: typedReading ? typedReading.kanji : (addressedName(counted, japanese) ?? display),
    words,
    ignoredWords: [...titles, ...suffixes],
    romanized: whole ? [whole] : read.flatMap((w) => w.romanized),
    notCounted: read.flatMap((w) => w.notCounted),
  };
}
