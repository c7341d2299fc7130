/**
 * What the question model reads: the question's words as the rules read them (normalise.ts folds case,
 * accents, spellings and loan words), with a light suffix strip so that "betting", "bets" and "bet" meet,
 * and each pair of neighbouring words ("on_red", "make_it"). Pure.
 */
import { normaliseQuestion } from '../normalise';

const stem = (word: string) => (word.length > 4 ? word.replace(/(ing|ed|es|s|ly)$/, '') : word);

export function questionFeatures(question: string): string[] {
  const words = normaliseQuestion(question).split(' ').filter(Boolean).map(stem);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(word);
    const next = words[i + 1];
    if (next !== undefined) features.add(`${word}_${next}`);
  });
  return [...features];
}
