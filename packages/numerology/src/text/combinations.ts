/**
 * How two of a person's numbers read together, for the comprehensive report: pairs of core numbers,
 * a karmic lesson beside the number that seems to contradict it, and each number inside the sephirah
 * our mapping gives it. Our own wording; the numbers' meanings come from text/numbers.ts.
 */
import { article, capitalise } from '../write/markdown';
import { familyOf, meaningOf, numberWord, type NumberFamily, type NumberMeaning } from './numbers';

/** The single digit a number lives in (masters: 11 → 2, 22 → 4, 33 → 6). */
export function rootDigit(n: number): number {
  return n === 11 ? 2 : n === 22 ? 4 : n === 33 ? 6 : n;
}

/** How a writer looks a number's meaning up: `meaningOf`, or the young words for a reader under 18 (ADR 0613). */
export type Meanings = (n: number) => NumberMeaning;

/** A family's name; the matter family's second word is the Two's keyword, so a reader under 18 hears "cooperation". */
function familyName(f: NumberFamily, meaning: Meanings): string {
  return f === 'mind'
    ? 'the independent mind'
    : f === 'matter'
      ? `building and ${meaning(2).keywords[0]}`
      : 'feeling and care';
}

type Relation = 'same' | 'family' | 'mind-matter' | 'mind-heart' | 'matter-heart';

function relation(a: number, b: number): Relation {
  if (a === b) return 'same';
  const fa = familyOf(a);
  const fb = familyOf(b);
  if (fa === fb) return 'family';
  const key = [fa, fb].sort().join('-');
  return key === 'matter-mind' ? 'mind-matter' : key === 'heart-mind' ? 'mind-heart' : 'matter-heart';
}

/** What a number's meaning gives it to do in a pair (tags the pair test checks against its keywords). */
export type PairTag = 'move' | 'last' | 'lead' | 'bond' | 'create' | 'care' | 'think' | 'see' | 'build';

/**
 * Each number's part when two numbers meet, decided from its meaning, never from its position (issue 23:
 * "the first a reason to move and the second something that lasts" was said of an Eight and a Five):
 * what it supplies to the other, what its face leads people to expect, and what its inner wish needs.
 */
export const PAIR_ROLE: Readonly<
  Record<number, { gives: string; face: string; need: string; tags: readonly PairTag[] }>
> = {
  1: {
    gives: 'a first step',
    face: 'quick decisions and a lead',
    need: 'room to act alone',
    tags: ['move', 'lead'],
  },
  2: { gives: 'a listening ear', face: 'gentle agreement', need: 'closeness and calm', tags: ['bond'] },
  3: {
    gives: 'a voice and some play',
    face: 'jokes and easy company',
    need: 'room to play and to speak freely',
    tags: ['create'],
  },
  4: {
    gives: 'something that lasts',
    face: 'reliability and routine',
    need: 'a secure base and a settled plan',
    tags: ['last', 'build'],
  },
  5: { gives: 'a reason to move', face: 'fun and spontaneity', need: 'room to move and new ground', tags: ['move'] },
  6: {
    gives: 'care that holds people together',
    face: 'care on demand',
    need: 'people to look after and a home',
    tags: ['care', 'bond'],
  },
  7: {
    gives: 'a question worth thinking through',
    face: 'cool distance',
    need: 'time alone to think',
    tags: ['think'],
  },
  8: {
    gives: 'the drive to get results',
    face: 'authority and results',
    need: 'respect and a real say in things',
    tags: ['lead', 'build'],
  },
  9: {
    gives: 'a wider view',
    face: 'generosity to everyone',
    need: 'a cause larger than any one life',
    tags: ['care', 'see'],
  },
  11: { gives: 'a flash of insight', face: 'inspired answers', need: 'meaning and quiet', tags: ['see', 'think'] },
  22: {
    gives: 'a plan large enough to matter',
    face: 'large plans carried out',
    need: 'something lasting to build',
    tags: ['build', 'see'],
  },
  33: {
    gives: 'compassion that teaches',
    face: 'endless patience and care',
    need: 'people to serve and teach',
    tags: ['care'],
  },
};

