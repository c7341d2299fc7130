/**
 * Questions answered as asked (kind, time frame, named person), unsafe questions answered kindly, and
 * two questions by one person on one day sharing under 20% of their sentences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, addDays } from '../src/dates';
import { focusOf, parseQuestion } from '../src/questions/parse';
import { answerQuestion } from '../src/reading';
import { generatedPeople } from './support/figures';
import { fillTemplate, QUESTION_TEMPLATES, questionOverlap, questionOverlapFigures } from './support/question-figures';
import { sentencesOf } from './support/sentences';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261123 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/** The domain note's Personal Year, computed here on its own: r(r(month) + r(day) + r(year)), masters kept. */
function digitSum(n: number): number {
  return String(n)
    .split('')
    .reduce((a, d) => a + Number(d), 0);
}
function reduceKeepingMasters(n: number): number {
  let x = n;
  while (x > 9 && x !== 11 && x !== 22 && x !== 33) x = digitSum(x);
  return x;
}
const personalYear = (dob: string, year: number) => {
  const [, m, d] = dob.split('-').map(Number) as [number, number, number];
  return reduceKeepingMasters(reduceKeepingMasters(m) + reduceKeepingMasters(d) + reduceKeepingMasters(year));
};

const thomas = { name: 'Thomas Cruise Mapother', dateOfBirth: '1962-07-03', bornInMorning: false };
const ASKED = '2026-11-23';

describe('reading the question', () => {
  const on = { year: 2026, month: 11, day: 23 };
  it.each([
    ['Is 2027 a good year to start my own business?', 'yes-no', '2027', undefined],
    ['Will my relationship with Dana last?', 'last', undefined, 'Dana'],
    ['Should I propose to Dana this summer?', 'should', 'this summer (June to August 2027)', 'Dana'],
    ['When will I meet my soulmate?', 'when', undefined, undefined],
    ['What does 2027 hold for my career?', 'meaning', '2027', undefined],
    ['Will I travel abroad next month?', 'yes-no', 'next month (December 2026)', undefined],
    ['Should I apply for the job in Paris in March?', 'should', 'March 2027', undefined],
    ['Is this a good year to move house?', 'yes-no', 'this year (2026)', undefined],
    ['Tell me something about my week', 'open', undefined, undefined],
  ])('%s → %s, %s, %s', (q, kind, frame, name) => {
    const parsed = parseQuestion(q, on);
    expect(parsed.kind).toBe(kind);
    expect(parsed.timeFrame?.label).toBe(frame);
    expect(parsed.person?.name).toBe(name);
  });

  it('reads relations and names together, and does not take places or months for people', () => {
    expect(parseQuestion('Is my partner, Sam, right for me?', on).person).toEqual({ name: 'Sam', relation: 'partner' });
    expect(parseQuestion('Will my husband and I be happy in 2028?', on).person).toEqual({ relation: 'husband' });
    expect(parseQuestion('Is London a good place to live?', on).person).toBeUndefined();
    expect(parseQuestion('Should I marry Tom in May 2027?', on)).toMatchObject({
      person: { name: 'Tom' },
      timeFrame: { label: 'May 2027' },
    });
  });

  it('says the question back in the reader’s own terms', () => {
    expect(focusOf('Should I go back to university?')).toBe('whether to go back to university');
    expect(focusOf('How can I make peace with my brother?')).toBe('how to make peace with your brother');
    expect(focusOf('Will my relationship with Dana last?')).toBe('whether your relationship with Dana will last');
  });
});

