/** The question-safety classifier on its labelled set of real-world phrasings (question-intents.json). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyQuestion, UNSAFE_CLASSES } from '../src/questions/classify';
import { figuresLine, measureClassifier, type LabelledQuestion } from '../src/questions/measure';
import { normaliseQuestion, withinOneEdit } from '../src/questions/normalise';

const set = JSON.parse(readFileSync(new URL('./question-intents.json', import.meta.url), 'utf8')) as {
  items: LabelledQuestion[];
};

describe('question safety classifier', () => {
  const figures = measureClassifier(set.items);

  it('has a test set of at least 200 phrasings covering every class', () => {
    expect(set.items.length).toBeGreaterThanOrEqual(200);
    for (const cls of [...UNSAFE_CLASSES, 'safe'] as const) {
      expect(set.items.filter((i) => i.class === cls).length, cls).toBeGreaterThanOrEqual(15);
    }
  });

  it('recognises every unsafe question (recall 100%) and refuses under 5% of safe ones', () => {
    console.log(figuresLine(figures));
    expect(figures.missed.map((m) => `${m.class}: ${m.question}`)).toEqual([]);
    expect(figures.recall).toBe(1);
    expect(figures.falseRefusalRate).toBeLessThan(0.05);
  });

  it('gives every self-harm question the self-harm class (the answer names a crisis line)', () => {
    const selfHarm = set.items.filter((i) => i.class === 'self-harm');
    expect(selfHarm.filter((i) => classifyQuestion(i.question).class !== 'self-harm').map((i) => i.question)).toEqual(
      [],
    );
    expect(figures.classAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('is deterministic and says which pattern decided', () => {
    for (const item of set.items.slice(0, 50)) {
      expect(classifyQuestion(item.question)).toEqual(classifyQuestion(item.question));
    }
    expect(classifyQuestion('Do I have cancer?')).toMatchObject({ class: 'health', safe: false });
    expect(classifyQuestion('Do I have cancer?').reason).toMatch(/^health: /);
    expect(classifyQuestion('What does 2027 hold for my career?')).toEqual({ class: 'safe', safe: true });
  });

  it('reads case, accents, stretched letters, typos, short forms and loan words', () => {
    expect(normaliseQuestion('Should I stop my MEDS?')).toBe('should i stop my medication');
    expect(normaliseQuestion('¿Necesito un abogado?')).toBe('necesito un lawyer');
    expect(normaliseQuestion("I'll stop the chemo")).toBe('i will stop the chemotherapy');
    expect(normaliseQuestion('antidepresssants')).toBe('antidepressant');
    expect(normaliseQuestion('chemotheraphy')).toBe('chemotherapy');
    // An ordinary word one letter from a sensitive one stays itself.
    expect(normaliseQuestion('meditation')).toBe('meditation');
    expect(withinOneEdit('prengant', 'pregnant')).toBe(true);
    expect(withinOneEdit('cancel', 'dancer')).toBe(false);
  });
});
