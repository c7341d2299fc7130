/**
 * Trains the question models (ADR 0650, 0651): softmax regression over `questionFeatures`, by plain
 * stochastic gradient descent in a fixed order, so that the same labelled questions always give the same
 * weights. Run by scripts/train-question-model.ts; a test trains them again and compares with the shipped files.
 */
import { screenedText, type QuestionClass } from '../classify';
import { normaliseQuestion } from '../normalise';
import { MODEL_CLASSES, softmax, TOPIC_CLASSES, type QuestionModel, type TopicClass } from './model';
import { questionFeatures } from './features';

export interface LabelledQuestion {
  readonly question: string;
  readonly class: QuestionClass;
  /** For an ordinary question: what its answer should be about (any one of them is right). */
  readonly topics?: readonly string[];
  readonly askedOn?: string;
}

interface Row {
  readonly features: readonly string[];
  readonly y: number;
}

const EPOCHS = 30;
const RATE = 0.2;
const DECAY = 1e-2;
/** A feature seen in fewer questions than this says more about one writer than about a subject. */
const MIN_QUESTIONS = 2;

/** Safe or which kind of decline, read from the question as the rules read it (idioms set aside). */
export function trainQuestionModel(labelled: readonly LabelledQuestion[]): QuestionModel {
  const rows = labelled.map((item) => ({
    features: questionFeatures(screenedText(item.question)),
    y: MODEL_CLASSES.indexOf(item.class),
  }));
  return trainSoftmax(rows, MODEL_CLASSES);
}

/** The topic of an ordinary question; one row per topic its writer gave, timing and decisions as general. */
export function trainTopicModel(labelled: readonly LabelledQuestion[]): QuestionModel<TopicClass> {
  const rows = labelled.flatMap((item) => {
    if (item.class !== 'safe' || !item.topics) return [];
    const features = questionFeatures(normaliseQuestion(item.question));
    return [...new Set(item.topics.map(topicClass))].flatMap((t) =>
      t === undefined ? [] : [{ features, y: TOPIC_CLASSES.indexOf(t) }],
    );
  });
  return trainSoftmax(rows, TOPIC_CLASSES);
}

function topicClass(topic: string): TopicClass | undefined {
  const id = topic === 'timing' || topic === 'decision' ? 'general' : topic;
  return (TOPIC_CLASSES as readonly string[]).includes(id) ? (id as TopicClass) : undefined;
}

function trainSoftmax<C extends string>(rows: readonly Row[], classes: readonly C[]): QuestionModel<C> {
  const seen = new Map<string, number>();
  for (const row of rows) for (const f of row.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocabulary = [...seen]
    .filter(([, n]) => n >= MIN_QUESTIONS)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const k = classes.length;
  const weights = new Float64Array(vocabulary.length * k);
  const bias = new Float64Array(k);
  const ids = rows.map((row) => row.features.flatMap((f) => index.get(f) ?? []));

  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    rows.forEach((row, r) => {
      const active = ids[r] ?? [];
      const p = softmax(
        Array.from({ length: k }, (_v, c) => bias[c]! + active.reduce((s, i) => s + weights[i * k + c]!, 0)),
      );
      for (let c = 0; c < k; c++) {
        const gradient = p[c]! - (c === row.y ? 1 : 0);
        bias[c] = bias[c]! - (RATE * gradient) / 4;
        for (const i of active)
          weights[i * k + c] = weights[i * k + c]! - RATE * (gradient + DECAY * weights[i * k + c]!);
      }
    });
  }
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
