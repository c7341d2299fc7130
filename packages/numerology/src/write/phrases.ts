/** Sentences that weave two numbers together, so a reading is about this person, not a list. */
import type { Chart } from '../chart';
import type { Meanings } from '../text/combinations';
import { familyOf, meaningOf, numberWord, type NumberFamily, type NumberMeaning } from '../text/numbers';
import { article, capitalise, pick } from './markdown';

/** A family in words; the practical world's is built on the Two's keyword ("cooperation" under 18, ADR 0613). */
function familyText(f: NumberFamily, meaning: Meanings): string {
  if (f === 'mind') return 'the numbers of the independent mind (1, 5 and 7)';
  if (f === 'heart') return 'the numbers of feeling, creativity and care (3, 6 and 9)';
  return `the numbers of the practical world, of building and ${meaning(2).keywords[0]} (2, 4 and 8)`;
}

/**
 * The word each number of a pair is named by: its first keyword that the sentence before (`said`) has not used,
 * and for the second one the first has not taken (issue 23: "The compassion of the one and the compassion of the
 * other" for 9 and 33; "of building and partnership (2, 4 and 8). The partnership of the one" for 2 and 4).
 */
function pairWords(ma: NumberMeaning, mb: NumberMeaning, said = ''): [string, string] {
  const fresh = (m: NumberMeaning, taken: string) =>
    m.keywords.find((k) => k !== taken && !said.includes(k)) ?? m.keywords.find((k) => k !== taken) ?? m.keywords[0];
  const a = fresh(ma, '');
  return [a, fresh(mb, a)];
}

/**
 * How two numbers of one chart meet (the free report's Life Path and Soul Urge). It says nothing the
 * report has just said of each number (their callings), only how the two meet. Same number: a doubled theme. Same family: allies.
 * Different families: a creative tension, said kindly, with a way to hold both. `meaning` gives the words
 * this reader is told (under 18, ADR 0613).
 */
export function interplay(
  first: string,
  aLabel: string,
  a: number,
  bLabel: string,
  b: number,
  seed: number,
  meaning: Meanings = meaningOf,
): string {
  const ma = meaning(a);
  const mb = meaning(b);
  if (a === b) {
    return pick(
      [
        `${first}, your ${aLabel} and your ${bLabel} are the same number, ${numberWord(a)}, so the theme is doubled and you find ${ma.quality} in both. That gives you an unusual wholeness in this direction; the one thing to watch is too much of a good thing, so let the other numbers of your chart bring their colours too.`,
        `Your ${aLabel} and ${bLabel} both come to ${numberWord(a)}, ${ma.title.replace(/^The /, 'the ')} twice over. What you are asked to do and what you long for rarely part ways, and you are well equipped for both. That single-mindedness is a gift, ${first}, as long as you leave some room for rest and for other people's ways.`,
      ],
      seed,
      a * 31 + b,
    );
  }
  const fa = familyOf(a);
  const fb = familyOf(b);
  if (fa === fb) {
    const family = familyText(fa, meaning);
    const [ka, kb] = pairWords(ma, mb, family);
    return pick(
      [
        `Your ${aLabel} ${a} and your ${bLabel} ${b} belong to the same family, ${family}, so they pull in one direction. ${ma.title} and ${mb.title.replace(/^The /, 'the ')} work as allies in you, ${first}: you have ${ma.quality}, backed by ${mb.quality}, and you rarely have to choose between them.`,
        `There is an easy friendship between your ${aLabel} ${a} and your ${bLabel} ${b}: both are ${family}. The ${ka} of the one and the ${kb} of the other reinforce each other, which gives you, ${first}, a natural confidence whenever the two meet.`,
      ],
      seed,
      a * 31 + b,
    );
  }
  const [ka, kb] = pairWords(ma, mb);
  return pick(
    [
      `Your ${aLabel} ${a} is about ${ka}, while your ${bLabel} ${b} speaks of ${kb}. They come from different families of numbers, so at times they pull apart. That is not a flaw, ${first}; it is a creative tension. When you give each its season, ${ma.quality} and ${mb.quality} make you far richer than either would alone.`,
      `Between your ${aLabel} ${a} and your ${bLabel} ${b} there is a fruitful tension: one leans towards ${ma.keywords[1]}, the other towards ${mb.keywords[1]}. Much of your growth, ${first}, comes from letting them talk to each other rather than choosing one, and people often find this blend of ${ma.quality} and ${mb.quality} the most interesting thing about you.`,
      `${first}, your ${aLabel} ${a} and ${bLabel} ${b} speak different languages: the first is about ${ma.keywords[0]} and ${ma.keywords[1]}, the second about ${mb.keywords[0]} and ${mb.keywords[1]}. Learning to translate between them, honouring ${ma.quality} without silencing ${mb.quality}, is one of the quiet tasks of your life, and one that gives you unusual range.`,
    ],
    seed,
    a * 31 + b,
  );
}

