/**
 * Trains the question models on every labelled question the team may read (the development sets, the
 * training sets and the intents set; never the held-out set, nor the newest blind set before its first
 * figures are taken) and writes src/questions/model/{question,topic,second-opinion,crisis}-model.json (ADR 0650, 0651, 0923, 0991),
 * with what each was trained from in test/support/trained-models.json (ADR 1008).
 * `--check` only compares: it trains every model again (about 90 s) and writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  CRISIS_SETS,
  SECOND_OPINION_SETS,
  TOPIC_TRAINING_SETS,
  trainingQuestions,
} from '../test/support/question-training';
import {
  crisisListenerInput,
  fitInput,
  questionModelInput,
  secondOpinionInput,
  topicModelInput,
  type TrainingInput,
} from '../src/questions/model/train';
import { fileFingerprint, inputFingerprint, recordTraining, type TrainedFrom } from '../test/support/model-fingerprint';

const inputs: Record<string, TrainingInput<string>> = {
  'question-model.json': questionModelInput(trainingQuestions()),
  'topic-model.json': topicModelInput(trainingQuestions(TOPIC_TRAINING_SETS)),
  'second-opinion-model.json': secondOpinionInput(trainingQuestions(SECOND_OPINION_SETS)),
  'crisis-model.json': crisisListenerInput(trainingQuestions(CRISIS_SETS)),
};
const record: Record<string, TrainedFrom> = {};
for (const [name, input] of Object.entries(inputs)) {
  const target = new URL(`../src/questions/model/${name}`, import.meta.url);
  const json = `${JSON.stringify(fitInput(input))}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== json) throw new Error(`${name} is not what training gives: run the script.`);
    console.log(`${name} is up to date`);
  } else {
    writeFileSync(target, json);
    console.log(`wrote ${target.pathname} (${(json.length / 1024).toFixed(0)} kB)`);
  }
  record[name] = { input: inputFingerprint(input), file: fileFingerprint(json) };
}
if (!process.argv.includes('--check')) recordTraining(record);
