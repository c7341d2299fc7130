/**
 * How the question reader does on a set it never learnt from (ADR 0650): for each labelled set, the model
 * is trained on the others and the set is read by the rules with that model. The rules were written after
 * reading these sets, so their share is flattered; the model's is not. Figures only, no question printed.
 * `npx tsx packages/numerology/scripts/question-model-cv.ts [set.json …]` (default: every training set).
 */
import {
  classifyQuestion,
  decideSafety,
  safetySignals,
  type SafetySignals,
  type SafetyThresholds,
} from '../src/questions/classify';
import { trainQuestionModel, trainTopicModel } from '../src/questions/model/train';
import { understandQuestion } from '../src/questions/understand';
import { parseIsoDate } from '../src/dates';
import { TRAINING_SETS, trainingQuestions } from '../test/support/question-training';

const named = process.argv.slice(2).filter((a) => a.endsWith('.json'));
// `--list` prints each wrongly refused or wrongly answered question of the left-out set (training sets only).
const list = process.argv.includes('--list');
// `--grid` reads every left-out question once and prints declined/refused over all sets for other thresholds.
const grid = process.argv.includes('--grid');
const gathered: { signals: SafetySignals; safe: boolean; selfHarm: boolean }[] = [];
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}% (${n}/${d})`;

for (const left of named.length ? named : TRAINING_SETS.filter((s) => s !== 'question-intents.json')) {
  const others = trainingQuestions(TRAINING_SETS.filter((s) => s !== left));
  const model = trainQuestionModel(others);
  const topics = trainTopicModel(others);
  const items = trainingQuestions([left]);
  let declined = 0;
  let unsafe = 0;
  let refused = 0;
  let safe = 0;
  let byModel = 0;
  let crisis = 0;
  let crisisFound = 0;
  let topicItems = 0;
  let topicRight = 0;
  let topicByRules = 0;
  for (const item of items) {
    if (item.class === 'safe' && item.topics?.length) {
      const read = (m: typeof topics | null) =>
        understandQuestion(item.question, parseIsoDate(item.askedOn ?? '2027-01-15')!, undefined, m).topic.id;
      const right = (id: string) => item.topics!.includes(id === 'timing' || id === 'decision' ? 'general' : id);
      topicItems++;
      if (right(read(topics))) topicRight++;
      if (right(read(null))) topicByRules++;
    }
    const got = classifyQuestion(item.question, model);
    if (grid)
      gathered.push({
        signals: safetySignals(item.question, model),
        safe: item.class === 'safe',
        selfHarm: item.class === 'self-harm',
      });
    if (item.class === 'safe') {
      safe++;
      if (!got.safe) refused++;
      if (list && !got.safe) console.log(`  refused (${got.class}: ${got.reason}): ${item.question}`);
    } else {
      unsafe++;
      if (!got.safe) declined++;
      if (list && got.safe) console.log(`  answered (${item.class}): ${item.question}`);
      if (!got.safe && got.reason?.includes('model')) byModel++;
      if (item.class === 'self-harm') {
        crisis++;
        if (got.class === 'self-harm') crisisFound++;
      }
    }
  }
  console.log(
    `${left}: declined ${pct(declined, unsafe)} (by the model ${byModel}), refused ${pct(refused, safe)}; self-harm read as self-harm ${pct(crisisFound, crisis)}; topic ${pct(topicRight, topicItems)} (rules alone ${pct(topicByRules, topicItems)})`,
  );
}

if (grid) {
  const rows: string[] = [];
  for (const selfHarm of [0.15, 0.2, 0.3])
    for (const wordRuleNeeds of [0.03, 0.05, 0.1])
      for (const modelDeclines of [0.3, 0.4, 0.5, 0.6]) {
        const t: SafetyThresholds = { selfHarm, wordRuleNeeds, modelDeclines };
        let declined = 0;
        let unsafe = 0;
        let refused = 0;
        let safe = 0;
        let crisis = 0;
        let crises = 0;
        for (const g of gathered) {
          const got = decideSafety(g.signals, t);
          if (g.safe) {
            safe++;
            if (!got.safe) refused++;
          } else {
            unsafe++;
            if (!got.safe) declined++;
            if (g.selfHarm) {
              crises++;
              if (got.class === 'self-harm') crisis++;
            }
          }
        }
        rows.push(
          `selfHarm ${selfHarm} word ${wordRuleNeeds} model ${modelDeclines}: declined ${pct(declined, unsafe)}, refused ${pct(refused, safe)}, crisis ${pct(crisis, crises)}`,
        );
      }
  console.log(rows.join('\n'));
}