/** A short phrase for a master number's double nature. */
export function masterNote(n: number): string {
  if (n === 11)
    return 'On quieter days it is enough to live its gentler side, the patience and kindness of the Two; on bright days, its vision.';
  if (n === 22)
    return 'On ordinary days, good and solid work in the spirit of the Four is enough; the larger vision grows out of it.';
  if (n === 33)
    return 'On ordinary days, simple kindness close to home, in the spirit of the Six, is enough; the larger work grows out of it.';
  return '';
}

/** What a master number carries as a personal cycle: its root, added down, and how it raises it. */
const MASTER_CYCLE: Readonly<Record<number, { root: number; has: string }>> = {
  11: { root: 2, has: "the Two's patience, with a sharper intuition" },
  22: { root: 4, has: "the Four's steady work, aimed higher" },
  33: { root: 6, has: "the Six's care, with a call to heal and teach" },
};

/** What a master number carries as a personal cycle ("the Two's patience, with a sharper intuition"); else undefined. */
export const masterCycleCarries = (n: number): string | undefined => MASTER_CYCLE[n]?.has;

/**
 * A master number in a Personal Year, Month or Day, explained where it is said (issue 23: "a Personal Month 22,
 * a month for building on a larger scale" reached a 15-year-old with no word on why 22 and not 4). The first in a
 * passage says what a master number is, a second and third only their roots (each in its own words, so no phrase
 * is said twice), the same number again only what it carries.
 * `said` holds the master numbers the passage has explained; `what` ("this month") is told what it carries, unless
 * the text beside it says so already, or `carried` holds the number: the passage has said what it carries, and
 * the same words twice would be a repeated phrase (repetition.test.ts, ADR 0872). '' for any other number.
 */
export function masterCycleNote(
  n: number,
  what: string | undefined,
  said: readonly number[],
  carried: readonly number[] = [],
): string {
  const m = MASTER_CYCLE[n];
  if (!m) return '';
  const word = numberWord(n);
  // What it carries, once told ("so your talent has the Two's patience, …"), is not told again word for word.
  if (said.includes(n) && what && carried.includes(n))
    return `${capitalise(what)} is ${article(word)} ${word} as well.`;
  if (said.includes(n)) return what ? `${capitalise(what)} is ${article(word)} ${word} as well: ${m.has}.` : '';
  const digit = n % 10;
  const sum = `${m.root} (${digit} + ${digit})`;
  const others = new Set(said).size;
  const kept =
    others === 0
      ? `${word} is one of numerology's master numbers (11, 22 and 33), kept whole instead of added down to ${sum}`
      : others === 1
        ? `${word} is a master number too, kept whole instead of added down to ${sum}`
        : `${word} is the third master number here, left whole rather than becoming ${sum}`;
  return what ? `${kept}, so ${what} has ${m.has}.` : `${kept}.`;
}

/**
 * A Soul Urge of the number already read as the Life Path or the Expression says so where it is given (issue 23: a
 * Soul Urge 4 after an Expression 4 was read as if new).
 */
export function soulUrgeSameAs(c: Chart['core']): string {
  const su = c.soulUrge.value;
  if (su === c.lifePath.value && su === c.expression.value)
    return ', the number of your Life Path and your Expression too, so road, talents and wish point one way';
  if (su === c.expression.value)
    return ', the same number as your Expression, so the talents you have are the ones your heart wants to use';
  if (su === c.lifePath.value) return ', the same number as your Life Path, so the wish and the road point one way';
  return '';
}
