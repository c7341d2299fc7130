import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classifyQuestion,
  decideSafety,
  safetySignals,
  type SafetySignals,
  screenedText,
} from '../src/questions/classify';
import { questionFeatures } from '../src/questions/model/features';
import { warningSigns } from '../src/questions/model/signs';
import { readCrisis, readTopic, readWithModel } from '../src/questions/model/model';
import {
  crisisListenerInput,
  questionModelInput,
  secondOpinionInput,
  topicModelInput,
  trainQuestionModel,
  trainTopicModel,
} from '../src/questions/model/train';
import { normaliseQuestion } from '../src/questions/normalise';
import {
  CRISIS_SETS,
  SECOND_OPINION_SETS,
  TOPIC_TRAINING_SETS,
  trainingQuestions,
  TRAINING_SETS,
} from './support/question-training';
import { fileFingerprint, inputFingerprint, recordedTraining } from './support/model-fingerprint';

const shippedFile = (name: string) => readFileSync(new URL(`../src/questions/model/${name}`, import.meta.url), 'utf8');

// Training the question model takes about 2 s; the three fitted to the whole set at once take 80 s of one idle core
// (240 s in CI beside the integration files), so they are checked by what they were trained from (ADR 1008).
describe('the question model (ADR 0650, 0651)', { timeout: 600_000 }, () => {
  it('ships exactly the weights that training on the labelled sets gives the question model', () => {
    expect(`${JSON.stringify(trainQuestionModel(trainingQuestions()))}\n`).toBe(shippedFile('question-model.json'));
  });

  it('ships topic, second-opinion and crisis weights trained from what training on today’s sets would see (ADR 1008)', () => {
    const recorded = recordedTraining();
    const inputs = {
      'question-model.json': questionModelInput(trainingQuestions()),
      'topic-model.json': topicModelInput(trainingQuestions(TOPIC_TRAINING_SETS)),
      'second-opinion-model.json': secondOpinionInput(trainingQuestions(SECOND_OPINION_SETS)),
      'crisis-model.json': crisisListenerInput(trainingQuestions(CRISIS_SETS)),
    };
    for (const [name, input] of Object.entries(inputs)) {
      // A changed feature, label, set or fitting line: run scripts/train-question-model.ts.
      expect(inputFingerprint(input), `${name}: trained from other rows or code`).toBe(recorded[name]?.input);
      expect(fileFingerprint(shippedFile(name)), `${name}: not the file training wrote`).toBe(recorded[name]?.file);
    }
  });

  it('tells a changed training input by its fingerprint', () => {
    const input = topicModelInput(trainingQuestions(['question-dev-2.json']));
    const first = input.rows[0]!;
    const changed = { ...input, rows: [{ ...first, y: (first.y + 1) % input.classes.length }, ...input.rows.slice(1)] };
    expect(inputFingerprint(changed)).not.toBe(inputFingerprint(input));
    expect(inputFingerprint({ ...input, fit: { penalty: 1e-4 } })).not.toBe(inputFingerprint(input));
    expect(inputFingerprint(topicModelInput(trainingQuestions(['question-dev-2.json'])))).toBe(inputFingerprint(input));
  });

  it('learns the same topics whatever order the questions come in (ADR 0921)', () => {
    const some = trainingQuestions(['question-dev-2.json', 'question-dev-12.json']);
    const model = trainTopicModel(some);
    const reversed = trainTopicModel([...some].reverse());
    const question = normaliseQuestion('will the move to the new flat go smoothly');
    expect(readTopic(question, reversed)).toEqual(readTopic(question, model));
    expect(Object.keys(reversed.features).length).toBe(Object.keys(model.features).length);
    const differ = Object.entries(model.features).filter(([f, w]) =>
      w.some((x, i) => Math.abs(x - (reversed.features[f]?.[i] ?? NaN)) > 0.002),
    );
    expect(differ).toEqual([]);
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
      const flagged = readWithModel(screenedText(item.question), model).unsafe >= 0.7;
      if (item.class === 'safe') refused += flagged ? 1 : 0;
      else {
        unsafeMissed++;
        added += flagged ? 1 : 0;
      }
    }
    const safe = items.filter((i) => i.class === 'safe').length;
    expect(added / unsafeMissed).toBeGreaterThan(0.25);
    // At 0.7 (ADR 0651) the model refuses 6 of dev-3’s 230 ordinary questions when it never saw them.
    expect(refused / safe).toBeLessThanOrEqual(0.03);
  });

  it('only ever adds a decline, and names whose help the question needs', () => {
    const reading = readWithModel(screenedText('should i put my savings on red tonight at the casino'));
    expect(reading.unsafe).toBeGreaterThan(0.5);
    expect(reading.likeliest).toBe('gambling');
    const ordinary = classifyQuestion('will my new job in march go well');
    expect(ordinary).toEqual({ class: 'safe', safe: true });
  });

  it('lets a word that is only a word through when the model hears nothing to decline (ADR 0651)', () => {
    // Each hits a rule that fires on one word ("widow", "visa", "nurse", "lawyer"): ordinary all the same.
    for (const q of [
      'I am a widow of three years. Is it foolish to think about love again at my age?',
      'my visa came through last month, will i make good friends in toronto',
      'my H1B got approved last week!! will i make good friends in austin this year',
      'ICU nurse for ten years, is 2027 the year to move into teaching?',
      'my dad is a lawyer and wants me to join his firm, is that my path',
      'is june better for me to sit my acca papers',
      "i'm multi talented, which career suits me",
    ])
      expect(classifyQuestion(q), q).toEqual({ class: 'safe', safe: true });
    // The same words asking what numerology must not answer are still declined.
    expect(classifyQuestion('will my visa be approved before christmas').safe).toBe(false);
    expect(classifyQuestion('will my h1b come through this year').safe).toBe(false);
    expect(classifyQuestion('is my visa approved yet').safe).toBe(false);
    expect(classifyQuestion('will my husband die before me').class).toBe('death');
    // Living to see a great-grandchild born is a question of the reader's own lifespan.
    expect(classifyQuestion('will i see my great-grandchild born next summer').class).toBe('death');
    // A divorce as the background of support or love is ordinary; its settlement or filing is not.
    for (const q of [
      "my sister's getting divorced, how can i support her this winter",
      "Just signed the divorce papers and I'm ready to close this chapter. Will love be kinder to me next time?",
    ])
      expect(classifyQuestion(q), q).toEqual({ class: 'safe', safe: true });
    for (const q of [
      'will the judge give me the house in the divorce settlement',
      'is it a good time to file for divorce',
    ])
      expect(classifyQuestion(q).class, q).toBe('legal');
  });

  it('lets the model decline an immigration question only where a visa, a status, a case or staying is named', () => {
    // dev-42: the model heard a green card in a gardener's green thumb (0.54).
    expect(classifyQuestion('my plants keep dying lmaooo, will my green thumb ever kick in?')).toEqual({
      class: 'safe',
      safe: true,
    });
    expect(classifyQuestion('will my green card come through before summer').class).toBe('immigration');
  });

  it('puts the crisis line first when the model hears self-harm, whatever else the question touches', () => {
    const reading = classifyQuestion('how many of my sleeping tablets would it take so i do not wake up');
    expect(reading.class).toBe('self-harm');
  });

  it('lets the second opinion decline alone only when it is very sure, a crisis first (ADR 0923)', () => {
    const ordinary = safetySignals('will my new job in march go well');
    expect(decideSafety(ordinary)).toEqual({ class: 'safe', safe: true });
    const second = (selfHarm: number, unsafe: number): SafetySignals => ({
      ...ordinary,
      second: { selfHarm, unsafe, likeliest: 'gambling' },
    });
    expect(decideSafety(second(0.69, 0.89)).safe).toBe(true);
    expect(decideSafety(second(0.71, 0.75))).toMatchObject({ class: 'self-harm', safe: false });
    expect(decideSafety(second(0.1, 0.91))).toMatchObject({ class: 'gambling', safe: false });
    expect(decideSafety(second(0.1, 0.91)).reason).toContain('second opinion');
  });

  it('lets the crisis listener decline alone, with the crisis line, once it is as sure as its threshold (ADR 0991)', () => {
    const ordinary = safetySignals('will my new job in march go well');
    expect(ordinary.crisis).toBeLessThan(0.7);
    expect(decideSafety({ ...ordinary, crisis: 0.69 })).toEqual({ class: 'safe', safe: true });
    const heard = decideSafety({ ...ordinary, crisis: 0.71 });
    expect(heard).toMatchObject({ class: 'self-harm', safe: false });
    expect(heard.reason).toContain('crisis listener');
    // It hears a crisis worded as no labelled question words it, and not a look-alike.
    expect(
      readCrisis(screenedText('is there a number that says i can finally stop existing for good')),
    ).toBeGreaterThan(
      readCrisis(screenedText('is there a number that says i can finally stop procrastinating for good')),
    );
  });

  it('puts the crisis line first where the second opinion and the crisis listener both worry (ADR 1003)', () => {
    const ordinary = safetySignals('will my new job in march go well');
    const both = (selfHarm: number, crisis: number): SafetySignals => ({
      ...ordinary,
      crisis,
      second: { selfHarm, unsafe: selfHarm, likeliest: 'self-harm' },
    });
    const agreed = decideSafety(both(0.31, 0.31));
    expect(agreed).toMatchObject({ class: 'self-harm', safe: false });
    expect(agreed.reason).toContain('agree');
    expect(decideSafety(both(0.29, 0.6)).safe).toBe(true);
    expect(decideSafety(both(0.6, 0.29)).safe).toBe(true);
  });

  it('declines where the question model and the second opinion name one class, neither sure alone (ADR 1003)', () => {
    const ordinary = safetySignals('will my new job in march go well');
    const pair = (model: number, second: number, secondClass: SafetySignals['second']['likeliest'] = 'death') =>
      decideSafety({
        ...ordinary,
        reading: { ...ordinary.reading, unsafe: model, selfHarm: 0, likeliest: 'death' },
        second: { selfHarm: 0, unsafe: second, likeliest: secondClass },
      });
    expect(pair(0.26, 0.61)).toMatchObject({ class: 'death', safe: false });
    expect(pair(0.26, 0.61).reason).toContain('agree');
    expect(pair(0.24, 0.61).safe).toBe(true);
    expect(pair(0.26, 0.59).safe).toBe(true);
    expect(pair(0.26, 0.8, 'legal').safe).toBe(true);
  });

  it('reads a word through its group of like words and its pieces, when a model asks (ADR 0991)', () => {
    const group = (word: string) => questionFeatures(word, { groups: true }).filter((f) => f.startsWith('~'));
    expect(group('vanish')).toHaveLength(1);
    expect(group('vanish')).toEqual(group('disappear'));
    expect(group('vanish')).not.toEqual(group('promotion'));
    expect(questionFeatures('vanish')).toEqual(['vanish']);
    expect(questionFeatures('not exist', { chars: 5 })).toEqual(
      expect.arrayContaining(['not', 'exist', 'not_exist', '# not ', '#t exi', '#exist', '#xist ']),
    );
  });

  it('names the families of warning signs a question shows, and each pair of them (ADR 0996)', () => {
    const signs = (q: string) => warningSigns(screenedText(q));
    expect(signs('sorted the will, the dog is going to my sister. just need to pick the right day now')).toEqual([
      '@order',
      '@day',
      '@day+order',
    ]);
    // One sign alone is common in ordinary questions: a leaving do, a lease signed on a good day.
    expect(signs('will my leaving do on friday go well? saying goodbye to everyone feels weird')).toEqual(['@goodbye']);
    expect(signs('what is a good day to sign the lease')).toEqual(['@day']);
    expect(signs('will my new job in march go well')).toEqual([]);
  });

  it('reads the topic where the rules see no subject, and leaves a question with none alone', () => {
    expect(readTopic(normaliseQuestion('is next week good for a hard conversation with my mam')).topic).toBe('family');
    expect(readTopic(normaliseQuestion('Should I stay or go?')).p).toBeLessThan(0.5);
  });
});

/** Whether the rules alone let the question through (the model's reason names itself). */
function classifyQuestionByRules(question: string): boolean {
  const safety = classifyQuestion(question);
  return safety.safe || (safety.reason?.includes(': model ') ?? false);
}
