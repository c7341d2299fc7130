/**
 * Turns a question as people type it into plain, comparable words: lower case, no accents, no
 * apostrophes, common spellings and loan words folded onto one English word ("meds", "rx" → medication;
 * "abogado" → lawyer; "canser" → cancer), and near-misses of the sensitive words corrected.
 */
import { FOLD, SENSITIVE_WORDS } from './lexicon';

const CONTRACTION: Readonly<Record<string, string>> = { ll: 'will', m: 'am', ve: 'have', d: 'would' };

/** Irish and Scottish "me da", "my da": a father ("da" alone is too many other words). Read by people.ts too. */
export function withFathersNamed(text: string): string {
  return text.replace(/\b(me|my|our) da\b/gi, 'my dad');
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

/** A sensitive word one typing slip away (a letter added, dropped, changed or two swapped). */
function nearSensitive(word: string): string | undefined {
  // Adverbs are ordinary words, not slips: "properly" is not "property".
  if (word.length < FUZZY_MIN || /\d/.test(word) || word.endsWith('ly')) return undefined;
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
