/**
 * Amharic (Ge'ez script) in Latin letters by the BGN/PCGN romanization of Amharic (1967), written as
 * Ethiopian names usually are: without diacritics, the ejectives as their plain letters (ቀ k, ጠ t, ጨ ch,
 * ጸ ts), the first order ä as e (a after a glottal or h: አበበ Abebe, ኃይሌ Hayle), and the sixth order ə
 * written only where it is heard, to open a word or split two final consonants (ግርማ Girma, መስፍን Mesfin).
 * Every syllable is a consonant row of eight code points (Unicode computes it: row start + order).
 */

/** Consonant of each row, by the row's first code point. Rows not listed are not Amharic letters. */
const ROWS: ReadonlyArray<[number, string]> = [
  [0x1200, 'h'],
  [0x1208, 'l'],
  [0x1210, 'h'],
  [0x1218, 'm'],
  [0x1220, 's'],
  [0x1228, 'r'],
  [0x1230, 's'],
  [0x1238, 'sh'],
  [0x1240, 'k'],
  [0x1260, 'b'],
  [0x1268, 'v'],
  [0x1270, 't'],
  [0x1278, 'ch'],
  [0x1280, 'h'],
  [0x1290, 'n'],
  [0x1298, 'ny'],
  [0x12a0, ''],
  [0x12a8, 'k'],
  [0x12b8, 'h'],
  [0x12c8, 'w'],
  [0x12d0, ''],
  [0x12d8, 'z'],
  [0x12e0, 'zh'],
  [0x12e8, 'y'],
  [0x12f0, 'd'],
  [0x1300, 'j'],
  [0x1308, 'g'],
  [0x1320, 't'],
  [0x1328, 'ch'],
  [0x1330, 'p'],
  [0x1338, 'ts'],
  [0x1340, 'ts'],
  [0x1348, 'f'],
  [0x1350, 'p'],
];
const CONSONANT = new Map(ROWS);

/** The labialized syllables with their own code points (ቈ ቊ ቋ ቌ ቍ, ኰ …, ጐ …): consonant plus w and a vowel. */
const LABIALIZED: ReadonlyArray<[number, string]> = [
  [0x1248, 'k'],
  [0x1288, 'h'],
  [0x12b0, 'k'],
  [0x12c0, 'h'],
  [0x1310, 'g'],
];
const LABIAL_VOWEL = ['we', '', 'wi', 'wa', 'we', 'w'];

/** Vowel of each order (index 0-6) and of the eighth form (index 7, the labialized wa: ሏ lwa). */
const ORDER_VOWEL = ['e', 'u', 'i', 'a', 'e', '', 'o', 'wa'];
/** Rows whose first order is heard as a: the glottals and the h's. */
const A_FIRST = new Set(['', 'h']);

interface Syllable {
  readonly consonant: string;
  /** Empty for the sixth order (ə or no vowel). */
  readonly vowel: string;
}

function syllableOf(code: number): Syllable | undefined {
  for (const [start, consonant] of LABIALIZED) {
    if (code >= start && code < start + 6) return { consonant, vowel: LABIAL_VOWEL[code - start] ?? '' };
  }
  const start = code - (code % 8);
  const consonant = CONSONANT.get(start);
  if (consonant === undefined) return undefined;
  const order = code - start;
  const vowel = order === 0 && A_FIRST.has(consonant) ? 'a' : (ORDER_VOWEL[order] ?? '');
  return { consonant, vowel };
}

/** One Amharic word in upper-case Latin letters (A-Z); syllables outside the table are skipped. */
export function romanizeEthiopic(text: string): string {
  const syllables: Syllable[] = [];
  for (const ch of text) {
    const s = syllableOf(ch.codePointAt(0) ?? 0);
    if (s) syllables.push(s);
  }
  let out = '';
  syllables.forEach((s, i) => {
    const next = syllables[i + 1];
    let vowel = s.vowel;
    if (vowel === '' && s.consonant !== '' && next) {
      // The sixth order is heard as i to open a word before a consonant (ግርማ Girma) and between the last
      // two consonants of a word (መስፍን Mesfin); elsewhere it is silent (ተስፋዬ Tesfaye).
      const lastTwo = i === syllables.length - 2 && next.vowel === '';
      if (i === 0 || lastTwo) vowel = 'i';
    }
    out += s.consonant + vowel; // a glottal row (አ, ዐ) writes its vowel alone
  });
  return out.toUpperCase().replace(/[^A-Z]/g, '');
}
