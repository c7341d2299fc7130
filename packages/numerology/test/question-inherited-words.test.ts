/**
 * Words a plain object inherits ("constructor", "toString", "__proto__") are words a reader can type. Before
 * 2026-11-27 "will constructor love me" threw (a person's relation was Object itself) and a time word could be
 * replaced by a function's source text.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../src/dates';
import { answerQuestion, understandQuestion } from '../src/index';

const PERSON = { name: 'Maya Rose Collins', dateOfBirth: '1991-03-14', bornInMorning: true };
const FRAMES = [
  (w: string) => w,
  (w: string) => `will ${w} love me`,
  (w: string) => `should i text ${w} in ${w}`,
  (w: string) => `is my ${w} ok`,
  (w: string) => `will i get the job by ${w}`,
  (w: string) => `me and my ${w} keep fighting, will it get better this year`,
];

describe('questions made of the names an object inherits', () => {
  const words = Object.getOwnPropertyNames(Object.prototype);

  it('are read and answered without an error or a function in the text', () => {
    expect(words).toContain('constructor');
    for (const word of words) {
      for (const frame of FRAMES) {
        const question = frame(word);
        const understood = understandQuestion(question, parseIsoDate('2026-11-27')!);
        for (const person of understood.people) {
          if (person.name !== undefined) expect(typeof person.name).toBe('string');
          if (person.relation !== undefined) expect(typeof person.relation).toBe('string');
        }
        const text = answerQuestion(PERSON, question, '2026-11-27').markdown;
        expect(text, question).not.toMatch(/native code|function \w*\(/);
      }
    }
  });
});
