/**
 * Trains the question model (ADR 0650): softmax regression over `questionFeatures`, by plain stochastic
 * gradient descent in a fixed order, so that the same labelled questions always give the same weights.
 * Run by scripts/train-question-model.ts; a test trains it again and compares with the shipped file.
 */
import { screenedText, type QuestionClass } from '../classify';
import { MODEL_CLASSES, softmax, type QuestionModel } from './model';
import { questionFeatures } from './features';

export interface LabelledQuestion {
  readonly question: string;
  readonly class: QuestionClass;
}

export interface TrainingSettings {
  readonly epochs: number;
  readonly rate: number;
  readonly decay: number;
}

const TRAINING: TrainingSettings = { epochs: 30, rate: 0.2, decay: 1e-3 };
/** A feature seen in fewer questions than this says more about one writer than about a subject. */
const MIN_QUESTIONS = 2;

export function trainQuestionModel(
  labelled: readonly LabelledQuestion[],
  { epochs, rate, decay }: TrainingSettings = TRAINING,
): QuestionModel {
  const rows = labelled.map((item) => ({
    features: questionFeatures(screenedText(item.question)),
    y: MODEL_CLASSES.indexOf(item.class),
  }));
  const seen = new Map<string, number>();
  for (const row of rows) for (const f of row.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocabulary = [...seen]
    .filter(([, n]) => n >= MIN_QUESTIONS)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const k = MODEL_CLASSES.length;
  const weights = new Float64Array(vocabulary.length * k);
  const bias = new Float64Array(k);
  const ids = rows.map((row) => row.features.flatMap((f) => index.get(f) ?? []));

  for (let epoch = 0; epoch < epochs; epoch++) {
    rows.forEach((row, r) => {
      const active = ids[r] ?? [];
      const p = softmax(
        Array.from({ length: k }, (_v, c) => bias[c]! + active.reduce((s, i) => s + weights[i * k + c]!, 0)),
      );
      for (let c = 0; c < k; c++) {
        const gradient = p[c]! - (c === row.y ? 1 : 0);
        bias[c] = bias[c]! - (rate * gradient) / 4;
        for (const i of active)
          weights[i * k + c] = weights[i * k + c]! - rate * (gradient + decay * weights[i * k + c]!);
      }
    });
  }

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
  return { classes: [...MODEL_CLASSES], bias: Array.from(bias, round), features };
}
