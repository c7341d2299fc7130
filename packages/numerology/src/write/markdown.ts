/** Markdown helpers: safe echo of user text, word counts, small composition utilities. */

/**
 * Escapes user text (a name, a question) so it can never add Markdown or HTML structure: every
 * ASCII punctuation character that Markdown gives meaning to gets a backslash (CommonMark allows
 * escaping any ASCII punctuation), line breaks become spaces, control characters are dropped.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/[\\`*_{}[\]()#+\-.!|<>~&=^:@$]/g, (c) => `\\${c}`)
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Words as a reader counts them: runs of letters or digits, Markdown syntax excluded. */
export function countWords(markdown: string): number {
  const matches = markdown.match(/[\p{L}\p{N}]+(?:[’'\-][\p{L}\p{N}]+)*/gu);
  return matches ? matches.length : 0;
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
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && (letters === letters.toUpperCase() || letters === letters.toLowerCase())
    && letters.toUpperCase() !== letters.toLowerCase()) {
    return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  }
  return name;
}

export function article(word: string): string {
  return /^(eight|eleven|[aeiou])/i.test(word) ? 'an' : 'a';
}
