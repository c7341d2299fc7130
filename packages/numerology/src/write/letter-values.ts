/**
 * Which letter values a reading really used, said in its words (issue 23): Latin letters (and names read
 * through a romanization) take the Pythagorean table; Hebrew letters typed in the name take their small
 * gematria values, mispar katan (letters.ts `katanValue`), with א ה ו י as the vowels. A name typed in
 * Hebrew is never told "Pythagorean values", and a name of both scripts is told both.
 */
import type { Chart } from '../chart';

export type LetterScripts = 'latin' | 'hebrew' | 'both';

/** The scripts of the letters that were counted in the name numbers. */
export function letterScripts(chart: Chart): LetterScripts {
  let latin = false;
  let hebrew = false;
  for (const w of chart.name.words)
    for (const l of w.letters) {
      if (l.script === 'hebrew') hebrew = true;
      else latin = true;
    }
  return hebrew ? (latin ? 'both' : 'hebrew') : 'latin';
}

const PYTHAGOREAN_TABLE = 'A, J and S are 1; B, K and T are 2; and so on to I and R, which are 9';
const KATAN_TABLE =
  "a letter's number with its zeros dropped, so Aleph to Tet are 1 to 9, Yod 1, Kaf 2 and so on to Tsadi 9, then Qof 1, Resh 2, Shin 3 and Tav 4";
const HEBREW_VOWELS = 'Aleph, He, Vav and Yod, the letters Hebrew writes vowels with, count as the vowels';

/** The working's opening rule: the table each letter took, with the reduction rules. */
export function letterValuesWorking(chart: Chart): string {
  const tail =
    'each name is reduced on its own before the names are added, and the master numbers 11, 22 and 33 are kept';
  switch (letterScripts(chart)) {
    case 'hebrew':
      return `Every number above can be checked by hand: your name is written in Hebrew letters, so each letter takes its small value, mispar katan (${KATAN_TABLE}); ${HEBREW_VOWELS}; ${tail}.`;
    case 'both':
      return `Every number above can be checked by hand: Latin letters take the Pythagorean values (${PYTHAGOREAN_TABLE}), and Hebrew letters their small value, mispar katan (${KATAN_TABLE}), where ${HEBREW_VOWELS}; ${tail}.`;
    default:
      return `Every number above can be checked by hand: letters take the Pythagorean values (${PYTHAGOREAN_TABLE}), ${tail}.`;
  }
}

/** Where the core numbers come from, for a reading's opening ("Western numerology in its Pythagorean form"). */
export function coreNumbersSource(chart: Chart): string {
  switch (letterScripts(chart)) {
    case 'hebrew':
      return "Western numerology as Hans Decoz, a numerologist of our day, teaches it, from your Hebrew letters' small values (mispar katan, each letter's number without its zeros)";
    case 'both':
      return "Western numerology as Hans Decoz, a numerologist of our day, teaches it: Pythagorean values for Latin letters and, for Hebrew ones, each letter's number without its zeros (mispar katan)";
    default:
      return 'Western numerology in its Pythagorean form, as Hans Decoz, a numerologist of our day, teaches it';
  }
}

/** The free report's one-line rule, with a short example of the table used. */
export function coreNumbersRule(chart: Chart): string {
  switch (letterScripts(chart)) {
    case 'hebrew':
      return "The core numbers follow Western numerology, counted from the small values of your Hebrew letters, each letter's number with its zeros dropped (mispar katan: Aleph 1, Bet 2 and so on, Yod 1 again, Tav 4), instead of the Pythagorean table";
    case 'both':
      return "The core numbers follow Western numerology, with the Pythagorean values for Latin letters (A, J and S count 1, and so on) and, for Hebrew ones, each letter's number with its zeros dropped (mispar katan: Aleph 1, Yod 1, Tav 4)";
    default:
      return 'The core numbers follow Western numerology in its Pythagorean form (A, J and S count 1, B, K and T count 2, and so on)';
  }
}

/** The letter values for the closing rules line ("Pythagorean letter values"), over the names of one reading. */
export function letterValuesShort(charts: readonly Chart[]): string {
  const scripts = new Set(charts.map(letterScripts));
  const hebrew = scripts.has('hebrew') || scripts.has('both');
  const latin = charts.length === 0 || scripts.has('latin') || scripts.has('both');
  if (hebrew && !latin) return 'letters at their small Hebrew values (mispar katan)';
  if (hebrew) return 'Pythagorean values for Latin letters and small values (mispar katan) for Hebrew ones';
  return 'Pythagorean letter values';
}

/** The letter rule of a pair reading: the tables the two names took between them. */
export function pairLetterValues(a: Chart, b: Chart): { opening: string; working: string } {
  const scripts = new Set([letterScripts(a), letterScripts(b)]);
  const hebrew = scripts.has('hebrew') || scripts.has('both');
  const latin = scripts.has('latin') || scripts.has('both');
  if (!hebrew) return { opening: 'Western (Pythagorean) numerology', working: 'Letters take the Pythagorean values' };
  if (!latin)
    return {
      opening:
        "Western numerology counted from the small values of Hebrew letters (each letter's number with its zeros dropped, mispar katan)",
      working: 'Hebrew letters take their small values, mispar katan, with Aleph, He, Vav and Yod as the vowels',
    };
  return {
    opening:
      "Western numerology, with the Pythagorean values for Latin letters and, for Hebrew ones, each letter's number with its zeros dropped (mispar katan)",
    working:
      'Latin letters take the Pythagorean values and Hebrew letters their small values, mispar katan, with Aleph, He, Vav and Yod as the vowels',
  };
}
