/**
 * The question figures of issue 20: `npm run questions:figures -w @app/numerology` prints them for the
 * development set (add `--list` to see every miss) and, with `--held-out`, for the held-out set, as
 * figures only: its questions are never printed, so nobody tuning the engine reads them (ADR 0626).
 */
import { readFileSync } from 'node:fs';
import { generatedPeople } from '../test/support/figures';
import { questionOverlapFigures } from '../test/support/question-figures';
import { figuresTable, measureQuestions, type LabelledItem } from '../test/support/question-measure';

// `--held-out` reads held-out set 1, `--held-out-N` set N (any set in test/held-out; ADR 0652): figures only.
const heldOutSet = process.argv.map((a) => /^--held-out-(\d+)$/.exec(a)?.[1]).find((n) => n !== undefined);
const heldOut = heldOutSet !== undefined || process.argv.includes('--held-out');
// Development sets, each written blind and read only after its first figures were taken (ADR 0626).
const DEV_SETS: Readonly<Record<string, string>> = {
  '--dev-2': 'question-dev-2.json',
  '--dev-3': 'question-dev-3.json',
  '--dev-4': 'question-dev-4.json',
  '--dev-5': 'question-dev-5.json',
  '--dev-6': 'question-dev-6.json',
  '--dev-7': 'question-dev-7.json',
  '--dev-8': 'question-dev-8.json',
  '--dev-9': 'question-dev-9.json',
  '--dev-10': 'question-dev-10.json',
  '--dev-11': 'question-dev-11.json',
  '--dev-12': 'question-dev-12.json',
  '--dev-13': 'question-dev-13.json',
  '--dev-14': 'question-dev-14.json',
  '--dev-15': 'question-dev-15.json',
  '--dev-16': 'question-dev-16.json',
  '--dev-17': 'question-dev-17.json',
  '--dev-18': 'question-dev-18.json',
};
const devFlag = Object.keys(DEV_SETS).find((flag) => process.argv.includes(flag));
// `--set question-train-e.json`: any labelled set in test/ (the training sets carry people and times too).
const setIndex = process.argv.indexOf('--set');
const named = setIndex > 0 ? process.argv[setIndex + 1] : undefined;
const second = devFlag !== undefined || named !== undefined;
const file = heldOut
  ? `../test/held-out/questions${heldOutSet ? `-${heldOutSet}` : ''}.json`
  : `../test/${named ?? (devFlag ? DEV_SETS[devFlag] : 'question-dev.json')}`;
const set = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { items: LabelledItem[] };
const figures = measureQuestions(set.items);
console.log(
  `${heldOut ? `held-out${heldOutSet ? ` ${heldOutSet}` : ''}` : second ? `development (${named ?? devFlag})` : 'development'} set:\n${figuresTable(figures)}`,
);

if (process.argv.includes('--list')) {
  if (heldOut) throw new Error('The held-out set is read as figures only: --list works on the development set.');
  for (const r of figures.results) {
    const { item } = r;
    const wrongClass =
      item.class === 'safe' ? r.got !== 'safe' : item.class === 'unclear' ? r.got === 'safe' : r.got !== item.class;
    const read = r.topic === 'timing' || r.topic === 'decision' ? 'general' : r.topic;
    const topicWrong = item.class === 'safe' && r.got === 'safe' && item.topics && !item.topics.includes(read);
    const notes = [
      wrongClass ? `class ${r.got} (expected ${item.class})` : '',
      topicWrong ? `topic ${r.topic} (expected ${item.topics?.join('/')})` : '',
      r.badTimes.length
        ? `times outside ${item.range ? `${item.range.from}..${item.range.to}` : 'the future'}: ${r.badTimes.join(', ')}`
        : '',
      r.missingPeople.length ? `not named: ${r.missingPeople.join(', ')}` : '',
      item.dependsOnOther && r.got === 'safe' && !r.otherPersonHandled ? 'other person not handled' : '',
      r.echoes.length ? `echoes: ${r.echoes.join(', ')}` : '',
    ].filter(Boolean);
    if (notes.length) console.log(`${item.id} ${item.question}\n    ${notes.join('; ')}`);
  }
}

const overlap = questionOverlapFigures(generatedPeople(24, 12), '2026-11-23');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `question answers: ${overlap.pairs} pairs of different questions (one person, one day): shared sentences mean ${pct(overlap.mean)}, max ${pct(overlap.max)} (target: under 20%)`,
);
