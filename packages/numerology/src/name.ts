/**
 * Reads a typed name into words and letters with their Pythagorean values and vowel status.
 * Latin letters lose their diacritics; Hebrew letters keep their own script (mispar katan values).
 */
import { hebrewLetterByChar, isHebrewVowelLetter, katanValue, pythagoreanValue } from './letters';

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
}

export interface ParsedName {
  /** The whole name as typed, trimmed, with runs of spaces collapsed. */
  readonly display: string;
  /** The first counted word as typed; the readings address the person by it. */
  readonly firstName: string;
  readonly words: readonly NameWord[];
  /** Titles and suffixes left out of the count (profile rule). */
  readonly ignoredWords: readonly string[];
  /** Characters that are letters of another script, left out of the count. */
  readonly unreadLetters: readonly string[];
}

// Hyphens, dashes, the Hebrew maqaf, periods (initials), commas and slashes separate name words.
const SEPARATOR = /[\s\-‐‑‒–—―־.,/·]+/u;
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
const TITLES = new Set(['MR', 'MRS', 'MS', 'DR']);
const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV']);

/** Latin letters of one typed character, upper case, without diacritics or ligatures ('é' → 'E', 'ß' → 'SS', 'ĳ' → 'IJ'). */
export function latinLetters(ch: string): string {
  const special = SPECIAL_LATIN[ch];
  if (special) return special;
  const base = ch.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]+$/.test(base) ? base : '';
}

export function isHebrewLetterChar(ch: string): boolean {
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

function readWord(text: string): { letters: NameLetter[]; unread: string[] } {
  const unread: string[] = [];
  const latin: string[] = [];
  const chars: Array<{ char: string; script: 'latin' | 'hebrew' }> = [];
  for (const ch of text) {
    if (isHebrewLetterChar(ch)) {
      chars.push({ char: ch, script: 'hebrew' });
      continue;
    }
    const lat = latinLetters(ch);
    if (lat) {
      for (const c of lat) chars.push({ char: c, script: 'latin' });
      continue;
    }
    // Combining marks (niqqud, accents typed separately), apostrophes, digits: not letters we count.
    if (/\p{L}/u.test(ch)) unread.push(ch);
  }
  for (const c of chars) if (c.script === 'latin') latin.push(c.char);
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
  return { letters, unread };
}

/** Splits and reads the name. Returns no words when nothing countable is left (the caller refuses it). */
export function parseName(raw: string): ParsedName {
  const display = raw.trim().replace(/\s+/gu, ' ');
  const pieces = display.split(SEPARATOR).filter((p) => p.length > 0);
  const read = pieces.map((text) => ({ text, ...readWord(text) }));
  const unreadLetters = read.flatMap((w) => w.unread);
  let counted = read.filter((w) => w.letters.length > 0);
  const ignoredWords: string[] = [];
  const key = (w: { letters: readonly NameLetter[] }): string => w.letters.map((l) => l.char).join('');
  // Titles before and suffixes after a name are not part of the birth name (profile rule).
  while (counted.length > 1 && counted[0] && TITLES.has(key(counted[0]))) {
    ignoredWords.push(counted[0].text);
    counted = counted.slice(1);
  }
  while (counted.length > 1) {
    const last = counted[counted.length - 1];
    if (!last || !SUFFIXES.has(key(last))) break;
    ignoredWords.push(last.text);
    counted = counted.slice(0, -1);
  }
  const words: NameWord[] = counted.map((w) => ({ text: w.text, letters: w.letters }));
  return {
    display,
    firstName: words[0]?.text ?? display,
    words,
    ignoredWords,
    unreadLetters,
  };
}

export function hasHebrewLetterData(ch: string): boolean {
  return hebrewLetterByChar(ch) !== undefined;
}
