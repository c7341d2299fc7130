/**
 * Trains the question model on every labelled question the team may read (the development sets and the
 * intents set; never the held-out set, nor the newest blind set before its first figures are taken) and
 * writes src/questions/model/question-model.json (ADR 0650). `--check` only compares: a test runs it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { trainingQuestions } from '../test/support/question-training';
import { trainQuestionModel } from '../src/questions/model/train';

const target = new URL('../src/questions/model/question-model.json', import.meta.url);
const json = `${JSON.stringify(trainQuestionModel(trainingQuestions()))}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== json)
    throw new Error('question-model.json is not what training gives: run the script.');
  console.log('question-model.json is up to date');
} else {
  writeFileSync(target, json);
  console.log(`wrote ${target.pathname} (${(json.length / 1024).toFixed(0)} kB)`);
}
