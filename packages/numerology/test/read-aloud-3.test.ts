/**
 * Nine people read end to end on 27 November 2026, simple and comprehensive (issue 23): aged 15 to 90, names
 * typed in Latin, Hebrew, Arabic, Chinese, Cyrillic and Devanagari, hyphenated and double names and a single
 * name. Each assertion is a sentence a careful reader stumbled on, and fails on the text it replaced.
 */
import { describe, expect, it } from 'vitest';
import { parseName } from '../src/name';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';

const ON = '2026-11-27';
const PEOPLE = {
  /** 15, Personality 8: the Achiever leads among family. */
  maya: { name: 'Maya Goldberg-Ortiz', dateOfBirth: '2011-06-14', bornInMorning: false },
  /** 54, Arabic script, a compound given name. */
  abdul: { name: 'عبد الرحمن السعدي', dateOfBirth: '1972-09-29', bornInMorning: false },
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

  it('an Arabic compound given name is addressed whole, never as "عبد" (servant of) alone', () => {
    const free = writeSimpleReport(PEOPLE.abdul, ON);
    expect(free.title).toBe('A numerology reading for عبد الرحمن');
    expect(simple('abdul')).toMatch(/^# A numerology reading for عبد الرحمن\n\nعبد الرحمن, this reading/);
    expect(full('abdul')).not.toMatch(/عبد[,.]/);
    expect(parseName('Abd al-Rahman Saadi').firstName).toBe('Abd al-Rahman');
    expect(parseName('أبو بكر الصديق').firstName).toBe('أبو بكر');
    // A name that only looks like an opener is itself: Abdullah, and Abu typed alone.
    expect(parseName('Abdullah Khan').firstName).toBe('Abdullah');
    expect(parseName('Abu').firstName).toBe('Abu');
  });
});
