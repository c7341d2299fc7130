/**
 * What each number says to a reader under 18 on the reading's date (the terms admit readers from 13):
 * school, friendships and growing up, in place of the adult texts on work, money and love (issue 23,
 * ADR 0613). Our own words; each sentence is new, so a young reader's report repeats nothing.
 */
import { meaningOf, type NumberMeaning } from './numbers';

export interface YouthText {
  /** Replaces the work and money texts: how the number learns and what it enjoys doing. */
  readonly school: string;
  /** Replaces the love text: the number as a friend. */
  readonly friends: string;
}

const YOUTH: Readonly<Record<number, YouthText>> = {
  1: {
    school:
      'At school you learn fastest when you can try things your own way, and you are often the first to volunteer an idea or start a project.',
    friends:
      'As a friend you are loyal and brave, the one who stands up for others; your friendships grow when you let friends choose the plan now and then.',
  },
  2: {
    school:
      'At school you do your best work in pairs and small groups, and teachers notice how carefully you listen and how much detail you catch.',
    friends:
      'As a friend you are gentle and attentive, and people trust you with things they keep from everyone else; you are happiest with a few close friends who say what they feel.',
  },
  3: {
    school:
      'At school you come alive in writing, drama, music, art and anything that lets you tell a story, and your enthusiasm carries a class along.',
    friends:
      'As a friend you are funny and warm, the one who makes an ordinary afternoon feel like an event, and your close friends also get to see your quieter side.',
  },
  4: {
    school:
      'At school you like to know what is expected and to do it properly: projects, building, maths and anything with clear steps suit your careful mind.',
    friends:
      'As a friend you are steady and reliable, the one who turns up when you said you would, and your friendships tend to last for years.',
  },
  5: {
    school:
      'At school you learn by doing, asking and moving: languages, trips, sport and subjects that change from week to week hold your attention best.',
    friends:
      'As a friend you bring fun and new plans, and you get on with almost anyone; the friends who last are the ones who give you room to roam.',
  },
  6: {
    school:
      'At school you are often the one who helps others understand, and you shine in group work, the arts, caring roles and anything that makes a place nicer.',
    friends:
      'As a friend you are kind and protective, the one others come to when something is wrong; you grow when you let friends look after you too.',
  },
  7: {
    school:
      'At school you like to go deep rather than wide: science, reading, puzzles and questions without easy answers feed a mind that enjoys thinking alone.',
    friends:
      'As a friend you are thoughtful and loyal, happier with one or two real friends than with a crowd, and you need some time to yourself to recharge.',
  },
  8: {
    school:
      'At school you like a goal to aim at, and you are good at organising a team, running a club or planning how a project gets done.',
    friends:
      'As a friend you are strong and protective, often the one who decides what the group does; your warmth shows most when you let others lead too.',
  },
  9: {
    school:
      'At school you care about fairness and the wider world, and history, the arts, languages and anything that helps people draw you in.',
    friends:
      'As a friend you are generous and open-minded, welcoming people others leave out, and you forgive quickly.',
  },
  11: {
    school:
      'At school you often sense the answer before you can explain it, and art, music, writing and discussions about big ideas inspire you most.',
    friends:
      'As a friend you are sensitive and deeply understanding, and friends feel seen by you; calm, steady friends help you feel at ease.',
  },
  22: {
    school:
      'At school you think big and still like things to work: building, designing, planning and large group projects suit the way your mind works.',
    friends:
      'As a friend you are dependable and quietly impressive, the one people trust with an important plan, and you enjoy friends who share your ideas.',
  },
  33: {
    school:
      'At school you are a natural helper and explainer, and you shine wherever caring for others and teaching them meet.',
    friends:
      'As a friend you are warm and wise beyond your years, and friends come to you for comfort; you deserve friends who look after you as well.',
  },
};

function youthOf(n: number): YouthText {
  const y = YOUTH[n];
  if (!y) throw new RangeError(`no youth text written for ${n}`);
  return y;
}

/**
 * Pinnacle words for a reader under 18 (issue 23): their later pinnacles are adult years still ahead, so
 * they are told what those seasons ask without partnership, marriage or material progress (ADR 0613). Only
 * the numbers whose adult text speaks of those have their own; the others read the same at every age.
 */
const YOUTH_PINNACLE: Readonly<Partial<Record<number, string>>> = {
  2: 'a season of cooperation and patience, in which close friendships and working well with others bring your greatest rewards',
  6: 'a season of care, home and responsibility, in which the people close to you, your community and service to others come to the fore',
  8: 'a season of achievement and leadership, in which effort brings recognition and your responsibilities grow',
};

function youthPinnacle(n: number, adult: string): string {
  return YOUTH_PINNACLE[n] ?? adult;
}

