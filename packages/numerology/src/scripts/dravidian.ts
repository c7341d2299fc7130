/**
 * Tamil and Malayalam names in Latin letters by ISO 15919, then written as South Indian names usually are
 * (diacritics folded, the dental t as th, long i and u as ee and oo: கார்த்திக் Karthik, ശ്രീജിത്ത് Sreejith).
 * Tamil: our own ISO 15919 table (Sanscript reads Tamil letters as Sanskrit ones, க as gh), and Tamil's
 * one letter for k/g, c/s, ṭ/d read by position as names spell them: g between vowels (முருகன் Murugan),
 * s to open a word and between vowels (செல்வம் Selvam), d between vowels and after ṇ (பாண்டியன் Pandiyan).
 * Malayalam: Sanscript's ISO 15919 after its standalone final consonants (chillu, ൽ ൻ ർ ൾ ൺ) are written
 * as consonant + virama, which Sanscript reads.
 */
import Sanscript from '@indic-transliteration/sanscript';

const TAMIL_VOWELS: Readonly<Record<string, string>> = {
  அ: 'a',
  ஆ: 'ā',
  இ: 'i',
  ஈ: 'ī',
  உ: 'u',
  ஊ: 'ū',
  எ: 'e',
  ஏ: 'ē',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'ō',
  ஔ: 'au',
};
const TAMIL_SIGNS: Readonly<Record<string, string>> = {
  'ா': 'ā',
  'ி': 'i',
  'ீ': 'ī',
  'ு': 'u',
  'ூ': 'ū',
  'ெ': 'e',
  'ே': 'ē',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'ō',
  'ௌ': 'au',
  '்': '',
};
const TAMIL_CONSONANTS: Readonly<Record<string, string>> = {
  க: 'k',
  ங: 'ṅ',
  ச: 'c',
  ஞ: 'ñ',
  ட: 'ṭ',
  ண: 'ṇ',
  த: 't',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'ḻ',
  ள: 'ḷ',
  ற: 'ṟ',
  ன: 'ṉ',
  ஜ: 'j',
  ஷ: 'ṣ',
  ஸ: 's',
  ஹ: 'h',
  ஶ: 'ś',
};

/** ISO 15919 of a Tamil word: each consonant carries a unless a vowel sign or the virama (்) follows. */
export function tamilIso(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const vowel = TAMIL_VOWELS[ch];
    if (vowel !== undefined) {
      out += vowel;
      continue;
    }
    const consonant = TAMIL_CONSONANTS[ch];
    if (consonant === undefined) continue; // aytham, digits and other marks are not letters of a name
    const sign = TAMIL_SIGNS[chars[i + 1] ?? ''];
    out += consonant + (sign ?? 'a');
    if (sign !== undefined) i += 1;
  }
  return out;
}

const V = '[aāiīuūeēoō]';

/** ISO 15919 of a Tamil name → its usual Latin spelling, upper case. */
function tamilAsWritten(iso: string): string {
  const word = iso
    .replace(/ṅk/g, 'ng')
    .replace(/ñc/g, 'nj')
    .replace(/ṇṭ/g, 'nd')
    .replace(/ṟṟ/g, 'ṭr') // a retroflex t, so it is not written th (வெற்றி Vetri)
    .replace(new RegExp(`(?<=${V})k(?=${V})`, 'g'), 'g')
    .replace(new RegExp(`(?<=${V})ṭ(?=${V})`, 'g'), 'd')
    .replace(new RegExp(`^c|(?<=${V})c(?=${V})`, 'g'), 's')
    .replace(/cc|c/g, 'ch');
  return fold(word);
}

/** Malayalam's chillu letters (a consonant with no vowel) as consonant + virama, which Sanscript reads. */
const CHILLU: Readonly<Record<string, string>> = {
  ൺ: 'ണ്',
  ൻ: 'ന്',
  ർ: 'ര്',
  ൽ: 'ല്',
  ൾ: 'ള്',
  ൿ: 'ക്',
  ൔ: 'മ്',
  ൕ: 'യ്',
  ൖ: 'ഴ്',
};

function malayalamIso(text: string): string {
  const plain = [...text].map((ch) => CHILLU[ch] ?? ch).join('');
  return Sanscript.t(plain, 'malayalam', 'iso').normalize('NFC');
}

/**
 * South Indian Latin spelling: t as th (tt too), ī as ee and ū as oo (Geetha, Sreejith, Mammootty), ś as s,
 * ṣ as sh, ḻ as zh, ṛ as ri, the rest without diacritics.
 */
function fold(iso: string): string {
  return iso
    .replace(/tt|t(?!h)/g, 'th')
    .replace(/ī/g, 'ee')
    .replace(/ū/g, 'oo')
    .replace(/ṭṭ/g, 'tt')
    .replace(/ś/g, 's')
    .replace(/ṣ/g, 'sh')
    .replace(/ḻ/g, 'zh')
    .replace(/r̥|ṛ/g, 'ri')
    .replace(/ṃ/g, 'm')
    .replace(/ṉ/g, 'n')
    .replace(/ṟ/g, 'r')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

export function romanizeTamil(text: string): string {
  return tamilAsWritten(tamilIso(text));
}

export function romanizeMalayalam(text: string): string {
  return fold(malayalamIso(text));
}
