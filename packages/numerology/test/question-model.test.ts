import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyQuestion, screenedText } from '../src/questions/classify';
import { readWithModel } from '../src/questions/model/model';
import { trainQuestionModel } from '../src/questions/model/train';
import { trainingQuestions, TRAINING_SETS } from './support/question-training';

const shipped = readFileSync(new URL('../src/questions/model/question-model.json', import.meta.url), 'utf8');

// Training takes a few seconds of CPU; on a shared machine, more.
describe('the question model (ADR 0650)', { timeout: 60_000 }, () => {
  it('ships exactly the weights that training on the labelled sets gives', () => {
    expect(`${JSON.stringify(trainQuestionModel(trainingQuestions()))}\n`).toBe(shipped);
  });

  it('trained without one development set, finds declines the rules miss in it and refuses few ordinary ones', () => {
    // The measure that chose the threshold: the left-out set plays a blind one.
    const left = 'question-dev-3.json';
    const model = trainQuestionModel(trainingQuestions(TRAINING_SETS.filter((s) => s !== left)));
    const items = trainingQuestions([left]);
    let added = 0;
    let unsafeMissed = 0;
    let refused = 0;
    for (const item of items) {
      if (!classifyQuestionByRules(item.question)) continue;
      const flagged = readWithModel(screenedText(item.question), model).unsafe >= 0.9;
      if (item.class === 'safe') refused += flagged ? 1 : 0;
      else {
        unsafeMissed++;
        added += flagged ? 1 : 0;
      }
    }
    const safe = items.filter((i) => i.class === 'safe').length;
    expect(added / unsafeMissed).toBeGreaterThan(0.25);
    expect(refused / safe).toBeLessThan(0.02);
  });

  it('only ever adds a decline, and names whose help the question needs', () => {
    const reading = readWithModel(screenedText('should i put my savings on red tonight at the casino'));
    expect(reading.unsafe).toBeGreaterThan(0.5);
    expect(reading.likeliest).toBe('gambling');
    const ordinary = classifyQuestion('will my new job in march go well');
    expect(ordinary).toEqual({ class: 'safe', safe: true });
  });
});

/** Whether the rules alone let the question through (the model's reason names itself). */
function classifyQuestionByRules(question: string): boolean {
  const safety = classifyQuestion(question);
  return safety.safe || (safety.reason?.includes(': model ') ?? false);
}
