/**
 * A small check for empty or circular sentences (issue 23): the same content word twice within a few
 * words of one clause ("the long season of freedom is the ground this year's freedom grows in").
 */
const STOP = new Set(
  'your their there these those this that with from into than then them they what when where which while whose have has been being were will would could should about also only more most much many other each every some such very just like over under between after before again once both same numbers number reading readings life path paths letter letters name names year years month months day days personal'.split(
    ' ',
  ),
);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:'s|’s)$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?<=[^s])s$/, '');

/** Content words said twice within `window` words of one clause, as "word (clause)". */
export function circularRepeats(sentence: string, window = 6): string[] {
  const out: string[] = [];
  for (const clause of sentence.split(/[,;:()—–]|\b(?:and|but|so|because|while|or)\b/)) {
    const words = clause.match(/[\p{L}’']+/gu) ?? [];
    const seen = new Map<string, number>();
    words.forEach((w, i) => {
      if (w.length < 4 || /^\p{Lu}/u.test(w) || STOP.has(w.toLowerCase())) return;
      const s = stem(w);
      const at = seen.get(s);
      // "side by side", "less something you do than something you are", "look after you as you look after
      // them": a word mirrored across by/to/as/than/before/from is parallelism, not a circle.
      const between = at === undefined ? [] : words.slice(at + 1, i).map((x) => x.toLowerCase());
      const mirrored = between.some((x) => ['by', 'to', 'as', 'than', 'before', 'from'].includes(x));
      if (at !== undefined && i - at <= window && !mirrored) out.push(`${w} (${clause.trim()})`);
      seen.set(s, i);
    });
  }
  return out;
}
