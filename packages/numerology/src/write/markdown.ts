/** Markdown helpers: safe echo of user text, word counts, small composition utilities. */

/**
 * Escapes user text (a name, a question) so it can never add Markdown or HTML structure, with a backslash
 * only where Markdown would misread the character (ADR 0612): "Anna-Lena", "Jr." and "O'Neil" stay as
 * typed, because a client that shows the text as plain text prints every backslash.
 *
 * - Always: the backslash itself, code ticks, emphasis asterisks and tildes, brackets (links, images),
 *   angle brackets (HTML, autolinks) and the table bar (a name sits in a table's header row).
 * - An underscore only where it can open or close emphasis: not between two letters or digits ("snake_case").
 * - An ampersand only where it would start an entity ("&amp;", "&#38;").
 * - At the start (the text may open a line or paragraph): a heading, quote, list or rule marker, or the
 *   full stop or bracket of an ordered-list number ("1." or "1)").
 * Line breaks and Unicode line separators become spaces and runs of spaces one space, so the text can
 * never start a new block.
 */
// Anything escapeMarkdown would change: most names have none of it, and skip the Unicode regexes.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const NEEDS_ESCAPE = /[\x00-\x1f\x7f-\x9f\u2028\u2029\\`*_[\]<>~|&]| {2}|^\s*(?:[#>+=-]|\d+[.)])/;

/** The escapes that hold anywhere in a line (text that never starts one: a working step's name words). */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*~[\]<>|]/g, (c) => `\\${c}`)
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(/&(?=#?[\p{L}\p{N}]+;)/gu, '\\&');
}

export function escapeMarkdown(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text.trim();
  return escapeInline(
    text
      // Control characters and line/paragraph separators would let text start a new Markdown block.
      .replace(/\p{Cc}|[\u2028\u2029]/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
  ).replace(/^([#>+=-])|^(\d+)([.)])/, (_m, mark: string | undefined, digits: string, end: string) =>
    mark ? `\\${mark}` : `${digits}\\${end}`,
  );
}

// 0 = not yet known, 1 = part of a word, 2 = not. A scan with a cached class table is many times
// faster than a Unicode regex over a 4,000-word reading (the benchmark's hottest spot otherwise).
const WORD_CLASS = new Uint8Array(65536);

function isWordCode(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  let v = WORD_CLASS[c] ?? 2;
  if (v === 0) {
    v = /[\p{L}\p{N}\p{M}]/u.test(String.fromCharCode(c)) || (c >= 0xd800 && c <= 0xdfff) ? 1 : 2;
    WORD_CLASS[c] = v;
  }
  return v === 1;
}

/**
 * Words as a reader counts them: runs of letters or digits; an apostrophe or hyphen between two
 * letters joins them ("don't", "Twenty-two" are one word). Markdown syntax is not counted.
 */
export function countWords(markdown: string): number {
  let count = 0;
  let inWord = false;
  const n = markdown.length;
  for (let i = 0; i < n; i++) {
    const c = markdown.charCodeAt(i);
    if (isWordCode(c)) {
      if (!inWord) {
        count += 1;
        inWord = true;
      }
    } else if (
      inWord &&
      (c === 39 || c === 0x2019 || c === 45) &&
      i + 1 < n &&
      isWordCode(markdown.charCodeAt(i + 1))
    ) {
      // joiner inside a word: stay in the word
    } else {
      inWord = false;
    }
  }
  return count;
}

/** FNV-1a: a small, stable hash so the same inputs always pick the same phrasing. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(options: readonly T[], seed: number, salt = 0): T {
  const i = ((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0) % options.length;
  return options[i] as T;
}

const FIRST_SENTENCE = new Map<string, [string, string]>();

/**
 * A fixed text's first sentence and the rest (memoised: the texts are the engine's own tables). A sentence ends
 * at a full stop, "!" or "?" followed by white space; a text with no such end is one sentence.
 */
export function splitFirstSentence(text: string): readonly [string, string] {
  let parts = FIRST_SENTENCE.get(text);
  if (!parts) {
    const i = text.search(/[.!?]\s/);
    parts = i < 0 ? [text, ''] : [text.slice(0, i + 1), text.slice(i + 2).trim()];
    FIRST_SENTENCE.set(text, parts);
  }
  return parts;
}

/** Capitalises the first letter of a sentence fragment. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a, b and c" */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A friendly form of a first name typed all in capitals or all in lower case ("SARAH" → "Sarah"). */
export function friendlyName(name: string): string {
  // Mixed case already (the usual "Sarah"): nothing to do.
  if (name !== name.toUpperCase() && name !== name.toLowerCase()) return name;
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (
    letters.length > 1 &&
    (letters === letters.toUpperCase() || letters === letters.toLowerCase()) &&
    letters.toUpperCase() !== letters.toLowerCase()
  ) {
    // Georgian has capitals (Mtavruli) but never opens a name with one: ნინო stays ნინო (was Ნინო).
    return name
      .toLowerCase()
      .replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) =>
        /\p{Script=Georgian}/u.test(ch) ? sep + ch : sep + ch.toUpperCase(),
      );
  }
  return name;
}

export function article(word: string): string {
  // "a One" (wun), "an Eight", "an Eleven", "an idea".
  return /^(eight|eleven|[aei]|o(?!ne)|u(?!ni|se|su))/i.test(word) ? 'an' : 'a';
}
