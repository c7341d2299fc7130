/**
 * Letters of other scripts in a name. Cyrillic and Greek have standard romanizations used on passports,
 * so their names are read through them and counted; other scripts (Chinese, Japanese, Arabic, …) have no
 * letter values in the Latin table, so their words are named to the reader as not counted, never dropped
 * silently. See docs/decisions/0110-names-read-honestly.md.
 */

export interface Romanization {
  /** Upper-case Latin letters A-Z. */
  readonly latin: string;
  /** The standard used, for the reading ("ICAO Doc 9303 (passports)"). */
  readonly standard: string;
  readonly script: 'Cyrillic' | 'Greek';
}

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

/** ELOT 743 (UN V/19) single letters; accents are dropped before lookup. */
const GREEK: Readonly<Record<string, string>> = {
  Α: 'A',
  Β: 'V',
  Γ: 'G',
  Δ: 'D',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'I',
  Θ: 'TH',
  Ι: 'I',
  Κ: 'K',
  Λ: 'L',
  Μ: 'M',
  Ν: 'N',
  Ξ: 'X',
  Ο: 'O',
  Π: 'P',
  Ρ: 'R',
  Σ: 'S',
  Τ: 'T',
  Υ: 'Y',
  Φ: 'F',
  Χ: 'CH',
  Ψ: 'PS',
  Ω: 'O',
};
/** After α, ε, η the letter υ is v, or f before a voiceless consonant or at the end of the word (ELOT 743). */
const GREEK_VOICELESS = new Set(['Θ', 'Κ', 'Ξ', 'Π', 'Σ', 'Τ', 'Φ', 'Χ', 'Ψ']);

export function isCyrillic(ch: string): boolean {
  return /\p{Script=Cyrillic}/u.test(ch);
}

export function isGreek(ch: string): boolean {
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

/** The standard romanization of a run of Cyrillic or Greek letters, or undefined for any other script. */
export function romanize(text: string): Romanization | undefined {
  const first = [...text][0] ?? '';
  if (isCyrillic(first)) return { latin: romanizeCyrillic(text), standard: CYRILLIC_STANDARD, script: 'Cyrillic' };
  if (isGreek(first)) return { latin: romanizeGreek(text), standard: GREEK_STANDARD, script: 'Greek' };
  return undefined;
}

const SCRIPT_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/\p{Script=Han}/u, 'Chinese characters (kanji or hanzi)'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese kana'],
  [/\p{Script=Hangul}/u, 'Korean hangul'],
  [/\p{Script=Arabic}/u, 'Arabic letters'],
  [/\p{Script=Devanagari}/u, 'Devanagari letters'],
  [/\p{Script=Thai}/u, 'Thai letters'],
  [/\p{Script=Armenian}/u, 'Armenian letters'],
  [/\p{Script=Georgian}/u, 'Georgian letters'],
  [/\p{Script=Ethiopic}/u, 'Ethiopic letters'],
];

/** A reader-facing name for the script of `text` ("Japanese kana"), for letters the reading cannot count. */
export function scriptName(text: string): string {
  for (const [re, name] of SCRIPT_NAMES) if (re.test(text)) return name;
  return 'letters of a script the letter table does not cover';
}
