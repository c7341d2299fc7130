import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../src/questions/understand';
import { answerQuestion } from '../src/reading';

const reader = { name: 'Maya Lindqvist', dateOfBirth: '1991-04-17', bornInMorning: false };
const on = { year: 2026, month: 11, day: 28 };
const theirs = (q: string) => understandQuestion(q, on).theirs === true;

describe('a question about another person’s own life', () => {
  it('is told from the questions that ask about them, not about the reader with them', () => {
    for (const q of [
      'will my son pass his driving test in march',
      'will my daughter find love soon',
      "will my husband's business do well next year",
      'is 2027 a good year for my son',
      'will Dev get the job',
      'my son arun starts his apprenticeship next month, will he settle in',
      'my friend hannah wants to know if she should go travelling in south america',
      'Will my daughter get into Oxford?',
    ])
      expect(theirs(q), q).toBe(true);
    for (const q of [
      'will my husband agree to move to leeds',
      'will my boyfriend propose',
      'will Dev like me',
      'is Rahul the one?',
      'will my sister and i make up',
      'will my parents accept my girlfriend',
      'will my wife be happy in the new house',
      'is my coworker Bongani going to be an ally or a rival when the restructure happens next month',
      'my manager is leaving, will the new boss be easier to work with',
      'will my landlord fix the boiler before the end of the month',
      'is it a good year to start saving for my kids’ uni fees',
      'Should I take the cashier job at the casino? The hours suit my kids’ school times.',
      'my mum turns 60 on 21st march, should I throw her a surprise party or is she gonna hate it',
      'is my husband cheating',
    ])
      expect(theirs(q), q).toBe(false);
  });

  it('gets no leaning: the answer reads the reader’s side, names what is theirs, and offers their reading', () => {
    const u = understandQuestion('will my son pass his driving test in march', on);
    expect(u.kind).toBe('open');
    expect(u.subject).toBe('your son’s studies');
    // Their field is named from the words, not the family circle the person belongs to.
    expect(understandQuestion('will my daughter find love soon', on).subject).toBe('your daughter’s love life');
    expect(understandQuestion('should my daughter take the job in dubai', on).subject).toBe('your daughter’s career');
    const md = answerQuestion(reader, 'will my son pass his driving test in march', '2026-11-28').markdown;
    expect(md).toMatch(/Your son’s studies are his own to live/);
    expect(md).toMatch(/leans neither way on his outcome/);
    expect(md).not.toMatch(/lean towards|counsel patience|with your son in it/);
    // Study advice to a student is not given to the parent of one.
    expect(md).not.toMatch(/rest before the day that matters/);
    expect(md).toMatch(/let the outcome be his/);
    expect(md).toMatch(/Your son’s own numbers would speak for his side/);
    expect(md).toContain('](/compatibility)');
    expect(
      answerQuestion(reader, 'will my son pass his driving test in march', '2026-11-28').question?.leaning,
    ).toBeUndefined();
  });
});
