/**
 * How the question reader does on a set it never learnt from (ADR 0650, 0652): for each labelled set, the
 * model is trained on the others and the set is read by the rules with that model. The rules were written
 * after reading these sets, so their share is flattered; the model's is not. Figures only, no question printed
 * unless `--list` is given (training sets only: the held-out sets are not among them).
 * `npx tsx packages/numerology/scripts/question-model-cv.ts [set.json …] [--list] [--grid]`
 * (default: every training set). `--grid` decides every left-out question again for other thresholds.
 */
import {
  decideSafety,
  safetySignals,
  type QuestionSafety,
  type SafetySignals,
  type SafetyThresholds,
  THRESHOLDS,
} from '../src/questions/classify';
import {
  trainCrisisListener,
  trainQuestionModel,
  trainSecondOpinion,
  trainTopicModel,
} from '../src/questions/model/train';
import { understandQuestion } from '../src/questions/understand';
import { parseIsoDate } from '../src/dates';
import { CRISIS_SETS, SECOND_OPINION_SETS, TRAINING_SETS, trainingQuestions } from '../test/support/question-training';

const named = process.argv.slice(2).filter((a) => a.endsWith('.json'));
const list = process.argv.includes('--list');
const grid = process.argv.includes('--grid');
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}% (${n}/${d})`;

interface Read {
  readonly signals: SafetySignals;
  readonly expected: string;
}

/** Declined of the must-decline, refused of the ordinary, self-harm read as self-harm, by one decision. */
function tally(reads: readonly Read[], decide: (s: SafetySignals) => QuestionSafety) {
  const n = { declined: 0, unsafe: 0, refused: 0, safe: 0, crisis: 0, crises: 0, byModel: 0 };
  for (const r of reads) {
    const got = decide(r.signals);
    if (r.expected === 'safe') {
      n.safe++;
      if (!got.safe) n.refused++;
      continue;
    }
    n.unsafe++;
    if (!got.safe) n.declined++;
    if (!got.safe && got.reason?.includes('model')) n.byModel++;
    if (r.expected === 'self-harm') {
      n.crises++;
      if (got.class === 'self-harm') n.crisis++;
    }
  }
  return n;
}

const everything: Read[] = [];
for (const left of named.length ? named : TRAINING_SETS.filter((s) => s !== 'question-intents.json')) {
  const others = trainingQuestions(TRAINING_SETS.filter((s) => s !== left));
  const model = trainQuestionModel(others);
  const topics = trainTopicModel(others);
  // The second opinion learns from every set (ADR 0923): trained again without this one.
  const second = trainSecondOpinion(trainingQuestions(SECOND_OPINION_SETS.filter((s) => s !== left)));
  const crisis = trainCrisisListener(trainingQuestions(CRISIS_SETS.filter((s) => s !== left)));
  const items = trainingQuestions([left]);
  const reads = items.map((item) => ({
    signals: safetySignals(item.question, { question: model, second, crisis }),
    expected: item.class,
  }));
  everything.push(...reads);
  let topicItems = 0;
  let topicRight = 0;
  let topicByRules = 0;
  items.forEach((item, i) => {
    const got = decideSafety(reads[i]!.signals);
    if (list && item.class === 'safe' && !got.safe)
      console.log(`  refused (${got.class}: ${got.reason}): ${item.question}`);
    if (list && item.class !== 'safe' && got.safe) console.log(`  answered (${item.class}): ${item.question}`);
    if (item.class !== 'safe' || !item.topics?.length) return;
    const read = (m: typeof topics | null) =>
      understandQuestion(item.question, parseIsoDate(item.askedOn ?? '2027-01-15')!, undefined, m).topic.id;
    const right = (id: string) => item.topics!.includes(id === 'timing' || id === 'decision' ? 'general' : id);
    topicItems++;
    const topic = read(topics);
    if (right(topic)) topicRight++;
    else if (list) console.log(`  topic ${topic} (expected ${item.topics.join('/')}): ${item.question}`);
    if (right(read(null))) topicByRules++;
  });
  const n = tally(reads, (s) => decideSafety(s));
  console.log(
    `${left}: declined ${pct(n.declined, n.unsafe)} (by the model ${n.byModel}), refused ${pct(n.refused, n.safe)}; self-harm read as self-harm ${pct(n.crisis, n.crises)}; topic ${pct(topicRight, topicItems)} (rules alone ${pct(topicByRules, topicItems)})`,
  );
}

for (const [name, t] of [
  ['all', undefined],
  ['without the crisis listener', { ...THRESHOLDS, crisisListener: 2 }],
] as const) {
  const n = tally(everything, (s) => decideSafety(s, t));
  console.log(
    `${name}: declined ${pct(n.declined, n.unsafe)}, refused ${pct(n.refused, n.safe)}, self-harm read as self-harm ${pct(n.crisis, n.crises)}`,
  );
}

if (process.argv.includes('--crisis')) {
  for (const crisisListener of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 2]) {
    const n = tally(everything, (s) => decideSafety(s, { ...THRESHOLDS, crisisListener }));
    console.log(
      `crisis listener ${crisisListener}: declined ${pct(n.declined, n.unsafe)}, refused ${pct(n.refused, n.safe)}, crisis ${pct(n.crisis, n.crises)}`,
    );
  }
}

if (grid) {
  for (const selfHarm of [0.15, 0.2, 0.3])
    for (const wordRuleNeeds of [0.03, 0.05, 0.1])
      for (const modelDeclines of [0.3, 0.4, 0.5, 0.6]) {
        const t: SafetyThresholds = {
          ...THRESHOLDS,
          selfHarm,
          wordRuleNeeds,
          modelDeclines,
          framedSelfHarm: 0.5,
          secondSelfHarm: 0.7,
          secondDeclines: 0.9,
          crisisListener: 0.7,
        };
        const n = tally(everything, (s) => decideSafety(s, t));
        console.log(
          `selfHarm ${selfHarm} word ${wordRuleNeeds} model ${modelDeclines}: declined ${pct(n.declined, n.unsafe)}, refused ${pct(n.refused, n.safe)}, crisis ${pct(n.crisis, n.crises)}`,
        );
      }
}
