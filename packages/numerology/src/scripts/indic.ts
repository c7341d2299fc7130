/**
 * Indic scripts in Latin letters by IAST (Sanscript, a maintained transliteration library), then written as
 * names usually are in Latin letters: diacritics folded (ā a, ṭ t), ś and ṣ as sh, c as ch, ṛ as ri, the
 * anusvara as the nasal of the next consonant (नरेंद्र Narendra), and the silent final a of Hindi, Marathi,
 * Gujarati, Punjabi and Bengali names dropped after a single consonant (राम Ram, but नरेंद्र Narendra).
 */
import Sanscript from '@indic-transliteration/sanscript';

/** Unicode script → Sanscript scheme. Tamil and Malayalam are left out: Sanscript's tables for them misread names. */
const SCHEMES: ReadonlyArray<[RegExp, string]> = [
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Gurmukhi}/u, 'gurmukhi'],
  [/\p{Script=Gujarati}/u, 'gujarati'],
  [/\p{Script=Oriya}/u, 'oriya'],
  [/\p{Script=Telugu}/u, 'telugu'],
  [/\p{Script=Kannada}/u, 'kannada'],
];

export function indicScheme(text: string): string | undefined {
  return SCHEMES.find(([re]) => re.test(text))?.[1];
}

/** Scripts whose languages drop a word-final inherent a (Telugu, Kannada and Oriya keep it). */
const DROPS_FINAL_A = new Set(['devanagari', 'bengali', 'gurmukhi', 'gujarati']);

const NASAL_BEFORE: ReadonlyArray<[RegExp, string]> = [
  [/ṃ(?=[kg])/gu, 'n'],
  [/ṃ(?=[cj])/gu, 'n'],
  [/ṃ(?=[ṭḍ])/gu, 'n'],
  [/ṃ(?=[tdn])/gu, 'n'],
  [/ṃ(?=[pbm])/gu, 'm'],
];

/** IAST of one word, and the same written as a name in plain Latin letters, upper case. */
export function romanizeIndic(text: string, scheme: string): { iast: string; latin: string } {
  const iast = Sanscript.t(text, scheme, 'iast').normalize('NFC');
  let word = iast;
  for (const [re, nasal] of NASAL_BEFORE) word = word.replace(re, nasal);
  // One consonant (IAST digraphs kh, gh, ch, jh, ṭh, ḍh, th, dh, ph, bh count as one) between a vowel and the final a.
  if (DROPS_FINAL_A.has(scheme) && /[aeiouāīūṛ](?:[kgcjṭḍtdpb]h|[^aeiouāīūṛṃḥ])a$/u.test(word))
    word = word.slice(0, -1);
  const latin = word
    .replace(/[śṣ]/gu, 'sh')
    .replace(/c/gu, 'ch')
    .replace(/ṛ/gu, 'ri')
    .replace(/ṃ/gu, 'm')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return { iast, latin };
}
