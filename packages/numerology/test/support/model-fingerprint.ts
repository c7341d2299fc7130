/**
 * Fingerprints of what a question model was trained from (ADR 1008): the rows its fit sees, its settings and the
 * fitting code, and of the file it wrote. train-question-model.ts records both for each model it writes; the
 * question-model test computes the first again from today's labelled sets and features, and the second from the
 * shipped file, instead of training the slow models again (80 s of one core idle, 240 s in CI).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { TrainingInput } from '../../src/questions/model/train';

/** The code that turns a training input into weights: a change here changes the weights. */
const FITTING_CODE = ['../../src/questions/model/fit.ts', '../../src/questions/model/train.ts'];

const RECORD = new URL('./trained-models.json', import.meta.url);

export interface TrainedFrom {
  /** sha256 of the fitting code, the input's settings and every row, in order. */
  readonly input: string;
  /** sha256 of the model file written. */
  readonly file: string;
}

export function inputFingerprint(input: TrainingInput<string>): string {
  const hash = createHash('sha256');
  for (const path of FITTING_CODE) hash.update(readFileSync(new URL(path, import.meta.url)));
  hash.update(JSON.stringify({ classes: input.classes, fit: input.fit, reads: input.reads ?? null }));
  for (const row of input.rows) hash.update(`${row.y}\t${row.features.join('\t')}\n`);
  return hash.digest('hex');
}

export const fileFingerprint = (text: string) => createHash('sha256').update(text).digest('hex');

export const recordedTraining = (): Record<string, TrainedFrom> => JSON.parse(readFileSync(RECORD, 'utf8'));

export function recordTraining(record: Record<string, TrainedFrom>): void {
  writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
}
