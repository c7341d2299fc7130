/**
 * Two ways to fit softmax regression over sparse features (ADR 0921). `ids[r]`: the vocabulary indices active in
 * row r; weights are laid out feature by feature, `k` classes each. Pure and deterministic.
 */
import { softmax } from './model';

export interface Row {
  readonly features: readonly string[];
  readonly y: number;
}

export interface Fitted {
  readonly weights: Float64Array;
  readonly bias: Float64Array;
}

type Ids = readonly (readonly number[])[];

/** Stochastic gradient descent, question by question in the given order (ADR 0650): the order matters. */
export function fitInOrder(ids: Ids, rows: readonly Row[], k: number, size: number): Fitted {
  const [epochs, rate, decay] = [30, 0.2, 1e-2];
  const weights = new Float64Array(size * k);
  const bias = new Float64Array(k);
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
  return { weights, bias };
}

/**
 * The mean cross-entropy plus `penalty`/2 times the squared weights, minimised over the whole set at once with
 * Adam for a fixed number of steps: every step sees every row, so their order cannot move the result.
 */
export function fitWhole(ids: Ids, rows: readonly Row[], k: number, size: number, penalty: number): Fitted {
  const [steps, rate, b1, b2] = [250, 0.05, 0.9, 0.999];
  const biasAt = size * k;
  // One vector: the feature weights, then the biases.
  const theta = new Float64Array(biasAt + k);
  const m = new Float64Array(theta.length);
  const v = new Float64Array(theta.length);
  const z = new Float64Array(k);
  for (let step = 1; step <= steps; step++) {
    const gradient = new Float64Array(theta.length);
    rows.forEach((row, r) => {
      const active = ids[r] ?? [];
      for (let c = 0; c < k; c++) z[c] = theta[biasAt + c]!;
      for (const i of active) for (let c = 0; c < k; c++) z[c] = z[c]! + theta[i * k + c]!;
      const p = softmax(Array.from(z));
      for (let c = 0; c < k; c++) {
        const g = (p[c]! - (c === row.y ? 1 : 0)) / rows.length;
        gradient[biasAt + c] = gradient[biasAt + c]! + g;
        for (const i of active) gradient[i * k + c] = gradient[i * k + c]! + g;
      }
    });
    for (let j = 0; j < biasAt; j++) gradient[j] = gradient[j]! + penalty * theta[j]!;
    const [c1, c2] = [1 - b1 ** step, 1 - b2 ** step];
    for (let j = 0; j < theta.length; j++) {
      const g = gradient[j]!;
      m[j] = b1 * m[j]! + (1 - b1) * g;
      v[j] = b2 * v[j]! + (1 - b2) * g * g;
      theta[j] = theta[j]! - (rate * (m[j]! / c1)) / (Math.sqrt(v[j]! / c2) + 1e-8);
    }
  }
  return { weights: theta.slice(0, biasAt), bias: theta.slice(biasAt) };
}
