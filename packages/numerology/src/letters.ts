/**
 * Letter tables: the Pythagorean Latin table and the 22 Hebrew letters with their standard values,
 * final forms, Sefer Yetzirah class and Golden Dawn attributions (reference §1.1, §1.2, §2.1).
 */

/** Pythagorean: alphabet position, digits added (A=1 … I=9, J=1 …). */
export function pythagoreanValue(latinUpper: string): number {
  const code = latinUpper.charCodeAt(0) - 64; // A = 1
  if (code < 1 || code > 26 || latinUpper.length !== 1) throw new RangeError(`not a Latin letter: ${latinUpper}`);
  return ((code - 1) % 9) + 1;
}

export type LetterClass = 'mother' | 'double' | 'simple';

export interface HebrewLetter {
  /** 1..22, alphabet order; also the number whose path this letter is. */
  readonly index: number;
  readonly char: string;
  readonly final?: string;
  readonly name: string;
  /** Mispar hechrechi: 1-9, 10-90, 100-400. */
  readonly value: number;
  /** Mispar gadol value of the final form (500-900). */
  readonly finalGadol?: number;
  readonly letterClass: LetterClass;
  /** Golden Dawn attribution: element, planet or sign. */
  readonly attribution: string;
  /** Golden Dawn path number, 11..32. */
  readonly path: number;
  /** Sephirot ids the path connects. */
  readonly connects: readonly [string, string];
  /** Golden Dawn trump number and name. */
  readonly trump: { readonly number: number; readonly name: string };
  /** Lévi / French arcanum for the same letter (the rival scheme, reference §1.2). */
  readonly leviArcanum: { readonly number: number; readonly name: string };
}

const L = (
  index: number,
  char: string,
  name: string,
  value: number,
  letterClass: LetterClass,
  attribution: string,
  connects: [string, string],
  trump: [number, string],
  levi: [number, string],
  final?: [string, number],
): HebrewLetter => ({
  index,
  char,
  name,
  value,
  letterClass,
  attribution,
  path: index + 10,
  connects,
  trump: { number: trump[0], name: trump[1] },
  leviArcanum: { number: levi[0], name: levi[1] },
  ...(final ? { final: final[0], finalGadol: final[1] } : {}),
});

export const HEBREW_LETTERS: readonly HebrewLetter[] = [
  L(1, 'א', 'Aleph', 1, 'mother', 'Air', ['kether', 'chokmah'], [0, 'The Fool'], [1, 'The Magician']),
  L(2, 'ב', 'Bet', 2, 'double', 'Mercury', ['kether', 'binah'], [1, 'The Magician'], [2, 'The High Priestess']),
  L(3, 'ג', 'Gimel', 3, 'double', 'Moon', ['kether', 'tiphareth'], [2, 'The High Priestess'], [3, 'The Empress']),
  L(4, 'ד', 'Dalet', 4, 'double', 'Venus', ['chokmah', 'binah'], [3, 'The Empress'], [4, 'The Emperor']),
  L(5, 'ה', 'He', 5, 'simple', 'Aries', ['chokmah', 'tiphareth'], [4, 'The Emperor'], [5, 'The Hierophant']),
  L(6, 'ו', 'Vav', 6, 'simple', 'Taurus', ['chokmah', 'chesed'], [5, 'The Hierophant'], [6, 'The Lovers']),
  L(7, 'ז', 'Zayin', 7, 'simple', 'Gemini', ['binah', 'tiphareth'], [6, 'The Lovers'], [7, 'The Chariot']),
  L(8, 'ח', 'Chet', 8, 'simple', 'Cancer', ['binah', 'geburah'], [7, 'The Chariot'], [8, 'Justice']),
  L(9, 'ט', 'Tet', 9, 'simple', 'Leo', ['chesed', 'geburah'], [8, 'Strength'], [9, 'The Hermit']),
  L(10, 'י', 'Yod', 10, 'simple', 'Virgo', ['chesed', 'tiphareth'], [9, 'The Hermit'], [10, 'The Wheel of Fortune']),
  L(
    11,
    'כ',
    'Kaf',
    20,
    'double',
    'Jupiter',
    ['chesed', 'netzach'],
    [10, 'The Wheel of Fortune'],
    [11, 'Strength'],
    ['ך', 500],
  ),
  L(12, 'ל', 'Lamed', 30, 'simple', 'Libra', ['geburah', 'tiphareth'], [11, 'Justice'], [12, 'The Hanged Man']),
  L(13, 'מ', 'Mem', 40, 'mother', 'Water', ['geburah', 'hod'], [12, 'The Hanged Man'], [13, 'Death'], ['ם', 600]),
  L(14, 'נ', 'Nun', 50, 'simple', 'Scorpio', ['tiphareth', 'netzach'], [13, 'Death'], [14, 'Temperance'], ['ן', 700]),
  L(15, 'ס', 'Samekh', 60, 'simple', 'Sagittarius', ['tiphareth', 'yesod'], [14, 'Temperance'], [15, 'The Devil']),
  L(16, 'ע', 'Ayin', 70, 'simple', 'Capricorn', ['tiphareth', 'hod'], [15, 'The Devil'], [16, 'The Tower']),
  L(17, 'פ', 'Pe', 80, 'double', 'Mars', ['netzach', 'hod'], [16, 'The Tower'], [17, 'The Star'], ['ף', 800]),
  L(18, 'צ', 'Tsadi', 90, 'simple', 'Aquarius', ['netzach', 'yesod'], [17, 'The Star'], [18, 'The Moon'], ['ץ', 900]),
  L(19, 'ק', 'Qof', 100, 'simple', 'Pisces', ['netzach', 'malkuth'], [18, 'The Moon'], [19, 'The Sun']),
  L(20, 'ר', 'Resh', 200, 'double', 'Sun', ['hod', 'yesod'], [19, 'The Sun'], [20, 'Judgement']),
  L(21, 'ש', 'Shin', 300, 'mother', 'Fire', ['hod', 'malkuth'], [20, 'Judgement'], [0, 'The Fool']),
  L(22, 'ת', 'Tav', 400, 'double', 'Saturn', ['yesod', 'malkuth'], [21, 'The World'], [21, 'The World']),
];