const role = (n: number) => PAIR_ROLE[n] ?? PAIR_ROLE[rootDigit(n)] ?? { gives: '', face: '', need: '', tags: [] };

/**
 * What two numbers of different families make of each other when they meet, said once per relation. The relation
 * only chooses the frame; every word said of a side is that number's own (issue 23: "one side thinks in ideas and
 * freedom, the other in structures and results" was said of an Eleven with a Five, and no side is structure).
 * `a` is the road (Life Path), `b` the tools (Expression); the sentence before has said their first two keywords.
 */
const BRIDGE: Readonly<Record<Exclude<Relation, 'same' | 'family'>, (a: NumberMeaning, b: NumberMeaning) => string>> = {
  'mind-matter': (a, b) =>
    `The road leans on ${a.keywords[2]}, the tools on ${b.keywords[2]}, so the two can look like opposites. In practice each supplies what the other lacks: the road brings ${role(a.n).gives}, the tools ${role(b.n).gives}.`,
  'mind-heart': (a, b) =>
    `${capitalise(a.keywords[2])} and ${b.keywords[2]} will sometimes argue over which comes first; the argument is useful, for the road offers ${role(a.n).gives} where the tools offer ${role(b.n).gives}, and a life has room for both.`,
  'matter-heart': (a, b) =>
    `So ${a.keywords[2]} and ${b.keywords[2]} may compete for the same hours; joined, they let you offer ${role(a.n).gives} as well as ${role(b.n).gives}.`,
};

/**
 * The same meetings seen between the inner wish (`a`, the Soul Urge) and the outer manner (`b`, the Personality),
 * worded apart from BRIDGE; what people expect is the face's own, what the wish needs the wish's own.
 */
const BRIDGE_INNER: Readonly<
  Record<Exclude<Relation, 'same' | 'family'>, (a: NumberMeaning, b: NumberMeaning) => string>
> = {
  'mind-matter': (a, b) =>
    familyOf(a.n) === 'mind'
      ? `At heart you are after ${a.keywords[2]}; outside you look made for ${role(b.n).face}, and people may ask that of you when what you need is ${role(a.n).need}.`
      : `At heart you are after ${a.keywords[0]} and ${a.keywords[1]}; outside you look made for ${role(b.n).face}, and people may not guess how much you need ${role(a.n).need}.`,
  'mind-heart': (a, b) =>
    `At heart you are after ${a.keywords[0]} and ${a.keywords[1]}, and the face does not say it: people may expect ${role(b.n).face} from a person who most needs ${role(a.n).need}.`,
  'matter-heart': (a) =>
    `At heart you are after ${a.keywords[0]} and ${a.keywords[1]}, and the face shows something else; the two can trade places usefully, the manner opening doors that the wish then keeps open.`,
};

/**
 * Life Path (the road) with Expression (the equipment): whether the talents suit the road, and what
 * to do where they do not.
 */
export function roadAndTools(lp: number, ex: number, first: string, meaning: Meanings = meaningOf): string {
  const a = meaning(lp);
  const b = meaning(ex);
  const rel = relation(lp, ex);
  if (rel === 'same')
    return `Your road and your equipment are the same number, ${first}: ${article(numberWord(lp))} ${numberWord(lp)} path walked with ${numberWord(ex)} talents. Whatever the road asks of you, ${a.calling}, you already have the tools for it, so progress comes quickly. The risk is that you never learn the skills of other numbers, and a road this familiar can become a rut if nothing new is added to it.`;
  if (rel === 'family')
    return `${a.title} on the road and ${b.title.replace(/^The /, 'the ')} in the toolkit belong to the same family, ${familyName(familyOf(lp), meaning)}, and they help each other. What the road asks of you, ${a.calling}, your Expression answers with ${b.quality}. What you do best tends to suit the life you are meant to have, and you seldom have to go against your own grain to do it well.`;
  return `Here the road of ${a.title.replace(/^The /, 'the ')} and the tools of ${b.title.replace(/^The /, 'the ')} pull in different directions, ${first}. The Life Path wants ${a.keywords[0]} and ${a.keywords[1]}; the Expression is equipped for ${b.keywords[0]} and ${b.keywords[1]}. ${BRIDGE[rel](a, b)} In daily life that means using ${b.quality} as the means and keeping ${a.quality.replace(/^(a|an|the) /, 'the ')} as the aim.`;
}

