/**
 * Prints the question-safety classifier's figures on its labelled set:
 * `npm run questions:figures -w @app/numerology` (add `--list` to see every miss and false refusal).
 */
import { readFileSync } from 'node:fs';
import { figuresLine, measureClassifier, type LabelledQuestion } from '../src/questions/measure';

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
