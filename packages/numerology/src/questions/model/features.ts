/**
 * What the question models read: the question's words as the rules read them (normalise.ts folds case,
 * accents, spellings and loan words), with a light suffix strip so that "betting", "bets" and "bet" meet, and
 * each pair of neighbouring words ("on_red", "make_it"). A model may also read (ADR 0991) the group of words each
 * word means most alike ("~284" for both "vanish" and "disappear"; word-clusters.json), so a word no labelled
 * question used is read through the words it sits with, and runs of `chars` letters across the words
 * ("#exist" in "not exist" and "nonexistent"), so a spelling or a joined word is read through its pieces. Pure.
 */
import { normaliseQuestion } from '../normalise';
import { warningSigns } from './signs';
import clusters from './word-clusters.json';

export interface FeatureOptions {
  /** Each word's group of like words. */
  readonly groups?: boolean;
  /** Runs of this many characters (0: none). */
  readonly chars?: number;
  /** The families of warning signs the text shows, and their pairs (signs.ts). */
  readonly signs?: boolean;
}

const stem = (word: string) => (word.length > 4 ? word.replace(/(ing|ed|es|s|ly)$/, '') : word);

const GROUP_OF = new Map<string, number>(clusters.groups.flatMap((words, group) => words.map((w) => [w, group])));

export function questionFeatures(
  question: string,
  { groups = false, chars = 0, signs = false }: FeatureOptions = {},
): string[] {
  const plain = normaliseQuestion(question).split(' ').filter(Boolean);
  const words = plain.map(stem);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(word);
    const next = words[i + 1];
    if (next !== undefined) features.add(`${word}_${next}`);
    const group = groups ? GROUP_OF.get(plain[i]!) : undefined;
    if (group !== undefined) features.add(`~${group}`);
  });
  const text = ` ${plain.join(' ')} `;
  for (let i = 0; chars > 0 && i + chars <= text.length; i++) features.add(`#${text.slice(i, i + chars)}`);
  if (signs) for (const sign of warningSigns(question)) features.add(sign);
  return [...features];
}
