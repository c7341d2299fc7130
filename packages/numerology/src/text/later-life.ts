/**
 * What each number says to a reader past working age on the reading's date (68 or more; issue 23, ADR 0613,
 * 0660, 0850). Many are no longer at work and many live without a partner, widowed or by choice, so:
 * - the work text speaks of the work of their life, paid or not, and what it built or passes on, never a list
 *   of careers to choose ("you shine in engineering, administration, finance");
 * - the love text speaks of those closest to them, never of a partner they need or are looking for;
 * - the money text does not speak of earning.
 * Everything else reads as it does for any adult. Our own words.
 */
import { meaningOf, type NumberMeaning } from './numbers';

interface LaterLifeText {
  /** Replaces the work text: the work of a life and what it passes on. */
  readonly work: string;
  /** Replaces the love text: the people closest to the reader, whoever they are. */
  readonly love: string;
  /** Replaces the money text where the adult one speaks of earning. */
  readonly money?: string;
}

const LATER: Readonly<Record<number, LaterLifeText>> = {
  1: {
    work: 'In the work of your life, paid or not, you have been the one who starts things and answers for the results. What you began, and the nerve it took to begin, are yours to pass on.',
    love: 'With those closest to you, you give loyalty and protection, and you are loved for your spirit; you grow when you let someone else lead now and then.',
    money:
      'With money you have trusted your own ideas, and you tend to decide fast, on the same courage that starts everything else.',
  },
  2: {
    work: 'In the work of your life you have been the one who brings people together and catches the details others miss. The trust you built between people is what you pass on.',
    love: 'With those closest to you, you are devoted, affectionate and attentive. You need to hear what people feel, and you grow when you say what you feel just as clearly.',
  },
  3: {
    work: 'In the work of your life you have been at your best with words, images and a good story, on a stage, in a classroom or at a crowded table. Your stories are what you pass on.',
    love: 'With those closest to you, you are playful and generous, the one who makes people laugh, and your quieter, deeper moods are worth sharing too.',
  },
  4: {
    work: 'In the work of your life you have built things properly, in a trade, an office or a home. What you made still stands, and your care for doing it well is what you pass on.',
    love: 'With those closest to you, you are loyal, steady and devoted. You show love by what you do, and it means a great deal when you say it as well.',
  },
  5: {
    work: 'In the work of your life you have been at your best where things kept changing: new places, new people, new tasks. Your curiosity is what you pass on, and it is as lively as ever.',
    love: 'With those closest to you, you need honesty and room to breathe, and your loyalty is strongest where you feel free.',
    money: 'With money you have known waves, and your adventurous side feels freest when something is already put by.',
  },
  6: {
    work: 'In the work of your life you have cared for others, in teaching, healing, a home or a community. The care you gave is what you pass on, and people remember it.',
    love: 'With those closest to you, you are devoted and protective, and you flourish when the care you give so generously comes back to you.',
  },
  7: {
    work: 'In the work of your life you have gone deeper than most, into study, a craft or questions without easy answers. What you came to understand is what you pass on.',
    love: 'With those closest to you, you need depth, trust and time alone. Where you feel safe, you love with rare faithfulness and understanding.',
  },
  8: {
    work: 'In the work of your life you have organised, led and built, with a feel for what things are worth. What you built, and the judgement behind it, are what you pass on.',
    love: 'With those closest to you, you are loyal and protective, and happiest among people who meet you as an equal. Your tenderness is strength too.',
  },
  9: {
    work: 'In the work of your life you have served something larger than yourself: people in need, the arts, a cause. The generosity behind it is what you pass on.',
    love: 'With those closest to you, you are generous and forgiving, and you love most easily those who share your ideals and give as freely as you do.',
  },
  11: {
    work: 'In the work of your life you have been the one who sees what others have not yet seen, in teaching, care, the arts or the spirit. Your insight is what you pass on.',
    love: 'With those closest to you, you are deeply attuned, and at ease among people who honour your sensitivity and give you steady ground.',
  },
  22: {
    work: 'In the work of your life you have thought on a large scale and made plans real. What you helped build outlasts any one job, and what you learned building it is yours to pass on.',
    love: 'With those closest to you, you are loyal and steady, and the people you love keep you present in the day you are living.',
  },
  33: {
    work: 'In the work of your life you have taught and cared at once. The people you helped carry your care further, and that is what you pass on.',
    love: 'With those closest to you, you are devoted and nurturing, and you deserve to be looked after with the same tenderness you offer.',
  },
};

const LATER_MEANING = new Map<number, NumberMeaning>();

export function laterLifeMeaningOf(n: number): NumberMeaning {
  let m = LATER_MEANING.get(n);
  if (!m) {
    const adult = meaningOf(n);
    const t = LATER[n];
    if (!t) throw new RangeError(`no later-life text written for ${n}`);
    m = { ...adult, work: t.work, love: t.love, money: t.money ?? adult.money };
    LATER_MEANING.set(n, m);
  }
  return m;
}
