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

/**
 * A number's title glossed by its own word (issue 23): "the Builder, the steady hands of a builder", "the
 * Achiever's road of power, achievement and balance". A title (a capitalised word after "the", or two: the Master
 * Builder, the Free Spirit) followed by a comma or "'s" and, within the next `window` words of the clause, a
 * lower-case word of the same stem. A title followed by anything else ("the Builder in the toolkit belong to the
 * same family, building and cooperation") is not a gloss of it.
 */
export function titleGlossRepeats(sentence: string, window = 8): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(/\b[Tt]he ((?:[A-Z][a-z]+ )?[A-Z][a-z]+)(?:,|'s|’s)([^.;:!?]*)/gu)) {
    const stems = (m[1] ?? '')
      .toLowerCase()
      .split(' ')
      .map((w) => w.replace(/(?:er|or|ist|ian)$/, ''))
      .filter((w) => w.length >= 4);
    const gloss = ((m[2] ?? '').match(/[\p{L}’']+/gu) ?? []).slice(0, window);
    const echo = gloss.find((w) => /^\p{Ll}/u.test(w) && stems.some((s) => w.startsWith(s)));
    if (echo) out.push(`${echo} (${m[0].trim()})`);
  }
  return out;
}

/**
 * A number's title said in two neighbouring sentences of one paragraph (issue 23: "the Builder's road of … A Four
 * path is the road of the builder"): `titles` are the titles without "The" (Builder, Master Builder); at least one
 * of the two is the title in capitals, the other in any case. "Builder" inside "Master Builder" is not the Builder.
 * Returns "title: first sentence || second sentence" for each echo.
 */
export function titleEchoes(sentences: readonly string[], titles: readonly string[]): string[] {
  const out: string[] = [];
  const res = titles.map((t) => {
    const before = t.startsWith('Master') ? '' : '(?<![Mm]aster )';
    return { t, any: new RegExp(`${before}\\b${t}\\b`, 'i'), capital: new RegExp(`${before}\\b${t}\\b`) };
  });
  for (let i = 1; i < sentences.length; i++) {
    const [a, b] = [sentences[i - 1] ?? '', sentences[i] ?? ''];
    for (const { t, any, capital } of res)
      if (any.test(a) && any.test(b) && (capital.test(a) || capital.test(b))) out.push(`${t}: ${a} || ${b}`);
  }
  return out;
}

/**
 * A title said twice where a reader hears both (issue 23, ADR 0962): in sentences one or two apart within one section
 * of a reading (between two headings), across paragraph breaks too. A bold label opening a paragraph ("**First
 * pinnacle, from age 0 to 33: 3, the Creator.**") is a heading of its own; the working is not prose.
 */
export function titleEchoesInReading(markdown: string, titles: readonly string[], window = 2): string[] {
  const prose =
    markdown.split(/\n## (?:How (?:your|these) numbers were calculated|Where calculators disagree)/)[0] ?? '';
  const sections = prose.split(/^#{1,6}\s.*$/m);
  const res = titles.map((t) => {
    const before = t.startsWith('Master') ? '' : '(?<![Mm]aster )';
    return { t, any: new RegExp(`${before}\\b${t}\\b`, 'i'), capital: new RegExp(`${before}\\b${t}\\b`) };
  });
  const out: string[] = [];
  for (const section of sections) {
    const sentences = section
      .split(/\n{2,}/)
      .map((p) =>
        p
          .replace(/^\*\*[^*]*\*\*\s*/, '')
          .replace(/\\(.)/g, '$1')
          .replace(/[*_`]/g, ''),
      )
      .flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z“"(\d])/))
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && !s.startsWith('>') && !s.startsWith('|'));
    for (let i = 0; i < sentences.length; i++)
      for (let j = i + 1; j < sentences.length && j - i <= window; j++) {
        const [a, b] = [sentences[i] ?? '', sentences[j] ?? ''];
        for (const { t, any, capital } of res)
          if (any.test(a) && any.test(b) && (capital.test(a) || capital.test(b))) out.push(`${t}: ${a} || ${b}`);
      }
  }
  return out;
}
