/**
 * Sentence overlap between two readings: how much of one reading's text reappears word for word in
 * another. Used by tests and figures scripts ("two questions share under 20% of their sentences").
 */

/** The sentences of a Markdown reading: headings and the quoted question left out, Markdown marks removed. */
export function sentencesOf(markdown: string): string[] {
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(#|>)/.test(line) || line.trim() === '') continue;
    const text = line
      .replace(/^\s*[-*]\s+/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/\\(.)/g, '$1');
    for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z“"(])/)) {
      const sentence = s.trim().replace(/\s+/g, ' ');
      if (sentence.length > 0) out.push(sentence);
    }
  }
  return out;
}

/**
 * Shared sentences over the smaller reading's sentence count (0 = nothing in common, 1 = one
 * reading's every sentence appears in the other). Repeats inside one reading count once.
 */
export function sentenceOverlap(a: string, b: string): number {
  const sa = new Set(sentencesOf(a));
  const sb = new Set(sentencesOf(b));
  const smaller = Math.min(sa.size, sb.size);
  if (smaller === 0) return 0;
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared += 1;
  return shared / smaller;
}