/** Soul Urge (what you want) with Personality (what people see). */
export function heartAndFace(su: number, pe: number, first: string, meaning: Meanings = meaningOf): string {
  const a = meaning(su);
  const b = meaning(pe);
  const rel = relation(su, pe);
  if (rel === 'same')
    return `What you want inside and what people see are one number, ${numberWord(su)}, so what you show is what you are, ${first}: ${b.manner}, which others notice first, is the outward side of the ${a.keywords[0]} you are after. There is no mask to keep up, which is restful for you and for them; the one care is not to let this single number speak for the whole of you, when the rest of your chart has its say too.`;
  if (rel === 'family')
    return `Your inner wish (${a.title.replace(/^The /, 'the ')}) and your outward manner (${b.title.replace(/^The /, 'the ')}) are cousins, both numbers of ${familyName(familyOf(su), meaning)}. People who meet ${b.manner} in you are not misled: one step further in, they find ${a.quality}, a deeper version of the same thing.`;
  // "a note of" takes any number's keyword (issue 23: "people who came for drive find love"); the deeper note is a
  // keyword of the wish that the sentence before has not said.
  const deeper = rel === 'mind-matter' && familyOf(su) === 'mind' ? a.keywords[0] : a.keywords[2];
  return `There is a gap between the door and the house, ${first}. People meet ${b.manner}, the ${b.title.replace(/^The /, '')}; inside lives the ${a.title.replace(/^The /, '')}, ${a.quality}. ${BRIDGE_INNER[rel](a, b)} The gap is why first impressions of you are often revised: people hear a note of ${b.keywords[0]} first and a deeper one of ${deeper} later, and those who stay are the ones who were curious enough to look further.`;
}

/** Life Path with the Personal Year: how this year's weather suits the road. */
export function roadAndYear(lp: number, py: number, year: string, meaning: Meanings = meaningOf): string {
  const a = meaning(lp);
  const b = meaning(py);
  const rel = relation(lp, py);
  if (rel === 'same')
    return `${year} repeats your Life Path number, which happens once in nine years: the year's theme and your life's theme coincide, and what you do now is unusually true to you.`;
  if (rel === 'family')
    return `The year's ${b.keywords[0]} sits easily with ${article(numberWord(lp))} ${numberWord(lp)} road, so ${year} feels like a tailwind rather than a detour: lean into it.`;
  return `For ${article(numberWord(lp))} ${numberWord(lp)} road, a year of ${b.keywords[0]} and ${b.keywords[1]} can feel like a detour; it is better read as a lesson in what your Life Path alone would not teach you, so give ${year} its own way before returning to ${a.keywords[0]}.`;
}

/** Why a missing digit and a core number of the same digit are not a contradiction, per core number. */
const LESSON_ROLE: Readonly<Record<string, string>> = {
  lifePath:
    'the Life Path comes from your birth date, the lesson from your name, and the road keeps bringing you this quality precisely because your name does not supply it',
  expression:
    'the Expression adds up your whole name, so the quality comes from the sum though no single letter carries it; you can do it, but with effort',
  soulUrge:
    'the Soul Urge says what you long for, the lesson says what you have not yet practised, and people often long most for what they have not yet learned',
  personality:
    'the Personality is the manner people see, the lesson a capacity not yet built inside, so you may look it while it costs you more than anyone guesses',
  birthday:
    'the Birthday lends the quality as a gift of the day you were born, while the lesson asks you to make it your own instead of relying on the gift',
  maturity:
    'the Maturity number says where the second half of life is heading, so the missing quality is not a lack but a harvest still to come',
};

/** The Maturity's role for a reader already in the second half of life (45 on, as the Maturity section says). */
const MATURITY_ROLE_REACHED =
  'the Maturity number says what the second half of life brings, and you are in it now, so the missing quality is not a lack but a harvest you gather as you go';

