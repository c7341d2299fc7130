/**
 * Turns a question as people type it into plain, comparable words: lower case, no accents, no
 * apostrophes, common spellings and loan words folded onto one English word ("meds", "rx" → medication;
 * "abogado" → lawyer; "canser" → cancer), and near-misses of the sensitive words corrected.
 */
import { FOLD, SENSITIVE_WORDS } from './lexicon';
import clusters from './model/word-clusters.json';

const CONTRACTION: Readonly<Record<string, string>> = { ll: 'will', m: 'am', ve: 'have', d: 'would' };

// A relation said with its possessive in Spanish, Portuguese or French, as readers who write English mix them in
// ("mi hija Lucía", "minha mãe", "mon mari"): only these pairs, since "ma", "mon", "mi" alone are English words too.
const OWN_RELATION_ABROAD: Readonly<Record<string, string>> = {
  hija: 'daughter',
  hijo: 'son',
  hijos: 'kids',
  hijas: 'daughters',
  esposo: 'husband',
  esposa: 'wife',
  marido: 'husband',
  novio: 'boyfriend',
  novia: 'girlfriend',
  madre: 'mother',
  mamá: 'mum',
  padre: 'father',
  papá: 'dad',
  hermana: 'sister',
  hermano: 'brother',
  abuela: 'grandmother',
  abuelo: 'grandfather',
  suegra: 'mother-in-law',
  suegro: 'father-in-law',
  tía: 'aunt',
  tío: 'uncle',
  filha: 'daughter',
  filho: 'son',
  namorado: 'boyfriend',
  namorada: 'girlfriend',
  mãe: 'mother',
  pai: 'father',
  irmã: 'sister',
  irmão: 'brother',
  avó: 'grandmother',
  avô: 'grandfather',
  fille: 'daughter',
  fils: 'son',
  mari: 'husband',
  femme: 'wife',
  copain: 'boyfriend',
  copine: 'girlfriend',
  mère: 'mother',
  père: 'father',
  sœur: 'sister',
  frère: 'brother',
};
const ABROAD_RELATION = new RegExp(
  `(?<![\\p{L}])(?:mi|mis|meu|minha|mon|ma|mes) (${Object.keys(OWN_RELATION_ABROAD).join('|')})(?![\\p{L}])`,
  'giu',
);

/** Irish and Scottish "me da", "my da": a father ("da" alone is too many other words). */
function withFathersNamed(text: string): string {
  return text.replace(/\b(me|my|our) da\b/gi, 'my dad');
}

/**
 * The reader's own relations in plain English, for finding people (people.ts): "my da" a father, "mi hija" a
 * daughter. The models read the question without the second, as they were trained.
 */
export function withOwnRelationsInEnglish(text: string): string {
  return withFathersNamed(text).replace(
    ABROAD_RELATION,
    (_, w: string) => `my ${OWN_RELATION_ABROAD[w.toLowerCase()] ?? w}`,
  );
}

/**
 * Short forms read by their neighbours: "on sat" is a Saturday, not the SAT; "bailing on the stag do" is cancelling,
 * not bail.
 */
const EVERYDAY_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\b(on|this|next|last|till|until|by|from|every) sat\b/gi, '$1 saturday'],
  [/\bsat (morning|night|afternoon|arvo|evening)\b/gi, 'saturday $1'],
  [/\bbail(ed|ing)? on\b/gi, 'cancel$1 on'],
];

