/**
 * Five more people read end to end on 27 November 2026, simple and comprehensive (issue 23): a 15-year-old,
 * an 80-year-old, a Chinese name, an Arabic name and a name typed in Hebrew. Each assertion is a sentence a
 * careful reader stumbled on, and fails on the text it replaced.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const ON = '2026-11-27';
const PEOPLE = {
  teen: { name: 'Emily Rose Carter', dateOfBirth: '2011-05-14', bornInMorning: false },
  old: { name: 'Harold James Whitfield', dateOfBirth: '1946-03-09', bornInMorning: true },
  chinese: { name: '陈伟', dateOfBirth: '1990-08-21', bornInMorning: false },
  arabic: { name: 'فاطمة الزهراء', dateOfBirth: '1985-01-30', bornInMorning: false },
  hebrew: { name: 'יעל לוי', dateOfBirth: '1978-11-02', bornInMorning: true },
} as const;
type Who = keyof typeof PEOPLE;
const simple = (who: Who) => writeSimpleReport(PEOPLE[who], ON).markdown;
const full = (who: Who) => writeComprehensiveReport(PEOPLE[who], ON).markdown;

describe('read aloud on 27 November 2026', () => {
  it('the Hebrew month says its sign and faculty once, then only its letter', () => {
    // Was: "Its faculty of laughter … and Pisces adds …. The Sefer Yetzirah gives …: Adar II is formed by Qof (ק),
    // with the sign Pisces and the faculty of laughter."
    const md = full('old');
    expect(md.match(/faculty of laughter/g)).toHaveLength(1);
    expect(md).toMatch(/one of the twelve simple letters, and Adar II's is Qof \(ק\)\./);
  });

  it('one missing value is not read as eight or seven of them', () => {
    // Was: "yours is 8, about as many as most names lack".
    expect(full('teen')).toMatch(/yours is the 8 alone, one missing value, about as many as most names lack/);
    expect(full('chinese')).toMatch(/yours are 1, 2, 4, 6 and 7, five missing values, a few more than/);
  });

  it('a Sabbath birth is not told, at 80, that it will die on the Sabbath; at 40 the passage is quoted whole', () => {
    expect(full('old')).toMatch(/You were born on a Saturday\./);
    expect(full('old')).not.toMatch(/will die/);
    expect(full('old')).toMatch(/says of Saturday that one born on it is called great and holy/);
    const forty = writeComprehensiveReport({ ...PEOPLE.old, dateOfBirth: '1986-03-08' }, ON).markdown;
    expect(forty).toMatch(/You were born on a Saturday\./);
    expect(forty).toMatch(/one born on it will die on the Sabbath/);
  });

  it("a teen's second pinnacle, in their thirties, is not their 'first grown-up years'", () => {
    const pinnacle = full('teen')
      .split('\n')
      .find((l) => l.startsWith('**Second pinnacle, from age 32'));
    expect(pinnacle).toMatch(/, in the years when you find your place in the world\./);
  });

  it('a person is not "it": a One needs room to act alone', () => {
    // Was: "people may expect jokes and easy company from a person who most needs room to act on its own".
    expect(full('chinese')).toMatch(/from a person who most needs room to act alone\./);
    const found = generatedPeople(300, 9)
      .flatMap((p) => sentencesOf(writeComprehensiveReport(p, ON).markdown))
      .filter((s) => /a person who most needs [^.]*\b(?:its|itself)\b/.test(s));
    expect(found).toEqual([]);
    // 300 comprehensive reports: over five seconds on a shared, loaded machine.
  }, 60_000);

  it('a name typed in Hebrew is not offered a correction of its own spelling', () => {
    // Was: "The Hebrew you typed is used exactly as written. … If יעל לוי is not how your name is written in
    // your family or in prayer, correct it in the form".
    expect(full('hebrew')).not.toMatch(/is not how your name is written/);
    expect(full('hebrew')).toMatch(/Because you typed it in Hebrew, the gematria, the letter Lamed/);
    expect(full('teen')).toMatch(/If אמילי רוז קרטר is not how your name is written/);
  });

  it('no sentence of the free report opens with a Hebrew spelling', () => {
    // Was: "… to continue and to flourish. פאטמה אלזהרה is our suggestion, by sound and common usage".
    for (const who of Object.keys(PEOPLE) as Who[]) expect(simple(who), who).not.toMatch(/[.!?] [\u0590-\u05ff]/);
    expect(simple('arabic')).toMatch(/That spelling, פאטמה אלזהרה, is our suggestion/);
  });

  it('a reader of 80 is not told "At work you shine", but of the work of their life (ADR 0850)', () => {
    expect(simple('old')).not.toMatch(/At work you|you shine in/);
    expect(simple('old')).toMatch(/In the work of your life you have built things properly/);
    expect(full('old')).not.toMatch(/\bat work\b/i);
    // At 40 the same name and day are still told of work.
    const forty = writeSimpleReport({ ...PEOPLE.old, dateOfBirth: '1986-03-09' }, ON).markdown;
    expect(forty).toMatch(/At work you shine in building/);
  });

  it("two Hebrew days across a month's end are named with their months; a title inside brackets is not capitalised", () => {
    // Was: "we will not guess between the 30th and the 1st"; "Your inner wish (The Achiever)".
    expect(simple('chinese')).toMatch(/we will not guess between 30 Av and 1 Elul, so/);
    expect(full('chinese')).toMatch(/we will not guess between 30 Av and 1 Elul, so/);
    expect(simple('teen')).toMatch(/we will not guess between the 10th and the 11th, so/);
    expect(full('hebrew')).toMatch(/Your inner wish \(the Achiever\) and your outward manner \(the Builder\)/);
  });

  it('a Life Path debt named in its own section is not announced again in the karmic one', () => {
    // Was: "Your Life Path passes through 14 before it settles on 5 …" and later "Your Life Path passes through 14."
    const md = full('teen');
    expect(md.match(/Your Life Path passes through 14/g)).toHaveLength(1);
    expect(md).toMatch(/Your Life Path's 14 was met above\. The karmic debt 14 is read as/);
    expect(md).toMatch(/Your Personality passes through 13\./);
  });
});