/** The reconciliation per digit: what making the quality one's own looks like. */
const LESSON_RESOLUTION: Readonly<Record<number, string>> = {
  1: 'Confidence that others see but you do not yet feel grows one decision at a time: act on your own judgement in small things, and the self-reliance catches up with the impression.',
  2: 'The patience is real, but for now it is borrowed from the moment; the lesson is to make it yours, so that waiting and listening stop costing you more than they show.',
  3: 'The expressiveness is there, but it tends to come out in bursts or behind a joke; the lesson is to let feeling be seen on purpose, in a steady form such as writing, music or a regular conversation.',
  4: 'The order comes more from effort than from habit, so it can collapse under pressure; the lesson is to build routines that hold you up on the days when discipline runs out.',
  5: 'The love of change is real, but change can still frighten you when you do not choose it; the lesson is to trust the change that arrives unasked as much as the adventure you plan.',
  6: 'The care is genuine, but it can slide into duty or into control; the lesson is responsibility that includes receiving, letting others look after you as you look after them.',
  7: 'The depth is there, but trust in what cannot be proved comes slowly; the lesson is stillness practised, not only thought about, so that your inner life feeds you rather than worries you.',
  8: 'The strength people see can hide an uneasy relationship with power and authority; the lesson is to hold power plainly and fairly, without apology and without grabbing.',
  9: 'The compassion is wide, but letting go is harder than giving; the lesson is to finish things cleanly and forgive what is over, so that your generosity has room to breathe.',
};

/**
 * A karmic lesson read beside the core numbers that share its digit. `index` counts the lessons read
 * this way in one reading: each gets its own frame (up to four), so such lessons never repeat one another. `age` on
 * the reading's date: from 45 the Maturity's harvest is being gathered, not still to come (issue 23).
 */
export function lessonBeside(
  digit: number,
  lessonQuality: string,
  numbers: ReadonlyArray<{ key: string; label: string; value: number }>,
  first: string,
  index = 0,
  age = 0,
): string {
  // "your Soul Urge 6"; "your Life Path and Soul Urge, both 6"; "your Life Path and Birthday (11 and 2)".
  const labels = numbers.map((n) => n.label);
  const values = numbers.map((n) => n.value);
  const joined = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  const list =
    numbers.length === 1
      ? `${joined} ${values[0]}`
      : values.every((v) => v === values[0])
        ? `${joined}, ${numbers.length === 2 ? 'both' : 'all'} ${values[0]},`
        : `${joined} (${values.slice(0, -1).join(', ')} and ${values[values.length - 1]})`;
  const key = numbers[0]?.key ?? '';
  const role = key === 'maturity' && age >= 45 ? MATURITY_ROLE_REACHED : (LESSON_ROLE[key] ?? '');
  const resolution = LESSON_RESOLUTION[digit] ?? '';
  // A master number carries its root's digit only once added up: said, or "both 11 carry that very number" (2) reads wrong.
  const master = values.find((v) => v > 9);
  const carry = numbers.length > 1 ? 'carry' : 'carries';
  const via = master ? `, as ${master} adds up to ${digit} (${master % 10} + ${master % 10})` : '';
  switch (Math.min(index, 3)) {
    case 0:
      return `No letter of your name is worth ${digit}, so the lesson of ${lessonQuality} is yours to learn, and yet your ${list} ${carry} that very number${via}. That looks like a contradiction, ${first}, and it is not one: ${role}. ${resolution}`;
    case 1:
      return `The missing ${numberWord(digit)} raises the same question, since your ${list} ${carry} it too${via}. The lesson here is ${lessonQuality}. The answer is much the same: ${role}. ${resolution}`;
    case 2:
      return `${numberWord(digit)} is missing from your letters as well, while your ${list} ${carry} it${via}. Read the two side by side: ${role}. So the lesson of ${lessonQuality} stands. ${resolution}`;
    default:
      return `And ${numberWord(digit).toLowerCase()}: your name has no letter for it, your ${list} ${carry} it${via}, and the lesson is ${lessonQuality}. Again ${role}. ${resolution}`;
  }
}

