/**
 * Trains the question models (ADR 0650, 0651, 0921): softmax regression over `questionFeatures`. The same
 * labelled questions always give the same weights. Run by scripts/train-question-model.ts; a test trains them
 * again and compares with the shipped files.
 */
import { screenedText, type QuestionClass } from '../classify';
import { normaliseQuestion } from '../normalise';
import {
  CRISIS_CLASSES,
  MODEL_CLASSES,
  TOPIC_CLASSES,
  type CrisisClass,
  type QuestionModel,
  type TopicClass,
} from './model';
import { questionFeatures, type FeatureOptions } from './features';
import { fitInOrder, fitWhole, type Fitted, type Row } from './fit';

export interface LabelledQuestion {
  readonly question: string;
  readonly class: QuestionClass;
  /** For an ordinary question: what its answer should be about (any one of them is right). */
  readonly topics?: readonly string[];
  readonly askedOn?: string;
}

export interface TrainingOptions {
  /** L2 penalty on the mean cross-entropy: how much a feature seen in few questions may say. */
  readonly penalty?: number;
}

/** A feature seen in fewer questions than this says more about one writer than about a subject. */
const MIN_QUESTIONS = 2;

/**
 * What a model's fit sees: its rows (features and class), its classes, how it is fitted and what it reads besides
 * words. Training is `fitInput` of it; the question-model test fingerprints it (ADR 1008).
 */
export interface TrainingInput<C extends string> {
  readonly rows: readonly Row[];
  readonly classes: readonly C[];
  /** Question by question in order, or the whole set at once with this L2 penalty. */
  readonly fit: 'in-order' | { readonly penalty: number };
  readonly reads?: FeatureOptions;
}

/** Fits the input's rows and packs the weights; the same input always gives the same model. */
export function fitInput<C extends string>({ rows, classes, fit, reads }: TrainingInput<C>): QuestionModel<C> {
  const model = trained(rows, classes, (ids, k, size) =>
    fit === 'in-order' ? fitInOrder(ids, rows, k, size) : fitWhole(ids, rows, k, size, fit.penalty),
  );
  return reads ? { ...model, ...reads } : model;
}

/**
 * Safe or which kind of decline, read from the question as the rules read it (idioms set aside). Fitted
 * question by question in a fixed order, the fit its decline thresholds were chosen for (ADR 0652): fitted
 * to the whole set at once it refused 3.6 to 7% of ordinary questions for the same share declined (ADR 0921).
 */
export function questionModelInput(labelled: readonly LabelledQuestion[]): TrainingInput<QuestionClass> {
  return { rows: safetyRows(labelled), classes: MODEL_CLASSES, fit: 'in-order' };
}

export const trainQuestionModel = (labelled: readonly LabelledQuestion[]) => fitInput(questionModelInput(labelled));

/**
 * The same question as `trainQuestionModel`, read a second time by a model fitted to every labelled set at once
 * (ADR 0923): more sets and the whole-set fit hear more veiled declines, and also more in ordinary questions, so
 * classify.ts lets it decline alone only when it is very sure.
 */
export function secondOpinionInput(
  labelled: readonly LabelledQuestion[],
  { penalty = 3e-5 }: TrainingOptions = {},
): TrainingInput<QuestionClass> {
  return { rows: safetyRows(labelled), classes: MODEL_CLASSES, fit: { penalty } };
}

export const trainSecondOpinion = (labelled: readonly LabelledQuestion[], options?: TrainingOptions) =>
  fitInput(secondOpinionInput(labelled, options));

/**
 * The crisis listener (ADR 0991): self-harm against every other class, fitted to every labelled set at once. It
 * reads groups of like words, five-letter pieces and the families of warning signs (signs.ts, ADR 0996) too: the
 * words of a veiled crisis are seldom the same twice.
 */
export function crisisListenerInput(
  labelled: readonly LabelledQuestion[],
  { penalty = 3e-5 }: TrainingOptions = {},
): TrainingInput<CrisisClass> {
  const reads = { groups: true, chars: 5, signs: true } as const;
  const rows = labelled.map((item) => ({
    features: questionFeatures(screenedText(item.question), reads),
    y: item.class === 'self-harm' ? 1 : 0,
  }));
  return { rows, classes: CRISIS_CLASSES, fit: { penalty }, reads };
}

export const trainCrisisListener = (labelled: readonly LabelledQuestion[], options?: TrainingOptions) =>
  fitInput(crisisListenerInput(labelled, options));

/**
 * The topic of an ordinary question; one row per topic its writer gave, timing and decisions as general.
 * Fitted to the whole set at once, so the order of the sets does not move it (ADR 0921).
 */
export function topicModelInput(
  labelled: readonly LabelledQuestion[],
  { penalty = 3e-5 }: TrainingOptions = {},
): TrainingInput<TopicClass> {
  // Five-letter pieces too (ADR 1004): on sets each left out in turn, 3,446 of 4,105 topics right against 3,414.
  const reads = { groups: true, chars: 5 } as const;
  const rows = labelled.flatMap((item) => {
    if (item.class !== 'safe' || !item.topics) return [];
    const features = questionFeatures(normaliseQuestion(item.question), reads);
    return [...new Set(item.topics.map(topicClass))].flatMap((t) =>
      t === undefined ? [] : [{ features, y: TOPIC_CLASSES.indexOf(t) }],
    );
  });
  return { rows, classes: TOPIC_CLASSES, fit: { penalty }, reads };
}

export const trainTopicModel = (labelled: readonly LabelledQuestion[], options?: TrainingOptions) =>
  fitInput(topicModelInput(labelled, options));

function safetyRows(labelled: readonly LabelledQuestion[]): Row[] {
  return labelled.map((item) => ({
    features: questionFeatures(screenedText(item.question)),
    y: MODEL_CLASSES.indexOf(item.class),
  }));
}

function topicClass(topic: string): TopicClass | undefined {
  const id = topic === 'timing' || topic === 'decision' ? 'general' : topic;
  return (TOPIC_CLASSES as readonly string[]).includes(id) ? (id as TopicClass) : undefined;
}

function trained<C extends string>(
  rows: readonly Row[],
  classes: readonly C[],
  fit: (ids: readonly (readonly number[])[], k: number, size: number) => Fitted,
): QuestionModel<C> {
  const seen = new Map<string, number>();
  for (const row of rows) for (const f of row.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocabulary = [...seen]
    .filter(([, n]) => n >= MIN_QUESTIONS)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const ids = rows.map((row) => row.features.flatMap((f) => index.get(f) ?? []));
  const { weights, bias } = fit(ids, classes.length, vocabulary.length);
  return packed(vocabulary, weights, bias, classes);
}

/** Weights rounded to thousandths, and those under 0.01 left out: the shipped file stays small and stable. */
function packed<C extends string>(
  vocabulary: readonly string[],
  weights: Float64Array,
  bias: Float64Array,
  classes: readonly C[],
): QuestionModel<C> {
  const k = classes.length;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const features: Record<string, number[]> = {};
  vocabulary.forEach((f, i) => {
    const sparse: number[] = [];
    for (let c = 0; c < k; c++) {
      const w = round(weights[i * k + c]!);
      if (Math.abs(w) >= 0.01) sparse.push(c, w);
    }
    if (sparse.length) features[f] = sparse;
  });
  return { classes: [...classes], bias: Array.from(bias, round), features };
}
