/**
 * Hanyu Pinyin in Hebrew letters, syllable by syllable, as the Israeli press writes Chinese names
 * (Xi Jinping שי ג'ינפינג, Deng Xiaoping דנג שיאופינג, Hu Jintao חו ג'ינטאו, Li Keqiang לי קצ'יאנג):
 * x ש, q צ', j and zh ג', ch צ', h ח, c צ, z ז; a written vowel for every syllable but e inside a word.
 * English rules would read Xiaoming as קסיאומינג (issue 23), so a word is read as pinyin only when it came
 * from Chinese characters or is made wholly of pinyin syllables and has a spelling only pinyin uses.
 */

const INITIALS: ReadonlyArray<[string, string]> = [
  ['ZH', "ג'"],
  ['CH', "צ'"],
  ['SH', 'ש'],
  ['B', 'ב'],
  ['P', 'פ'],
  ['M', 'מ'],
  ['F', 'פ'],
  ['D', 'ד'],
  ['T', 'ט'],
  ['N', 'נ'],
  ['L', 'ל'],
  ['G', 'ג'],
  ['K', 'ק'],
  ['H', 'ח'],
  ['J', "ג'"],
  ['Q', "צ'"],
  ['X', 'ש'],
  ['R', 'ר'],
  ['Z', 'ז'],
  ['C', 'צ'],
  ['S', 'ס'],
  ['Y', 'י'],
  ['W', 'ו'],
];

/**
 * Finals, longest first, in the letters used inside a word (the last letter takes its final form at the end);
 * `inner` is the form inside a word where it differs (e after an initial is unwritten inside a word).
 */
const FINALS: ReadonlyArray<[string, string, string?]> = [
  ['IANG', 'יאנג'],
  ['IONG', 'יונג'],
  ['UANG', 'ואנג'],
  ['ANG', 'אנג'],
  ['ENG', 'נג'],
  ['ING', 'ינג'],
  ['ONG', 'ונג'],
  ['IAN', 'יאנ'],
  ['IAO', 'יאו'],
  ['UAI', 'ואי'],
  ['UAN', 'ואנ'],
  ['AI', 'אי'],
  ['EI', 'יי'],
  ['AO', 'או'],
  ['OU', 'ו'],
  ['AN', 'אנ'],
  ['EN', 'נ'],
  ['IN', 'ינ'],
  ['UN', 'ונ'],
  ['IA', 'יה', 'יא'],
  ['IE', 'יה'],
  ['IU', 'יו'],
  ['UA', 'ואה', 'וא'],
  ['UO', 'ואו'],
  ['UE', 'ואה'],
  ['UI', 'ויי'],
  ['ER', 'אר'],
  ['A', 'ה', 'א'],
  ['O', 'ו'],
  ['E', 'ה', ''],
  ['I', 'י'],
  ['U', 'ו'],
  ['V', 'ו'],
];

interface Syllable {
  readonly initial: string;
  readonly final: string;
}

/** Finals a syllable without an initial may take: pinyin writes the others with y or w (yi, wu, yue). */
const BARE = /^[AEO]/;
/** j, q and x come only before i and u (ü); a bare o only after b, p, m, f and w (bo, po, mo, fo, wo). */
const PALATAL = new Set(['J', 'Q', 'X']);
const LABIAL = new Set(['B', 'P', 'M', 'F', 'W']);

function allowed(initial: string, final: string, first: boolean): boolean {
  // A syllable without an initial opens a word: inside one, pinyin would need an apostrophe (Xi'an).
  if (initial === '') return first && BARE.test(final);
  // After j, q and x a u is ü: only u, ue, uan and un follow them (Quang is Vietnamese, not pinyin).
  if (PALATAL.has(initial)) return /^[IV]/.test(final) || ['U', 'UE', 'UAN', 'UN'].includes(final);
  if (final === 'O') return LABIAL.has(initial);
  return true;
}

function syllablesFrom(word: string, bareFirst: boolean, first = true): Syllable[] | undefined {
  if (word === '') return [];
  const candidates: Syllable[] = [];
  for (const [initial] of [['', ''] as const, ...INITIALS]) {
    if (!word.startsWith(initial)) continue;
    for (const [final] of FINALS) {
      if (word.startsWith(final, initial.length) && allowed(initial, final, first && bareFirst))
        candidates.push({ initial, final });
    }
  }
  // Longest syllable first, so XIAOMING is XIAO + MING, not XIA + O + MING; backtrack when the rest fails.
  candidates.sort((a, b) => b.initial.length + b.final.length - (a.initial.length + a.final.length));
  for (const syllable of candidates) {
    const rest = syllablesFrom(word.slice(syllable.initial.length + syllable.final.length), bareFirst, false);
    if (rest) return [syllable, ...rest];
  }
  return undefined;
}

/** The word's pinyin syllables, or undefined when it is not made wholly of them. */
export function pinyinSyllables(word: string): readonly Syllable[] | undefined {
  return syllablesFrom(word, true);
}

/**
 * Spellings only pinyin uses among Latin-letter names: x or q before i or u, zh, a final such as iao or iang, or
 * uo ending a word (Guo גואו, Luo לואו, Jianguo).
 */
const PINYIN_ONLY = /X[IU]|Q[IU]|ZH|IAO|IONG|UANG|UAI|UO$/;

/**
 * True for a word typed in Latin letters that is Hanyu Pinyin by its shape: a spelling only pinyin uses, and
 * made wholly of syllables that each have an initial (Xiaoming, Zhang, Qing; not Alexia, which would need a bare A).
 */
export function looksLikePinyin(word: string): boolean {
  return PINYIN_ONLY.test(word) && syllablesFrom(word, false) !== undefined;
}

const FINAL_FORM: Readonly<Record<string, string>> = { כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ' };
const INITIAL_HEBREW = new Map(INITIALS);
const FINAL_HEBREW = new Map(FINALS.map(([f, end, inner]) => [f, { end, inner: inner ?? end }]));

/** One pinyin word in Hebrew letters, or undefined when it is not pinyin. */
export function pinyinToHebrew(word: string): string | undefined {
  const syllables = pinyinSyllables(word);
  if (!syllables || syllables.length === 0) return undefined;
  let out = '';
  syllables.forEach(({ initial, final }, index) => {
    const forms = FINAL_HEBREW.get(final) ?? { end: '', inner: '' };
    const hebrewFinal = index === syllables.length - 1 ? forms.end : forms.inner;
    if (initial === '') {
      // A syllable without an initial opens with aleph (Enlai אנלאי, Er אר).
      out += `א${hebrewFinal.replace(/^א/, '')}`;
      return;
    }
    // A consonant w is a double vav, as Israeli spelling writes it (Wang וואנג, Zhiwei ג'יוויי); Wu and Wei open with one.
    const doubleVav = initial === 'W' && (index > 0 || /^[AO]/.test(final));
    const hebrewInitial = doubleVav ? 'וו' : (INITIAL_HEBREW.get(initial) ?? '');
    out += hebrewInitial + hebrewFinal;
  });
  const finalForm = FINAL_FORM[out.slice(-1)];
  return finalForm ? out.slice(0, -1) + finalForm : out;
}
