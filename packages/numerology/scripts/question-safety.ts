/**
 * Prints the question figures of issue 12: the safety classifier on its labelled set, and how many
 * sentences the answers to two different questions by one person on one day share:
 * `npm run questions:figures -w @app/numerology` (add `--list` to see every miss and false refusal).
 */
import { readFileSync } from 'node:fs';
import { figuresLine, measureClassifier, type LabelledQuestion } from '../src/questions/measure';
import { generatedPeople } from '../test/support/figures';
import { questionOverlapFigures } from '../test/support/question-figures';

const set = JSON.parse(readFileSync(new URL('../test/question-intents.json', import.meta.url), 'utf8')) as {
  items: LabelledQuestion[];
};
const figures = measureClassifier(set.items);
console.log(figuresLine(figures));
if (process.argv.includes('--list')) {
  for (const m of figures.missed) console.log(`missed (${m.class}): ${m.question}`);
  for (const m of figures.misclassed) console.log(`as ${m.got}, expected ${m.class}: ${m.question}`);
  for (const m of figures.falseRefusals) console.log(`refused as ${m.got}: ${m.question}`);
}

const overlap = questionOverlapFigures(generatedPeople(24, 12), '2026-11-23');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `question answers: ${overlap.pairs} pairs of different questions (one person, one day): shared sentences mean ${pct(overlap.mean)}, max ${pct(overlap.max)} (target: under 20%)`,
);
