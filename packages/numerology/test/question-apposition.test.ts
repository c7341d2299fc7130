/**
 * A person named and then described in apposition is one person (issue 23): "should I marry Tunde, my fiancé, next
 * spring?" was read back as "a should-I question about marriage with Tunde, for spring 2027, with your fiancé in it".
 * Property over names, relations and the ways of setting a relation beside a name; two people joined by "and" stay two.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../src/reading';
import { withAppositions } from '../src/write/apposition';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261128 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

const ME = { name: 'Amara Okafor', dateOfBirth: '1992-03-03', bornInMorning: true };
const ON = '2026-11-28';
const opening = (q: string): string => answerQuestion(ME, q, ON).markdown.split('\n\n')[2] ?? '';

describe('a relation said beside a name is that person', () => {
  it('the issue’s question names Tunde once', () => {
    const text = opening('should I marry Tunde, my fiancé, next spring?');
    expect(text).toContain('Tunde');
    expect(text).not.toMatch(/your fianc/);
    expect(answerQuestion(ME, 'should I marry Tunde, my fiancé, next spring?', ON).question?.people).toEqual([
      { name: 'Tunde', relation: 'fiancé' },
    ]);
  });

  it('property: a name, then "my" and a relation after a comma, a bracket or a dash, is read as one person', () => {
    const name = fc.constantFrom('Tunde', 'Kofi', 'Ana', 'Mary-Kate', 'José', 'Priya');
    const love = fc.constantFrom('fiancé', 'fiance', 'boyfriend', 'girlfriend', 'partner', 'husband', 'wife');
    const work = fc.constantFrom('boss', 'manager', 'colleague', 'sister', 'brother', 'friend');
    const beside = fc.constantFrom(
      (n: string, r: string) => `${n}, my ${r},`,
      (n: string, r: string) => `${n} (my ${r})`,
      (n: string, r: string) => `${n} - my ${r} -`,
    );
    fc.assert(
      fc.property(name, love, work, beside, (n, l, w, b) => {
        for (const q of [`should I marry ${b(n, l)} next spring?`, `should I tell ${b(n, w)} that I'm leaving?`]) {
          const text = opening(q);
          expect(text, q).not.toMatch(
            /\byour (?:fianc|boyfriend|girlfriend|partner|husband|wife|boss|manager|colleague|sister|brother|friend)/,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('two people joined by "and", or a relation with no name beside it, stay as they were', () => {
    const people = [{ name: 'Tunde' }, { relation: 'fiancé' }];
    expect(withAppositions('is it a good time for Tunde and my fiancé to meet?', people)).toEqual(people);
    expect(withAppositions('should I tell my fiancé about Tunde?', people)).toEqual(people);
    expect(withAppositions('Tunde, my fiancé, wants June', people)).toEqual([{ name: 'Tunde', relation: 'fiancé' }]);
    expect(opening('is it a good time for Tunde and my fiancé to meet?')).toMatch(/Tunde and your fiancé/);
  });

  it('a role the named person is asked to take is that person, and a sound is nobody (dev-28)', () => {
    const people = (q: string) => answerQuestion(ME, q, ON).question?.people ?? [];
    expect(people('thinkin of asking Oluwaseun to be my business partner, should i do it by end of d month')).toEqual([
      { name: 'Oluwaseun' },
    ]);
    expect(people('will Sara be my girlfriend before christmas')).toEqual([{ name: 'Sara' }]);
    expect(people('ughhh will my landlord fix the boiler this week')).toEqual([{ relation: 'landlord' }]);
    expect(people('Hmmm will Yoo Jae-suk call me back')).toEqual([{ name: 'Yoo Jae-suk' }]);
    // Singlish: a bare relation before an unmarked verb ("Boss keep saying next time lor") is the reader's boss.
    expect(people('This year I can get promotion or not ah? Boss keep saying next time lor')).toEqual([
      { relation: 'boss' },
    ]);
    // "sis" and "bro" beside the reader are their siblings; alone they address us (dev-30).
    expect(people('me and sis make up?')).toEqual([{ relation: 'sister' }]);
    expect(people('sis, will he text me back')).toEqual([]);
    // Where a relation is from is a place; a message from someone keeps the person.
    expect(people('my cousin from Sydney is visiting in march, will we get on')).toEqual([{ relation: 'cousin' }]);
    expect(people('got a text from Sydney, should i reply')).toEqual([{ name: 'Sydney' }]);
    // A word of slang opening the question is nobody, whatever bare verb follows ("lowkey want", "pakka tell me").
    for (const q of [
      'lowkey want to quit my job and go backpacking in south america, is this the year',
      'jus want 2 kno if ima be happy dis year',
      'pakka tell me, new job will come or not in next month itself',
      'so kiasu, want to know should apply for masters now or later',
    ])
      expect(people(q), q).toEqual([]);
    // Where a transfer or a posting goes is a place; whose team it is, a person.
    expect(people('abeg will my oga approve my transfer to Kumasi before the end of the year')).toEqual([
      { relation: 'boss' },
    ]);
    expect(people("should i ask for a transfer to Jordan's team")).toEqual([{ name: 'Jordan' }]);
    // A thing of mine beside "and i" is no one.
    expect(people('ok so my flatmate Jess keeps eating my food and i wanna say something this week')).toEqual([
      { name: 'Jess', relation: 'flatmate' },
    ]);
    // Two people stay two.
    expect(people('will Sara and my sister get along at the wedding')).toEqual([
      { name: 'Sara' },
      { relation: 'sister' },
    ]);
  });

  it("making peace before a sister's wedding is about making peace, not the wedding", () => {
    expect(opening('my sister Lan is getting married in june, will we make peace before the wedding')).toMatch(
      /about making peace with Lan, for 28 November 2026 to 31 May 2027/,
    );
  });

  it('a date met on an app is the other person the answer depends on (dev-28)', () => {
    const text = answerQuestion(
      ME,
      "Tonight I'm meeting someone from the app for the first time. Will we click?",
      ON,
    ).markdown;
    expect(text).toMatch(/compatibility|date of birth/);
  });
});
