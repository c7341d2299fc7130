/**
 * The question model: a second, independent reading of whether a question is one numerology must not
 * answer (ADR 0650). The rules in classify.ts read patterns people were seen to use; this reads the
 * words of some 2,000 labelled questions written blind by people who never saw the rules, so a phrasing
 * nobody wrote a pattern for can still be recognised by its neighbours ("the horses saturday", "my
 * papers"). It only ever adds a decline: a question the rules decline stays declined. Pure: the weights
 * are data shipped with the engine (question-model.json, made by scripts/train-question-model.ts).
 */
import type { QuestionClass, UnsafeClass } from '../classify';
import { own } from '../../own';
import { questionFeatures } from './features';
import shipped from './question-model.json';
import shippedSecond from './second-opinion-model.json';
import shippedTopics from './topic-model.json';
import shippedCrisis from './crisis-model.json';

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

/** What an ordinary question's answer is about, as the topic model reads it (timing and decisions are general). */
export const TOPIC_CLASSES = [
  'love',
  'work',
  'money',
  'health',
  'family',
  'home',
  'friendship',
  'travel',
  'creativity',
  'study',
  'spirituality',
  'legal',
  'general',
] as const;
export type TopicClass = (typeof TOPIC_CLASSES)[number];

export interface QuestionModel<C extends string = QuestionClass> {
  readonly classes: readonly C[];
  readonly bias: readonly number[];
  /** Per feature, pairs of (class index, weight); weights under 0.01 left out. */
  readonly features: Readonly<Record<string, readonly number[]>>;
  /** What it reads besides words and pairs of words (`questionFeatures`, ADR 0991). */
  readonly groups?: boolean;
  readonly chars?: number;
  readonly signs?: boolean;
}

export interface ModelReading {
  /** How likely the question is one to decline, 0 to 1. */
  readonly unsafe: number;
  /** The likeliest class among those to decline: whose help it needs. */
  readonly likeliest: UnsafeClass;
  /** How likely it is a question from someone thinking of harming themselves: it outranks every other class. */
  readonly selfHarm: number;
}

/** `screened`: the question as the rules read it, idioms set aside (classify.ts `screenedText`). */
export function readWithModel(screened: string, model: QuestionModel = shipped as QuestionModel): ModelReading {
  const p = probabilities(screened, model);
  let likeliest = 1;
  for (let c = 2; c < p.length; c++) if (p[c]! > p[likeliest]!) likeliest = c;
  return {
    unsafe: 1 - (p[0] ?? 0),
    likeliest: model.classes[likeliest] as UnsafeClass,
    selfHarm: p[model.classes.indexOf('self-harm')] ?? 0,
  };
}

/** The second opinion (ADR 0923): the same reading by the model fitted to every labelled set at once. */
export function readSecondOpinion(
  screened: string,
  model: QuestionModel = shippedSecond as QuestionModel,
): ModelReading {
  return readWithModel(screened, model);
}

/** The crisis listener's classes (ADR 0991): a question from someone thinking of harming themselves, or not. */
export const CRISIS_CLASSES = ['other', 'self-harm'] as const;
export type CrisisClass = (typeof CRISIS_CLASSES)[number];

/**
 * How likely the question comes from someone thinking of harming themselves, as the crisis listener reads it: a
 * model of that one class against every other, fitted to every labelled set, reading like words and pieces of
 * words too (ADR 0991). `screened`: as the rules read it.
 */
export function readCrisis(
  screened: string,
  model: QuestionModel<CrisisClass> = shippedCrisis as QuestionModel<CrisisClass>,
): number {
  return probabilities(screened, model)[1] ?? 0;
}

/** The topic model's likeliest topic and how sure it is; `normalised`: normaliseQuestion's text. */
export function readTopic(
  normalised: string,
  model: QuestionModel<TopicClass> = shippedTopics as QuestionModel<TopicClass>,
): { readonly topic: TopicClass; readonly p: number } {
  const p = probabilities(normalised, model);
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  return { topic: model.classes[best] ?? 'general', p: p[best] ?? 0 };
}

function probabilities<C extends string>(text: string, model: QuestionModel<C>): number[] {
  const z = [...model.bias];
  for (const feature of questionFeatures(text, model)) {
    const pairs = own(model.features, feature);
    if (!pairs) continue;
    for (let i = 0; i < pairs.length; i += 2) z[pairs[i]!] = (z[pairs[i]!] ?? 0) + pairs[i + 1]!;
  }
  return softmax(z);
}

function softmax(z: readonly number[]): number[] {
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
