/**
 * Two ways to fit softmax regression over sparse features (ADR 0921). `ids[r]`: the vocabulary indices active in
 * row r; weights are laid out feature by feature, `k` classes each. Pure and deterministic.
 *
 * Written for speed (ADR 1005): plain loops over typed arrays, buffers reused from row to row and step to step.
 * Every sum adds the same numbers in the same order as the straightforward form (`softmax` in model.ts, a
 * feature's weights summed in the row's order), so the weights are the same to the last bit: the shipped models
 * are compared with a fresh training byte for byte.
 */

export interface Row {
  readonly features: readonly string[];
  readonly y: number;
}

export interface Fitted {
  readonly weights: Float64Array;
  readonly bias: Float64Array;
}

type Ids = readonly (readonly number[])[];

/** `softmax` in model.ts, into `p`: the same operations in the same order. */
function softmaxInto(z: Float64Array, p: Float64Array): void {
  const k = z.length;
  let top = -Infinity;
  for (let c = 0; c < k; c++) top = Math.max(top, z[c]!);
  let sum = 0;
  for (let c = 0; c < k; c++) {
    const e = Math.exp(z[c]! - top);
    p[c] = e;
    sum += e;
  }
  for (let c = 0; c < k; c++) p[c] = p[c]! / sum;
}

/** Each row's indices as one typed array, for the inner loops. */
function packedIds(ids: Ids, count: number): Int32Array[] {
  return Array.from({ length: count }, (_v, r) => Int32Array.from(ids[r] ?? []));
}

/** Stochastic gradient descent, question by question in the given order (ADR 0650): the order matters. */
export function fitInOrder(ids: Ids, rows: readonly Row[], k: number, size: number): Fitted {
  const [epochs, rate, decay] = [30, 0.2, 1e-2];
  const weights = new Float64Array(size * k);
  const bias = new Float64Array(k);
  const active = packedIds(ids, rows.length);
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let r = 0; r < rows.length; r++) {
      const row = active[r]!;
      const n = row.length;
      for (let c = 0; c < k; c++) {
        let s = 0;
        for (let a = 0; a < n; a++) s += weights[row[a]! * k + c]!;
        z[c] = bias[c]! + s;
      }
      softmaxInto(z, p);
      const y = rows[r]!.y;
      for (let c = 0; c < k; c++) {
        const gradient = p[c]! - (c === y ? 1 : 0);
        bias[c] = bias[c]! - (rate * gradient) / 4;
        for (let a = 0; a < n; a++) {
          const j = row[a]! * k + c;
          weights[j] = weights[j]! - rate * (gradient + decay * weights[j]!);
        }
      }
    }
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
  const gradient = new Float64Array(theta.length);
  const active = packedIds(ids, rows.length);
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  const g = new Float64Array(k);
  for (let step = 1; step <= steps; step++) {
    gradient.fill(0);
    for (let r = 0; r < rows.length; r++) {
      const row = active[r]!;
      const n = row.length;
      for (let c = 0; c < k; c++) z[c] = theta[biasAt + c]!;
      for (let a = 0; a < n; a++) {
        const at = row[a]! * k;
        for (let c = 0; c < k; c++) z[c] = z[c]! + theta[at + c]!;
      }
      softmaxInto(z, p);
      const y = rows[r]!.y;
      for (let c = 0; c < k; c++) {
        g[c] = (p[c]! - (c === y ? 1 : 0)) / rows.length;
        gradient[biasAt + c] = gradient[biasAt + c]! + g[c]!;
      }
      // Each (feature, class) of a row is added to once, so going feature by feature changes no sum.
      for (let a = 0; a < n; a++) {
        const at = row[a]! * k;
        for (let c = 0; c < k; c++) gradient[at + c] = gradient[at + c]! + g[c]!;
      }
    }
    for (let j = 0; j < biasAt; j++) gradient[j] = gradient[j]! + penalty * theta[j]!;
    const [c1, c2] = [1 - b1 ** step, 1 - b2 ** step];
    for (let j = 0; j < theta.length; j++) {
      const gj = gradient[j]!;
      m[j] = b1 * m[j]! + (1 - b1) * gj;
      v[j] = b2 * v[j]! + (1 - b2) * gj * gj;
      theta[j] = theta[j]! - (rate * (m[j]! / c1)) / (Math.sqrt(v[j]! / c2) + 1e-8);
    }
  }
  return { weights: theta.slice(0, biasAt), bias: theta.slice(biasAt) };
}
