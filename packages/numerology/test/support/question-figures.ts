/**
 * The question-overlap figure of issue 12: two different questions asked by one person on one day, and
 * how many sentences their answers share. Asserted by question-answers.test.ts; printed by
 * `npm run questions:figures -w @app/numerology`.
 */
import type { PersonInput } from '../../src/chart';
import { answerQuestion } from '../../src/reading';
import { overlap, sentencesOf } from './sentences';

/** Questions people ask, with the time frames, people and kinds the answer reads. */
export const QUESTION_TEMPLATES = [
  'Is {Y} a good year to start my own business?',
  'What does {Y} hold for my career?',
  'Will my relationship with {N} last?',
  'Should I propose to {N} this summer?',
  'Should I take the new job offer?',
  'When will I meet my soulmate?',
  'Will I find love this year?',
  'Should I travel to Japan next month?',
  'Is this a good year to move house?',
  'Should I go back to university?',
  'How can I make peace with my brother?',
  'Will I pass the exam?',
  'Is {N} the one for me?',
  'Should I start writing my novel in {Y}?',
  'Will my friendship with {N} recover?',
  'Should I ask for a raise in March?',
  'What is my purpose?',
  'When should I move abroad?',
] as const;

/** Questions of every kind beyond the overlap templates, including ones that must get no leaning. */
export const MORE_QUESTIONS = [
  'Is {Y} a good year to start my own business with {N}?',
  'Will {N} call me tomorrow?',
  'Will I get the job next week?',
  'Should I quit my job?',
  'Should I move to Lisbon next spring?',
  'What should I do about my career next year?',
  'Is it time to leave my job?',
  'Can I trust my business partner?',
  'Is my father proud of me?',
  'Will I be happy in {Y}?',
  'When is the best month to get married in {Y}?',
  'Tell me something about my week',
  'Should I buy the red car or the blue one?',
  'Will {N} and I get back together this winter?',
  'What does next month hold for my health?',
  'Do I have cancer?',
  'Should I stop my chemotherapy?',
  'Is {N} cheating on me?',
  'Will I die this year?',
  'Should I put my savings into bitcoin in {Y}?',
];

export function fillTemplate(template: string, name: string, year: number): string {
  return template.replace('{N}', name).replace('{Y}', String(year));
}

/** Sentence overlap between the answers to two questions by one person on one day. */
export function questionOverlap(person: PersonInput, q1: string, q2: string, askedOn: string): number {
  return overlap(
    sentencesOf(answerQuestion(person, q1, askedOn).markdown),
    sentencesOf(answerQuestion(person, q2, askedOn).markdown),
  );
}

/** Every pair of different template questions for each person, asked on `askedOn`. */
export function questionOverlapFigures(people: readonly PersonInput[], askedOn: string) {
  const values: number[] = [];
  let worst = { value: 0, pair: ['', ''] as [string, string] };
  const names = ['Dana', 'Sam', 'Noa', 'Tom'];
  people.forEach((person, i) => {
    const questions = QUESTION_TEMPLATES.map((t) => fillTemplate(t, names[i % names.length] ?? 'Dana', 2027 + (i % 3)));
    const answers = questions.map((q) => sentencesOf(answerQuestion(person, q, askedOn).markdown));
    for (let a = 0; a < answers.length; a++) {
      for (let b = a + 1; b < answers.length; b++) {
        const v = overlap(answers[a] ?? [], answers[b] ?? []);
        values.push(v);
        if (v > worst.value) worst = { value: v, pair: [questions[a] ?? '', questions[b] ?? ''] };
      }
    }
  });
  const mean = values.reduce((x, y) => x + y, 0) / Math.max(1, values.length);
  return { pairs: values.length, mean, max: Math.max(0, ...values), worst };
}
