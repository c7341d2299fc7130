/**
 * The question model: a second, independent reading of whether a question is one numerology must not
 * answer (ADR 0650). The rules in classify.ts read patterns people were seen to use; this reads the
 * words of some 2,000 labelled questions written blind by people who never saw the rules, so a phrasing
 * nobody wrote a pattern for can still be recognised by its neighbours ("the horses saturday", "my
 * papers"). It only ever adds a decline: a question the rules decline stays declined. Pure: the weights
 * are data shipped with the engine (question-model.json, made by scripts/train-question-model.ts).
 */
import type { QuestionClass, UnsafeClass } from '../classify';
import { questionFeatures } from './features';
import shipped from './question-model.json';

export const MODEL_CLASSES: readonly QuestionClass[] = [
  'safe',
  'self-harm',
  'death',
  'health',
  'pregnancy',
  'surgery',
  'gambling',
  'investment',
  'legal',
  'immigration',
  'exam-result',
  'private-life',
];

export interface QuestionModel {
  readonly classes: readonly QuestionClass[];
  readonly bias: readonly number[];
  /** Per feature, pairs of (class index, weight); weights under 0.01 left out. */
  readonly features: Readonly<Record<string, readonly number[]>>;
}

export interface ModelReading {
  /** How likely the question is one to decline, 0 to 1. */
  readonly unsafe: number;
  /** The likeliest class among those to decline: whose help it needs. */
  readonly likeliest: UnsafeClass;
}

/** `screened`: the question as the rules read it, idioms set aside (classify.ts `screenedText`). */
export function readWithModel(screened: string, model: QuestionModel = shipped as QuestionModel): ModelReading {
  const z = [...model.bias];
  for (const feature of questionFeatures(screened)) {
    const pairs = model.features[feature];
    if (!pairs) continue;
    for (let i = 0; i < pairs.length; i += 2) z[pairs[i]!] = (z[pairs[i]!] ?? 0) + pairs[i + 1]!;
  }
  const p = softmax(z);
  let likeliest = 1;
  for (let c = 2; c < p.length; c++) if (p[c]! > p[likeliest]!) likeliest = c;
  return { unsafe: 1 - (p[0] ?? 0), likeliest: model.classes[likeliest] as UnsafeClass };
}

export function softmax(z: readonly number[]): number[] {
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
