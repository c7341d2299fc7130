/**
 * Trains the question models on every labelled question the team may read (the development sets, the
 * training sets and the intents set; never the held-out set, nor the newest blind set before its first
 * figures are taken) and writes src/questions/model/{question,topic,second-opinion,crisis}-model.json (ADR 0650, 0651, 0923, 0991).
 * `--check` only compares: a test runs it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  CRISIS_SETS,
  SECOND_OPINION_SETS,
  TOPIC_TRAINING_SETS,
  trainingQuestions,
} from '../test/support/question-training';
import {
  trainCrisisListener,
  trainQuestionModel,
  trainSecondOpinion,
  trainTopicModel,
} from '../src/questions/model/train';

const models = {
  'question-model.json': trainQuestionModel(trainingQuestions()),
  'topic-model.json': trainTopicModel(trainingQuestions(TOPIC_TRAINING_SETS)),
  'second-opinion-model.json': trainSecondOpinion(trainingQuestions(SECOND_OPINION_SETS)),
  'crisis-model.json': trainCrisisListener(trainingQuestions(CRISIS_SETS)),
};
for (const [name, model] of Object.entries(models)) {
  const target = new URL(`../src/questions/model/${name}`, import.meta.url);
  const json = `${JSON.stringify(model)}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== json) throw new Error(`${name} is not what training gives: run the script.`);
    console.log(`${name} is up to date`);
  } else {
    writeFileSync(target, json);
    console.log(`wrote ${target.pathname} (${(json.length / 1024).toFixed(0)} kB)`);
  }
}