/** The four pinnacle stages told to a reader under 18: growing up, then the grown-up years ahead in their own words. */
export const YOUTH_PINNACLE_STAGE: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: 'the years of school and growing up',
  2: 'the years when you find your place in the world',
  3: 'the middle years, when what you built is tested',
  4: 'the later years, which keep this number for life',
};

/** Keywords whose adult sense is a couple or wealth, in the word a reader under 18 is told instead. */
const YOUTH_KEYWORD: Readonly<Record<string, string>> = { partnership: 'cooperation', power: 'drive' };

function youthKeyword(word: string): string {
  return YOUTH_KEYWORD[word] ?? word;
}

/** Fields of a number's meaning that speak of partnership, in the words a reader under 18 is told instead. */
const YOUTH_FIELDS: Readonly<Partial<Record<number, Partial<NumberMeaning>>>> = {
  2: {
    maturity:
      'In the second half of life your Maturity number Two brings you towards cooperation and inner peace. Friendships become deeper and simpler, and you learn that your gentleness was a strength all along.',
    personalYear:
      'A Personal Year Two is a year of patience and cooperation. Seeds planted last year are growing under the surface; this is the time to listen, to work alongside others and to let things ripen rather than force them.',
  },
  // The adult Four's wish is 'a stable home, work you can rely on': a job, to a reader at school.
  4: {
    soulUrge:
      'Deep down you long for security and order: a home that feels steady, friends you can rely on, and the peace of knowing that things are where they belong. Your heart rests when life is in good shape.',
  },
  // The adult Six-year speaks of love, relationships and commitments; the Eight-year of harvest and power.
  6: {
    personalYear:
      'A Personal Year Six is a year of home, family and responsibility. The people close to you ask for your attention, and helping at home or looking after a friend comes more naturally than usual. It is a fine year to make your room or your home more beautiful and your friendships more honest.',
  },
  // The adult Eight in the family is "the provider and protector": a reader under 18 provides for no one.
  8: {
    family:
      'In your family you are the one who takes charge when something needs doing. Your company matters more to them than anything you achieve.',
    personalYear:
      'A Personal Year Eight is a year of effort and results. Work you have put in over the past years, at school, in a sport or in a skill of your own, can start to show, and a capable, practical manner comes more easily than usual.',
  },
};

const YOUTH_MEANING = new Map<number, NumberMeaning>();

/**
 * A number's meaning as a reader under 18 is told it (issue 23, ADR 0613): its keywords in young words
 * ("cooperation", not "partnership"), school and friends where adults read work, money and love, and the
 * few texts that speak of partnership rewritten. Writers look meanings up through their context, so every
 * sentence built from a keyword or a field follows the reader's age without a test of its own.
 */
export function youthMeaningOf(n: number): NumberMeaning {
  let y = YOUTH_MEANING.get(n);
  if (!y) {
    const m = meaningOf(n);
    const t = youthOf(n);
    const [a, b, c] = m.keywords;
    y = {
      ...m,
      keywords: [youthKeyword(a), youthKeyword(b), youthKeyword(c)],
      love: t.friends,
      work: t.school,
      money: t.school,
      pinnacle: youthPinnacle(n, m.pinnacle),
      ...YOUTH_FIELDS[n],
    };
    YOUTH_MEANING.set(n, y);
  }
  return y;
}

/** Two in Chokmah, said to a reader under 18: the number of cooperation (the adult text says partnership). */
const YOUTH_IN_SEPHIRAH: Readonly<Partial<Record<number, string>>> = {
  2: 'Two is the number of cooperation and Chokmah the flash of insight, which seems a mismatch until you remember that Chokmah is only half of a pair: wisdom needs Binah to give it form. A Two in Chokmah is insight that arrives in conversation, a wisdom you find with someone rather than alone.',
};

export function youthInSephirah(n: number, adult: string): string {
  return YOUTH_IN_SEPHIRAH[n] ?? adult;
}

/** The hidden passion of a Two, said to a reader under 18. */
const YOUTH_PASSION: Readonly<Partial<Record<number, string>>> = {
  2: 'a hidden passion for harmony and cooperation',
};

export function youthPassion(n: number, adult: string): string {
  return YOUTH_PASSION[n] ?? adult;
}

/**
 * Tarot cards whose adult sense is a couple (issue 23): the Lovers' "union, attraction" said to a reader under
 * 18 as the choice of values and friends. The other cards read the same at every age.
 */
const YOUTH_CARD: Readonly<Partial<Record<number, string>>> = {
  7: 'Its card, the Lovers, is a choice made with the heart: being true to what you value, and to the friends you choose to stand beside.',
};

/** The sentence on a letter's tarot card as a reader under 18 is told it (by the letter's place, 1-22). */
export function youthCard(letter: number, adult: string): string {
  return YOUTH_CARD[letter] ?? adult;
}
