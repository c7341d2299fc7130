/**
 * The words a question answer uses for each kind of question (yes/no, should I, when, will it last,
 * what does it hold, open). The answer refers back to the question through these instead of repeating
 * it: a yes/no question is "weighed", a when question has its "timing found".
 */
import type { QuestionKind } from '../questions/topic';
import { capitalise } from './markdown';

type ByKind<T> = Readonly<Record<QuestionKind, T>>;

export const KIND_PHRASE: ByKind<string> = {
  'yes-no': 'a yes-or-no question',
  should: 'a should-I question',
  when: 'a when question',
  last: 'a will-it-last question',
  meaning: 'a what-does-it-hold question',
  open: 'an open question',
};

/** What the topic's number was read for (the "how" of the numbers list). */
export const NUMBER_USE: ByKind<string> = {
  'yes-no': 'weighed for the yes or no',
  should: 'weighed for whether to act',
  when: 'for the kind of moment you move best in',
  last: 'for what you bring and what can wear it down',
  meaning: 'for the gifts the time ahead calls on',
  open: 'for the strength you bring to it',
};

/**
 * What the cycle of the named time (or of the asking day) does in the answer. `area` is the topic's short
 * form ("love"), or undefined for the topics that are not a field (timing, a decision).
 */
export const CYCLE_USE: ByKind<(area?: string) => string> = {
  'yes-no': (a) => `the main weight behind the leaning${a ? ` on ${a}` : ''}`,
  should: (a) => `whether the time suits ${a ? `a step for ${a}` : 'the step'}`,
  when: (a) => `the ground the months${a ? ` for ${a}` : ''} were searched against`,
  last: (a) => `the time that what you share${a ? ` in ${a}` : ''} moves through`,
  meaning: (a) => `what the time itself holds${a ? ` for ${a}` : ''}`,
  open: (a) => `the weather around your question${a ? ` about ${a}` : ''}`,
};

/** What the Life Path is heard on, by kind of question. */
export const VOICE_ON: ByKind<string> = {
  'yes-no': 'before you count on an outcome',
  should: 'before you decide',
  when: 'on pace and timing',
  last: 'on what keeps things going',
  meaning: 'on what the time ahead asks of you',
  open: 'first',
};

/** The Life Path when it belongs to another family than the topic's number: a second voice. */
export const SECOND_VOICE: ByKind<string> = {
  'yes-no': `a second voice worth hearing ${VOICE_ON['yes-no']}`,
  should: `a second voice worth hearing ${VOICE_ON.should}`,
  when: `a second voice ${VOICE_ON.when}`,
  last: `a second voice ${VOICE_ON.last}`,
  meaning: `a second voice ${VOICE_ON.meaning}`,
  open: 'a second voice worth hearing',
};

/** The Life Path when it agrees with the topic's number. */
export const AGREEING: ByKind<string> = {
  'yes-no': 'and a hope that suits your nature is easier to carry',
  should: 'and the step, if you take it, is in character',
  when: 'and the right moment will feel natural rather than forced',
  last: 'and what you give, you give whole',
  meaning: 'and the time ahead meets you as one person, not two',
  open: 'and what you are looking for is close to home',
};

/** The topic's number meeting the time asked about: [one family, two families], by kind of question. */
export const MEETING: ByKind<readonly [string, string]> = {
  'yes-no': [', which makes a good outcome easier to meet', ', so an answer may come in a form you did not expect'],
  should: [', which makes the step feel natural', ', so the step would stretch you'],
  when: [', a sign of good timing', ', so the right moment may feel unfamiliar at first'],
  last: [', which helps what you share to settle', ', so what you share has to bend a little'],
  meaning: [', and the time should feel familiar', ', so expect to learn a new way of working'],
  open: [', and you can trust your own way with it', ', so meet it with curiosity'],
};

/** How the asking day's numbers are introduced (no time frame named). */
export const STAND_LEAD: ByKind<(area?: string) => string> = {
  'yes-no': (a) => `On the day you asked${a ? ` about ${a}` : ''} you were in`,
  should: (a) => `As you weigh ${a ? `a step for ${a}` : 'this step'}, you are in`,
  when: (a) => `Your search for the right time${a ? ` for ${a}` : ''} starts from`,
  last: (a) => `What you share${a ? ` in ${a}` : ''} stands, today, in`,
  meaning: (a) => `What lies ahead${a ? ` in ${a}` : ''} begins in`,
  open: (a) => `You brought ${a ?? 'your question'} to the numbers in`,
};

/** What a named year or month means for the question: [when it favours the topic, when it does not]. */
export const TIME_VERDICT: ByKind<readonly [string, string]> = {
  'yes-no': ['so the timing is on your side', 'so count on effort more than luck'],
  should: ['so the timing suits a step', 'so prepare in it rather than leap'],
  when: ['so the time itself is open to it', 'so let the months below carry more weight than the year'],
  last: ['so it supports what you are building', 'so give what you share patience rather than pressure'],
  meaning: ['so expect it to carry you rather than hold you back', 'so expect it to ask more than it gives at first'],
  open: ['so it works with you rather than against you', 'so meet it with steadiness rather than force'],
};

/** The other person's share in each kind of question (`plural`: "your parents meet", "have a part"). */
export const THEIR_SHARE: ByKind<(who: string, plural: boolean) => string> = {
  'yes-no': (who) => `Half of this answer rests with ${who}.`,
  // No pronoun: "them" of a son reads wrong, and the sex of a named person is not known.
  should: (who, plural) => `How ${who} ${plural ? 'meet' : 'meets'} the step is not for the numbers to say.`,
  when: (who) => `The timing is shared with ${who}, whose cycles this reading cannot see.`,
  last: (who) => `What lasts rests with ${who} as much as with you.`,
  meaning: (who, plural) =>
    `What the time holds for ${plural ? 'all of you' : 'the two of you'} depends on ${who} too.`,
  open: (who, plural) => `${capitalise(who)} ${plural ? 'have' : 'has'} a part in this that your chart cannot show.`,
};

/** What the compatibility reading would add, by kind of question (`area`: the topic's short form). */
export const COMPATIBILITY_SAYS: ByKind<(area?: string) => string> = {
  'yes-no': () => 'how the two of you fit',
  should: () => 'how the step might land between you',
  when: () => 'the timing you share',
  last: () => 'what keeps the two of you together',
  meaning: () => 'what the time ahead holds for you both',
  open: () => 'the two of you',
};