/** Words of the question, each folded onto its canonical spelling, joined by single spaces. */
export function normaliseQuestion(question: string): string {
  const words = EVERYDAY_PHRASES.reduce((text, [re, by]) => text.replace(re, by), withFathersNamed(question))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    // "I'll" and "ill" must not meet once the apostrophe is gone.
    .replace(/\bi'(ll|m|ve|d)\b/g, (_m, c: string) => `i ${CONTRACTION[c] ?? ''}`)
    .replace(/'/g, '')
    .replace(/&/g, ' and ')

    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const out: string[] = [];
  for (const w of words) out.push(fold(w));
  return out.join(' ');
}

function fold(word: string): string {
  for (const candidate of spellings(word)) {
    const folded = FOLD.get(candidate);
    if (folded !== undefined) return folded;
    if (SENSITIVE_WORDS.has(candidate)) return candidate;
  }
  const near = nearSensitive(word);
  return near ?? word;
}

/** The word, then with long runs of one letter shortened ("diiie", "sooo sad"). */
function spellings(word: string): string[] {
  if (!/(.)\1\1/.test(word)) return [word];
  return [word, word.replace(/(.)\1{2,}/g, '$1$1'), word.replace(/(.)\1{2,}/g, '$1')];
}

// Fuzzy matching only for long words: short ones collide with ordinary words ("cancel" and "cancer").
const FUZZY_MIN = 7;
const FUZZY_TARGETS = [...SENSITIVE_WORDS].filter((w) => w.length >= FUZZY_MIN);
/** The 40,000 commonest English words (the word groups' vocabulary, ADR 0991): spelt as meant. */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(clusters.groups.flat());

/** One of the 40,000 commonest English words. */
export const isCommonEnglishWord = (word: string): boolean => ENGLISH_WORDS.has(word);

/** A sensitive word one typing slip away (a letter added, dropped, changed or two swapped). */
function nearSensitive(word: string): string | undefined {
  // Adverbs are ordinary words, not slips: "properly" is not "property"; nor is a common English word
  // ("mediation" is not "medication", "injection" not "infection").
  if (word.length < FUZZY_MIN || /\d/.test(word) || word.endsWith('ly') || ENGLISH_WORDS.has(word)) return undefined;
  for (const target of FUZZY_TARGETS) {
    if (target[0] === word[0] && Math.abs(target.length - word.length) <= 1 && withinOneEdit(word, target)) {
      return target;
    }
  }
  return undefined;
}

/** Damerau-Levenshtein distance ≤ 1, without building the whole table. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i); // one letter added or dropped
}

/**
 * The asking end of a long story (35 words or more): its last clauses, at least 12 words, where the question is
 * ("… my employer filed my residency papers last month, will it be approved"). Undefined for a question of a
 * usual length, which is read whole.
 */
export function askingEnd(question: string): string | undefined {
  if (question.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < LONG_STORY_WORDS) return undefined;
  const clauses = question.split(/(?<=[.!?;,])\s+|\n+/);
  let end = '';
  while (clauses.length && end.split(/\s+/).filter(Boolean).length < ASKING_END_WORDS)
    end = `${clauses.pop() ?? ''} ${end}`.trim();
  return end;
}
const LONG_STORY_WORDS = 35;
const ASKING_END_WORDS = 12;

/** The sentences of a message (letters only, so "..." or an emoji alone is none). */
export function sentencesOf(question: string): string[] {
  return question.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\p{L}/u.test(s));
}

const ASKING_SENTENCE =
  /\?|^\s*(kindly|please|pls|plz)?\s*(tell me|advise|i (want|would like|wish|d like) to know|should|shall|is it|will|can|could|would|do you|does|what|when|which|how)\b/i;

/** Of a story told in `least` sentences or more, those that ask (the last when none seems to); else none. */
export function askingSentences(question: string, least = 3): string[] {
  const sentences = sentencesOf(question);
  if (sentences.length < least) return [];
  const asking = sentences.filter((s) => ASKING_SENTENCE.test(s));
  return asking.length ? asking : sentences.slice(-1);
}

/**
 * What a long story asks (five sentences or more: in shorter ones the sentence before the question often names its
 * field, "I'm an oncologist. … what does my personal year say about burnout?"), or the whole question.
 */
export function askedPart(question: string): string {
  const asking = askingSentences(question, 5);
  return asking.length ? asking.join(' ') : question;
}
