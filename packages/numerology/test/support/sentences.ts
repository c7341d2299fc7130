/**
 * Sentence measures for written readings (pure; used by tests and by `npm run bench`):
 * split a Markdown reading into sentences, mask what is personal (names, Hebrew spellings, digits)
 * and count how much two readings share.
 */

export interface SentenceOptions {
  /** Headings ("## …") whose sections are left out, e.g. the arithmetic of the working. */
  readonly skipSections?: RegExp;
}

/** Markdown marks and escapes removed, so "Thomas\\: 5 \\+ 4" compares as "Thomas: 5 + 4". */
function plain(line: string): string {
  return line
    .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\(.)/g, '$1')
    .replace(/[*_`]/g, '');
}

/** Table rows are cells, not sentences (two people with one number rightly show one cell twice). */
const TABLE_ROW = /^\s*\|/;

/** The closing line naming the calculation profile: the same in every reading by design. */
const PROFILE_LINE =
  /(?:with the profile [\w-]+, version [\d.]+|Calculated by this reading's rules: [^*]*\(rules version [\d.]+\))\.\*?$/;

/** The sentences of a Markdown reading, in order (headings, block quotes, tables and the profile line left out). */
export function sentencesOf(markdown: string, options: SentenceOptions = {}): string[] {
  const out: string[] = [];
  let skipping = false;
  for (const line of markdown.split('\n')) {
    if (/^#{1,6}\s/.test(line)) {
      skipping = options.skipSections ? options.skipSections.test(line) : false;
      continue;
    }
    if (skipping || /^\s*>/.test(line) || line.trim() === '' || TABLE_ROW.test(line) || PROFILE_LINE.test(line))
      continue;
    for (const s of plain(line).split(/(?<=[.!?])\s+(?=[A-Z“"(\d])/)) {
      const sentence = s.trim().replace(/\s+/g, ' ');
      if (sentence.length > 0) out.push(sentence);
    }
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Masks what differs only because the person differs: every word of their name (any case), any run of
 * Hebrew letters (their name's spelling and its letters), and every run of digits.
 */
export function masker(names: readonly string[]): (sentence: string) => string {
  const words = [
    ...new Set(
      names.flatMap((n) =>
        n
          .split(/[\s\-‐]+/)
          .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
          .filter((w) => w.length > 0),
      ),
    ),
  ].sort((a, b) => b.length - a.length);
  const nameRe = words.length
    ? new RegExp(`(?<![\\p{L}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'giu')
    : undefined;
  return (sentence) => {
    let s = sentence;
    if (nameRe) s = s.replace(nameRe, 'NAME');
    return s.replace(/[\u0590-\u05ff]+(?:[\s'"׳״]+[\u0590-\u05ff]+)*/g, 'HEB').replace(/\d+/g, '#');
  };
}

/** Share of `of`'s distinct sentences that also appear in `in` (0 … 1). */
export function shareOf(of: readonly string[], inside: readonly string[]): number {
  const a = new Set(of);
  if (a.size === 0) return 0;
  const b = new Set(inside);
  let shared = 0;
  for (const s of a) if (b.has(s)) shared += 1;
  return shared / a.size;
}

/** Shared distinct sentences over the smaller reading's distinct sentences (0 … 1). */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared += 1;
  return shared / small.size;
}

/** Sentences longer than `minLength` characters that occur more than once in one reading. */
export function repeatedSentences(sentences: readonly string[], minLength = 40): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const s of sentences) {
    if (s.length <= minLength) continue;
    if (seen.has(s)) repeated.add(s);
    seen.add(s);
  }
  return [...repeated];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Runs of `words` or more words that occur more than once in one reading (prose only: headings, the
 * quoted question, tables and the profile line left out; Markdown marks removed), e.g. a paraphrase of the
 * question said again and again. Overlapping runs of one repeat are reported once, at their longest.
 */
export function repeatedPhrases(markdown: string, words = 8, options: SentenceOptions = {}): string[] {
  const tokens = sentencesOf(markdown, options)
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((w) => w.length > 0);
  const seen = new Map<string, number>();
  const repeated: string[] = [];
  let lastRepeatEnd = -1;
  for (let i = 0; i + words <= tokens.length; i++) {
    const gram = tokens.slice(i, i + words).join(' ');
    const first = seen.get(gram);
    if (first === undefined) {
      seen.set(gram, i);
    } else if (first + words <= i) {
      // A repeat that does not overlap its first occurrence; extend a run already reported.
      if (i <= lastRepeatEnd) repeated[repeated.length - 1] += ` ${tokens[i + words - 1]}`;
      else repeated.push(gram);
      lastRepeatEnd = i + words - 1;
    }
  }
  return repeated;
}