/**
 * Each number inside the sephirah our mapping gives it (1-9 → the sephirah of that number, 11 → Da'at,
 * 22 → Malkuth, 33 → Tiphareth). Where the two traditions seem to disagree, the sentence reconciles them.
 */
export const NUMBER_IN_SEPHIRAH: Readonly<Record<number, string>> = {
  1: "One and Kether agree more than any other pair: the number of beginnings in the sephirah of first will. Kether's lesson for a One is that the strongest will is quiet; the push that comes from a clear intention needs no force.",
  2: 'Two is the number of partnership and Chokmah the flash of insight, which seems a mismatch until you remember that Chokmah is only half of a pair: wisdom needs Binah to give it form. A Two in Chokmah is insight that arrives in conversation, a wisdom you find with someone rather than alone.',
  3: "Three is the number of bright expression and Binah the sephirah of slow understanding, so a Three here learns that the joy of saying something is greater when it has been shaped first; Binah gives the Three's sparkle a form that lasts.",
  4: 'Four builds order, and Chesed is the sephirah of overflowing generosity, which looks like the opposite of careful structure. Read together they say that your structures exist to give: the well-run home, the reliable plan, the routine that leaves room for kindness.',
  5: "Five loves freedom and Geburah is the sephirah of limits, so the pairing looks strange at first. It is the key to a Five: freedom without edges scatters, and Geburah's strength to say no is what lets a Five change course without losing itself.",
  6: 'Six, the number of care and harmony, could hardly have a more natural home. Here the two traditions say the same thing: love that is beautiful because it is balanced, caring without controlling.',
  7: "Seven is the solitary seeker and Netzach the sephirah of desire, feeling and endurance. The pairing corrects the Seven's habit of living in the head: in Netzach the search for truth is driven by longing, and it lasts because it is felt.",
  8: 'Eight is the number of power and results, and Hod the sephirah of thought, language and acknowledgement, the grace of yielding. For an Eight, Hod is the reminder that authority is kept by giving credit, and that the clearest plan wins more than the loudest push.',
  9: "Nine completes and lets go, and Yesod is the channel through which the whole Tree reaches the world. The two agree: a Nine's task is to collect what a life has learned and hand it down, a channel rather than a store.",
  11: "Eleven is placed in Da'at, the hidden sephirah, by this reading's own choice: Da'at is where insight crosses from the unseen into knowing, which is how numerologists describe the Eleven's intuition.",
  22: "Twenty-two is placed in Malkuth, the Kingdom, by this reading's own choice: the Master Builder's work is to bring a large vision all the way down into the world, and Malkuth is where the Tree becomes real.",
  33: "Thirty-three is placed in Tiphareth by this reading's own choice: three and three make six, and the Master Teacher's compassion belongs in the sephirah the tradition also names Rachamim, mercy.",
};

/** The four pinnacles as stages of a life, in the reading's words. */
export const PINNACLE_STAGE: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: 'the years of growing up and first choices of your own',
  2: 'the years of establishing yourself and adult commitments',
  3: 'the middle years, when what you built is tested',
  4: 'the later years, which keep this number for life',
};

/**
 * A pinnacle number that has already appeared in an earlier pinnacle: what changes the second time.
 * `meaning` gives the keywords said to this reader (a reader under 18 hears "cooperation", not "partnership").
 */
export function pinnacleReturn(n: number, earlier: number, index: number, meaning: Meanings = meaningOf): string {
  const m = meaning(n);
  const then = ['', 'first', 'second', 'third'][earlier] ?? '';
  if (index === 4)
    return `${numberWord(n)}, the number of your ${then} pinnacle, returns to stay: ${m.keywords[2]} becomes less something you do than something you are, and others learn it from watching you.`;
  if (index === 3)
    return `The ${numberWord(n)} of your ${then} pinnacle returns, and a theme met twice is met differently: this time its ${m.keywords[1]} can be lived with experience instead of discovered by trial.`;
  return `It repeats the ${numberWord(n)} of your first pinnacle, so the ${m.keywords[0]} you began with in youth gets a second, steadier chance.`;
}
