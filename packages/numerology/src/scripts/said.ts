/**
 * A Greek or Cyrillic name word in Latin letters as it is said, for its Hebrew spelling only (issue 23, ADR 1305).
 * The passport standards the reading counts (ELOT 743, ICAO Doc 9303) keep a letter for a letter, so they lose what
 * Hebrew writes by ear: Greek γ before e or i is a y (Γιώργος is said Yorgos, יורגוס, never ג'ורגוס as GIORGOS would
 * be read), χ is a guttural kh (Μιχάλης, not "ch" as in Charlie), αι is e; Russian е, ё, ю and я open with a y
 * (Юлия is Yulia, יוליה, not IULIIA איוליה) and ж is zh (ז'). The numbers are still counted from the passport
 * letters.
 */
import type { CyrillicLanguage } from './cyrillic-national';
import { GREEK, GREEK_VOICELESS } from './greek';

/** Greek vowels that make a γ before them a y: ε, η, ι, υ (and αι, ει, οι, whose sound is e or i). */
const GREEK_FRONT = new Set(['Ε', 'Η', 'Ι', 'Υ']);
const GREEK_VOWEL = new Set(['Α', 'Ε', 'Η', 'Ι', 'Ο', 'Υ', 'Ω']);
// As the passport letters, but υ is said i and χ a guttural kh (Μιχάλης, not the ch of Charlie).
const GREEK_SAID: Readonly<Record<string, string>> = { ...GREEK, Υ: 'I', Χ: 'KH' };
/** A diaeresis (ϊ, ϋ) keeps a vowel apart from the one before it: Αϊσέ is a-i, never e. */
const APART = '\u0308';

interface GreekLetter {
  readonly c: string;
  readonly apart: boolean;
}

function greekLetters(text: string): GreekLetter[] {
  const out: GreekLetter[] = [];
  for (const ch of text.normalize('NFD').toUpperCase()) {
    if (ch === APART) {
      const last = out.pop();
      if (last) out.push({ ...last, apart: true });
    } else if (!/\p{M}/u.test(ch)) out.push({ c: ch === 'ς' ? 'Σ' : ch, apart: false });
  }
  return out;
}

/** The Greek sound of the letters from `i`: [Latin, letters read]. */
function greekSound(letters: readonly GreekLetter[], i: number): [string, number] {
  const c = letters[i]?.c ?? '';
  const next = letters[i + 1];
  const after = letters[i + 2];
  const n = next && !next.apart ? next.c : '';
  if (c === 'Γ') {
    if (n === 'Γ' || n === 'Ξ' || n === 'Χ') return ['N', 1];
    if (n === 'Κ') return [i === 0 ? 'G' : 'NG', 2];
    // After γγ the second γ is a stop (Άγγελος Angelos); before e or i any other γ is a y, and an ι after it that
    // only softens it before another vowel is not said apart (Γιώργος Yorgos, Παναγιώτης Panayotis).
    if (letters[i - 1]?.c !== 'Γ' && GREEK_FRONT.has(n)) {
      const glide = n === 'Ι' && after !== undefined && !after.apart && GREEK_VOWEL.has(after.c);
      return ['Y', glide ? 2 : 1];
    }
    if (letters[i - 1]?.c !== 'Γ' && (n === 'Α' || n === 'Ο') && after?.c === 'Ι' && !after.apart) return ['Y', 1];
  }
  if (i === 0 && c === 'Μ' && n === 'Π') return ['B', 2];
  if (i === 0 && c === 'Ν' && n === 'Τ') return ['D', 2];
  // Inside a word μπ is said mb (Λάμπρος Lambros למברוס, Χαράλαμπος חרלמבוס); the Olymp- names alone keep the
  // classical mp that Hebrew writes (Ολυμπία אולימפיה, Ολυμπιακός אולימפיאקוס; ADR 1306).
  if (c === 'Μ' && n === 'Π') return [olympian(letters, i) ? 'MP' : 'MB', 2];
  if ((c === 'Α' || c === 'Ε' || c === 'Η') && n === 'Υ') {
    const f = after === undefined || GREEK_VOICELESS.has(after.c);
    return [(c === 'Η' ? 'I' : c === 'Α' ? 'A' : 'E') + (f ? 'F' : 'V'), 2];
  }
  if (c === 'Ο' && n === 'Υ') return ['OU', 2];
  // χ is a guttural kh (Μιχάλης, Χαράλαμπος: ח), but before ρ or λ it is written כ, as Hebrew writes Christos.
  if (c === 'Χ') return n === 'Ρ' || n === 'Λ' ? ['CH', 1] : ['KH', 1];
  if (c === 'Α' && n === 'Ι') return ['E', 2];
  if ((c === 'Ε' || c === 'Ο' || c === 'Υ') && n === 'Ι') return ['I', 2];
  return [GREEK_SAID[c] ?? '', 1];
}