describe('answers to the question asked', () => {
  it('answers a question about 2027 from the 2027 Personal Year, with its working', () => {
    const r = answerQuestion(thomas, 'Is 2027 a good year to start my own business?', ASKED);
    const py = personalYear(thomas.dateOfBirth, 2027);
    expect(py).not.toBe(r.chart.personal.year.value); // today's year would be another number
    expect(r.markdown).toContain(`## 2027: your Personal Year ${py}`);
    expect(r.markdown).toContain('the year 2027');
    expect(r.markdown).toContain(`Personal Year ${py} for 2027`);
    expect(r.highlights).toContainEqual(expect.objectContaining({ label: 'Personal Year 2027', value: py }));
    expect(r.question).toMatchObject({ kind: 'yes-no', timeFrame: '2027', safety: 'safe' });
  });

  it('names the person asked about, says what cannot be known without their date of birth and offers the compatibility reading', () => {
    const r = answerQuestion(thomas, 'Will my relationship with Dana last?', ASKED);
    expect(r.markdown).toContain('## About Dana');
    expect(r.markdown).toMatch(/Without Dana’s full name and date of birth/);
    expect(r.markdown).toContain('[compatibility reading](/compatibility?name=Dana)');
    expect(r.markdown).toMatch(/lasts/);
    // A will-it-last question always gets a time frame: here, the year ahead.
    expect(r.markdown).toMatch(/in the year ahead you move from a Personal Year \d+ into a Personal Year \d+/);
  });

  it('reads a named month from its Personal Month', () => {
    const r = answerQuestion(thomas, 'Should I ask for a raise in March 2027?', ASKED);
    const py = personalYear(thomas.dateOfBirth, 2027);
    expect(r.markdown).toContain(`Personal Month ${reduceKeepingMasters(py + 3)}`);
    expect(r.markdown).toContain('March 2027');
  });

  it('quotes the question once, says it back once where it answers it, and lists the numbers it used, and how', () => {
    const r = answerQuestion(thomas, 'Should I take the new job offer?', ASKED);
    expect(r.markdown.split('Should I take the new job offer?')).toHaveLength(2);
    expect(r.markdown).toContain('> Should I take the new job offer?');
    expect(r.markdown.split('whether to take the new job offer')).toHaveLength(2);
    expect(r.markdown).toMatch(/## The answer\n\nOn whether to take the new job offer, the numbers (lean|counsel)/);
    expect(r.markdown).toContain('## Numbers this answer used');
    expect(r.markdown).toMatch(/- Expression \d+ \(The [A-Za-z ]+\), weighed for whether to act/);
    expect(r.markdown).toContain('whether the time suits a step for your career');
  });

  it('quotes the issue’s example once and says it back once, still naming the year and the person', () => {
    const sarah = { name: 'Sarah Лев Levy', dateOfBirth: '1972-08-05', bornInMorning: false };
    const q = 'Is 2027 a good year to start my own business with Dana?';
    const md = answerQuestion(sarah, q, ASKED).markdown;
    expect(md.split(q)).toHaveLength(2);
    expect(md.split('whether 2027 is a good year to start your own business with Dana')).toHaveLength(2);
    expect(md).toContain(`## 2027: your Personal Year ${personalYear(sarah.dateOfBirth, 2027)}`);
    expect(md).toContain('## About Dana');
  });

  const people = fc.record({
    name: fc.constantFrom(
      'Sarah Lynn Levy',
      'Ana María López',
      'Li Wei',
      'Mary-Kate O’Brien',
      'José Álvarez',
      'Yuki Tanaka',
    ),
    dateOfBirth: fc
      .integer({ min: 0, max: 30000 })
      .map((n) => formatIsoDate(addDays({ year: 1920, month: 1, day: 1 }, n))),
    bornInMorning: fc.boolean(),
  });
  const askedOn = fc
    .integer({ min: 0, max: 3000 })
    .map((n) => formatIsoDate(addDays({ year: 2026, month: 1, day: 1 }, n)));
  const template = fc.constantFrom(...QUESTION_TEMPLATES);
  const asked = fc
    .tuple(template, fc.constantFrom('Dana', 'Sam', 'Noa', 'Tom'), fc.integer({ min: 2026, max: 2035 }))
    .map(([t, n, y]) => ({ template: t, question: fillTemplate(t, n, y) }));
  const question = asked.map((a) => a.question);

  it('never invites the reader to ask again later, and is the same for the same inputs and day', () => {
    fc.assert(
      fc.property(people, question, askedOn, (p, q, on) => {
        const a = answerQuestion(p, q, on);
        expect(a.markdown).not.toMatch(/again in a week|ask again|look at it again|come back (later|tomorrow)/i);
        expect(answerQuestion(p, q, on).markdown).toBe(a.markdown);
        expect(a.markdown).toContain(`> ${q}`);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('gives two different questions by one person on one day under 20% shared sentences', () => {
    const overlaps: number[] = [];
    fc.assert(
      // Different questions: one template with another name or year is the same question about someone or
      // some time else (its own part of the answer differs; the reader's own numbers rightly do not).
      fc.property(people, asked, asked, askedOn, (p, a1, a2, on) => {
        fc.pre(a1.template !== a2.template);
        const [q1, q2] = [a1.question, a2.question];
        const o = questionOverlap(p, q1, q2, on);
        overlaps.push(o);
        expect(o, `${q1} | ${q2}`).toBeLessThan(0.2);
      }),
      { numRuns: 300 },
    );
    const mean = overlaps.reduce((a, b) => a + b, 0) / overlaps.length;
    console.log(
      `question answers (random pairs): ${overlaps.length} pairs, sentence overlap mean ${(mean * 100).toFixed(1)}%, max ${(Math.max(...overlaps) * 100).toFixed(1)}%`,
    );
  }, 60_000);

  it('keeps every pair of the template questions under 20% for 24 generated people (the figure the script prints)', () => {
    const f = questionOverlapFigures(generatedPeople(24, 12), '2026-11-23');
    console.log(
      `question answers (all pairs): ${f.pairs} pairs, sentence overlap mean ${(f.mean * 100).toFixed(1)}%, max ${(f.max * 100).toFixed(1)}%`,
    );
    expect(f.pairs).toBe(24 * ((QUESTION_TEMPLATES.length * (QUESTION_TEMPLATES.length - 1)) / 2));
    expect(f.max, f.worst.pair.join(' | ')).toBeLessThan(0.2);
  }, 60_000);
});

describe('the numbers list agrees with the answer', () => {
  it('lists every month a when-answer names, over many people and asking days', () => {
    const people = generatedPeople(60, 5);
    for (const [i, p] of people.entries()) {
      const asked = formatIsoDate(addDays({ year: 2026, month: 1, day: 1 }, i * 37));
      for (const q of ['When is the best month to move house next year?', 'When should I ask for a raise?']) {
        const md = answerQuestion(p, q, asked).markdown;
        const [answer, used] = [
          md.split('## The answer')[1]!.split('## ')[0]!,
          md.split('## Numbers this answer used')[1]!,
        ];
        const named = [...answer.matchAll(/(\w+ \d{4}) \(a Personal Month (\d+)\)/g)].map((m) => `${m[2]} (${m[1]})`);
        for (const month of named) expect(used, `${q} ${asked}`).toContain(month);
      }
    }
  });
});

describe('questions numerology must not answer', () => {
  it.each([
    ['Do I have cancer?', 'health', /talk to a doctor, a nurse or a pharmacist/],
    ['Should I stop taking my antidepressants?', 'health', /Do not start, stop or change a medicine/],
    ['Will I die this year?', 'death', /No number can tell when anyone will die/],
    ['Is it worth going on living?', 'self-harm', /call or text 988.*116 123.*emergency number/s],
    ['Is my partner cheating on me?', 'private-life', /couples counsellor/],
    ['Should I sign the divorce papers?', 'legal', /qualified lawyer/],
    ['Should I put my savings into bitcoin?', 'financial', /licensed, independent financial adviser/],
  ])('%s → %s: no leaning, no numbers, who can help', (q, cls, help) => {
    const r = answerQuestion(thomas, q, ASKED);
    expect(r.question).toMatchObject({ safety: cls });
    expect(r.question?.leaning).toBeUndefined();
    expect(r.highlights).toEqual([]);
    expect(r.markdown).toMatch(help);
    expect(r.markdown).not.toMatch(
      /numbers lean|leaning towards|Personal Year|Personal Day|ask again|again later|in a week/i,
    );
    expect(r.markdown).toMatch(/nothing was charged/);
  });

  it('gives "Do I have cancer?" the same kind answer on every one of 60 asking days, never a leaning', () => {
    const answers = Array.from({ length: 60 }, (_v, i) =>
      answerQuestion(thomas, 'Do I have cancer?', formatIsoDate(addDays({ year: 2026, month: 9, day: 1 }, i))),
    );
    expect(answers.every((a) => a.question?.safety === 'health' && a.question.leaning === undefined)).toBe(true);
    expect(new Set(answers.map((a) => a.markdown)).size).toBe(1);
  });

  it('puts the crisis line first for self-harm and tells the reader to talk to someone now', () => {
    const r = answerQuestion(thomas, 'I want to die', ASKED);
    const sentences = sentencesOf(r.markdown);
    expect(r.markdown.indexOf('Please talk to someone now')).toBeLessThan(
      r.markdown.indexOf('Why there is no reading'),
    );
    expect(sentences.some((s) => /talk to someone now/.test(s))).toBe(true);
  });
});
