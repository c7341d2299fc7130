/**
 * What the Latin letters of an assimilated Arabic article count (issue 23; ADR 1302). The Hebrew spelling writes
 * ash-Shami as al-Shami is (אל-שאמי, ADR 1301), but the Pythagorean numbers follow the reader's own Latin spelling,
 * so the reading says which letters were counted for the article and what the al- spelling would give.
 */
import { ALL_LETTERS, CONSONANTS, nameNumber } from '../core';
import { parseName, type ParsedName } from '../name';
import { assimilatedArticle, separateArticle } from '../transliterate';

export interface ArticleCount {
  /** The word as typed ("ash-Shami"). */
  readonly typed: string;
  /** The article's counted letters ("ASH") and the sun letter it is said before ("SH"). */
  readonly letters: string;
  readonly sun: string;
  /** The word with the article typed al- ("al-Shami"). */
  readonly asAl: string;
  /** Expression and Personality of the whole name typed with al-, where they differ from the reader's. */
  readonly expression?: number;
  readonly personality?: number;
}

/** The word typed with al- in place of its assimilated article, in the reader's capitals (Ash-Shami → Al-Shami). */
function typedWithAl(typed: string, letters: string, part: number): string {
  const al = (article: string) => (article[0] === article[0]?.toUpperCase() ? 'Al' : 'al');
  const pieces = typed.split('-');
  if (pieces.length > 1) return pieces.map((p, i) => (i === part ? al(p) : p)).join('-');
  // One word (Arrashid): the rest keeps its case (Alrashid), or is capitalised when typed so (ArRashid → AlRashid).
  return al(typed) + typed.slice(letters.length);
}

const LATIN_TYPED = /^[\p{Script=Latin}'’-]+$/u;

const numbersOf = (name: ParsedName) => ({
  expression: nameNumber('expression', name, ALL_LETTERS, 'letters').value,
  personality: nameNumber('personality', name, CONSONANTS, 'consonants').value,
});

/** Each assimilated article in the name, with what it counted and what al- would count; empty for most names. */
export function articleCounts(name: ParsedName): ArticleCount[] {
  const found = name.words.flatMap((w, i) => {
    // Only a spelling the reader chose: a word read from another script (Аррашид) has no typed article to count.
    if (!LATIN_TYPED.test(w.text)) return [];
    const next = name.words[i + 1];
    // Typed as a word of its own (Nour ash Shami): the article and its name are quoted together.
    const apart = next && LATIN_TYPED.test(next.text) ? separateArticle(name.words, i) : undefined;
    if (apart)
      return [
        {
          typed: `${w.text} ${next?.text ?? ''}`,
          ...apart,
          asAl: `${typedWithAl(w.text, w.text, 0)} ${next?.text ?? ''}`,
        },
      ];
    const article = assimilatedArticle(w);
    return article ? [{ typed: w.text, ...article, asAl: typedWithAl(w.text, article.letters, article.part) }] : [];
  });
  if (found.length === 0) return [];
  // The whole name typed with al- for every article, as its Hebrew spelling already is.
  let display = name.display;
  for (const f of found) display = display.replace(f.typed, f.asAl);
  const mine = numbersOf(name);
  const asAl = numbersOf(parseName(display));
  return found.map(({ typed, letters, sun, asAl: al }) => ({
    typed,
    letters,
    sun,
    asAl: al,
    ...(asAl.expression !== mine.expression ? { expression: asAl.expression } : {}),
    ...(asAl.personality !== mine.personality ? { personality: asAl.personality } : {}),
  }));
}