/** The μ of Ολυμπ-: Olympia and Olympiakos, named from Olympus. */
function olympian(letters: readonly { c: string }[], i: number): boolean {
  return letters[i - 3]?.c === 'Ο' && letters[i - 2]?.c === 'Λ' && letters[i - 1]?.c === 'Υ';
}

function greekSaid(text: string): string {
  const letters = greekLetters(text);
  let out = '';
  for (let i = 0; i < letters.length;) {
    const [latin, read] = greekSound(letters, i);
    out += latin;
    i += read;
  }
  return out;
}

const CYRILLIC_SAID: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Ґ: 'G',
  Д: 'D',
  Е: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  І: 'I',
  Й: 'I',
  Ј: 'Y',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ў: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  // SHTCH: ש and the ch of Charlie (צ'), never a kaf (Хрущёв חרושצ'וב).
  Щ: 'SHTCH',
  Ы: 'Y',
  Э: 'E',
};
/** Letters that open with a y sound: at a word's start, after a vowel or a sign, and (but е) after a consonant too. */
const CYRILLIC_Y: Readonly<Record<string, string>> = { Е: 'E', Є: 'E', Ё: 'O', Ю: 'U', Я: 'A', Ї: 'I' };
const CYRILLIC_VOWEL = new Set([...'АЕЁИІЇОУЎЫЭЮЯЄ']);
/** After these the y of ё is not said (Хрущёв Khrushchov). */
const CYRILLIC_HUSHING = new Set([...'ЖЧШЩ']);

/**
 * Ukrainian and Serbian as said, where they differ from Russian (ADR 1307): Ukrainian г is an h (Ганна, Гнатюк
 * הנטיוק), щ is shch; Serbian ђ and џ are a j (Ђоковић ג'וקוביץ', Џеко), ћ and ч a ch, љ and њ ly and ny (Љубица
 * ליוביצה), х a kh; in both, е is an e wherever it stands (Russian says it ye at a word's start).
 */
const SAID_BY_LANGUAGE: Readonly<Record<CyrillicLanguage, Readonly<Record<string, string>>>> = {
  ukrainian: { Г: 'H', Щ: 'SHCH', И: 'I' },
  serbian: { Ђ: 'J', Ћ: 'CH', Љ: 'LY', Њ: 'NY', Џ: 'J', Х: 'KH', Ј: 'Y' },
};

function cyrillicSaid(text: string, language?: CyrillicLanguage): string {
  const letters = [...text.toUpperCase()];
  const own = language ? SAID_BY_LANGUAGE[language] : {};
  let out = '';
  letters.forEach((c, i) => {
    const before = letters[i - 1];
    if (own[c] !== undefined && !(language === 'ukrainian' && c === 'Г' && before === 'З')) {
      out += own[c];
      return;
    }
    // Ukrainian and Serbian е is an e, never ye.
    if (language && c === 'Е') {
      out += 'E';
      return;
    }
    // Ukrainian зг is z and g to Hebrew ears too (Згурський), so the said h is not read as a zh.
    if (language === 'ukrainian' && c === 'Г' && before === 'З') {
      out += 'G';
      return;
    }
    const y = CYRILLIC_Y[c];
    if (y === undefined) {
      // A final -ий is one long i, written y as Yevgeny and Yury are in Latin letters (יבגני, יורי).
      if (c === 'Й' && before === 'И' && i === letters.length - 1) out = `${out.slice(0, -1)}Y`;
      else out += CYRILLIC_SAID[c] ?? '';
      return;
    }
    const opens = before === undefined || CYRILLIC_VOWEL.has(before) || before === 'Ь' || before === 'Ъ';
    // A final -ия (Ukrainian -ія) is written ia, as Hebrew writes Maria and Yulia (מריה, יוליה), never "iya".
    if (c === 'Я' && (before === 'И' || before === 'І')) out += 'A';
    else if (opens || (c !== 'Е' && c !== 'Є' && !CYRILLIC_HUSHING.has(before))) out += `Y${y}`;
    else out += y;
  });
  return out;
}

/**
 * The word as said, in upper-case Latin letters, when it is all Greek or all Cyrillic letters; undefined for any other
 * word (a word in Latin letters is spelled as typed, other scripts by their standards).
 */
export function saidInLatin(
  word: string,
  language?: CyrillicLanguage,
): { readonly latin: string; readonly script: 'greek' | 'cyrillic' } | undefined {
  const letters = word.replace(/[^\p{L}\p{M}]/gu, '');
  if (!letters) return undefined;
  if (/^[\p{Script=Greek}\p{M}]+$/u.test(letters)) return { latin: greekSaid(letters), script: 'greek' };
  if (/^[\p{Script=Cyrillic}\p{M}]+$/u.test(letters))
    return { latin: cyrillicSaid(letters, language), script: 'cyrillic' };
  return undefined;
}