const BY_CHAR = new Map<string, HebrewLetter>();
for (const letter of HEBREW_LETTERS) {
  BY_CHAR.set(letter.char, letter);
  if (letter.final) BY_CHAR.set(letter.final, letter);
}

export function hebrewLetterByChar(char: string): HebrewLetter | undefined {
  return BY_CHAR.get(char);
}

export function hebrewLetterByIndex(index: number): HebrewLetter {
  const letter = HEBREW_LETTERS[index - 1];
  if (!letter) throw new RangeError(`no Hebrew letter ${index}`);
  return letter;
}

function isFinalForm(char: string): boolean {
  return char === 'ך' || char === 'ם' || char === 'ן' || char === 'ף' || char === 'ץ';
}

/** Standard (mispar hechrechi) value: a final form counts like its ordinary letter. */
export function standardValue(char: string): number {
  return BY_CHAR.get(char)?.value ?? 0;
}

/** Mispar gadol: final forms continue the series 500-900. */
export function gadolValue(char: string): number {
  const letter = BY_CHAR.get(char);
  if (!letter) return 0;
  return isFinalForm(char) && letter.finalGadol ? letter.finalGadol : letter.value;
}

/** Mispar katan: the standard value with its zeros dropped (ת = 4). Used for Hebrew letters in the 1-9 tables. */
export function katanValue(char: string): number {
  const v = standardValue(char);
  if (v === 0) return 0;
  return v >= 100 ? v / 100 : v >= 10 ? v / 10 : v;
}

/** Matres lectionis: the Hebrew letters that write vowels. The profile counts them as vowels. */
export function isHebrewVowelLetter(char: string): boolean {
  return char === 'א' || char === 'ה' || char === 'ו' || char === 'י';
}

const PLANET_LETTER: Readonly<Record<string, number>> = {
  Mercury: 2,
  Moon: 3,
  Venus: 4,
  Jupiter: 11,
  Mars: 17,
  Sun: 20,
  Saturn: 22,
};

/** The double letter the Golden Dawn gives a planet (reference §1.2). */
export function letterOfPlanet(planet: string): HebrewLetter {
  const index = PLANET_LETTER[planet];
  if (index === undefined) throw new RangeError(`no letter for planet ${planet}`);
  return hebrewLetterByIndex(index);
}

/** Numerals already written: a Hebrew date needs a day (1-30) and a year (a few hundred in use). */
const NUMERALS = new Map<number, string>();

/** Hebrew numerals (for Hebrew dates): 15 = ט״ו, 16 = ט״ז, thousands dropped from years. */
export function hebrewNumeral(n: number): string {
  let text = NUMERALS.get(n);
  if (text === undefined) {
    text = writeNumeral(n);
    // Bounded by the numbers asked for; a Map of a few thousand short strings at most in practice.
    if (NUMERALS.size < 5000) NUMERALS.set(n, text);
  }
  return text;
}

function writeNumeral(n: number): string {
  let v = n % 1000;
  const letters: string[] = [];
  const push = (value: number): void => {
    const letter = HEBREW_LETTERS.find((l) => l.value === value);
    if (letter) letters.push(letter.char);
  };
  while (v >= 400) {
    push(400);
    v -= 400;
  }
  for (const h of [300, 200, 100])
    if (v >= h) {
      push(h);
      v -= h;
    }
  if (v === 15 || v === 16) {
    push(9);
    push(v - 9);
    v = 0;
  }
  for (const t of [90, 80, 70, 60, 50, 40, 30, 20, 10])
    if (v >= t) {
      push(t);
      v -= t;
    }
  if (v > 0) push(v);
  if (letters.length === 1) return `${letters[0]}׳`;
  return `${letters.slice(0, -1).join('')}״${letters[letters.length - 1] ?? ''}`;
}
