/**
 * Customer spelling to the words the time parsers read: lower case, common typos and text-speak fixed
 * word by word, and a capitalised month or season that is someone's name ("will Summer call me") hidden.
 */
import { own } from '../../own';
import { withinOneEdit } from '../normalise';

const FIXES: Readonly<Record<string, string>> = {
  febuary: 'february',
  feburary: 'february',
  febrary: 'february',
  janurary: 'january',
  janaury: 'january',
  januray: 'january',
  apirl: 'april',
  jully: 'july',
  agust: 'august',
  augest: 'august',
  septmber: 'september',
  setember: 'september',
  septemeber: 'september',
  sept: 'september',
  ocotber: 'october',
  octobor: 'october',
  novmber: 'november',
  novemeber: 'november',
  decmber: 'december',
  decemeber: 'december',
  xmas: 'christmas',
  chrismas: 'christmas',
  christmass: 'christmas',
  crimbo: 'christmas',
  nxt: 'next',
  b4: 'before',
  afore: 'before',
  tmrw: 'tomorrow',
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  thur: 'thursday',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tommorrow: 'tomorrow',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  tonights: 'tonight',
  arvo: 'afternoon',
  wk: 'week',
  wks: 'weeks',
  wknd: 'weekend',
  wkend: 'weekend',
  weekened: 'weekend',
  tomoro: 'tomorrow',
  tmoro: 'tomorrow',
  hallowen: 'halloween',
  thanksgivin: 'thanksgiving',
  chirstmas: 'christmas',
  xmass: 'christmas',
  summmer: 'summer',
  sumer: 'summer',
  autum: 'autumn',
  wintr: 'winter',
  januari: 'january',
  feburay: 'february',
  febuarry: 'february',
  marchh: 'march',
  aprill: 'april',
  augst: 'august',
  septembre: 'september',
  novembre: 'november',
  decembre: 'december',
  yr: 'year',
  yrs: 'years',
  mnth: 'month',
  mth: 'month',
  mnths: 'months',
  mths: 'months',
  til: 'until',
  till: 'until',
  untill: 'until',
  "'til": 'until',
  thru: 'through',
  nye: "new year's eve",
  bday: 'birthday',
  "b'day": 'birthday',
  birthdy: 'birthday',
  hols: 'holidays',
  dis: 'this',
  ths: 'this',
  valentines: "valentine's",
  valentine: "valentine's",
  "hallowe'en": 'halloween',
  cny: 'chinese new year',
  ramzan: 'ramadan',
  ramadhan: 'ramadan',
  chanukah: 'hanukkah',
  hannukah: 'hanukkah',
  hanukah: 'hanukkah',
  deepavali: 'diwali',
};

/** Month and season words that are also given names: capitalised mid-sentence, they are a person. */
const NAMEABLE = new Set(['may', 'june', 'april', 'august', 'summer', 'autumn', 'winter', 'spring', 'jan', 'dec']);
const TIME_BEFORE = new Set([
  'in',
  'by',
  'on',
  'this',
  'next',
  'last',
  'until',
  'till',
  'til',
  'before',
  'after',
  'of',
  'early',
  'mid',
  'late',
  'since',
  'during',
  'the',
  'for',
  'from',
  'through',
  'to',
  'or',
  'and',
  'every',
  'each',
  'over',
  'around',
]);

/** "May a good month", "Summer is the best time", "June good for a wedding", "is march good?": the time being judged. */
export const GOOD_TIME_AFTER =
  /^\s+(?:(?:is|be|would be|will be|was) )?(?:(?:(?:a|the) )?(?:good|lucky|bad|best|right|great|better|worse|ideal|perfect|auspicious|favourable|favorable|suitable) (?:month|time|season)\b|(?:good|lucky|bad|best|right|better|ideal|auspicious|ok|okay) (?:for|to)\b|(?:good|ok|okay|better|best|right|wise)\s*(?:[?.!,]|$))/i;

/** Long time words a typo of which is still that word ("chrsitmas", "wendesday", "thanksgving"). */
const TYPO_TARGETS = `january february august september october november december monday tuesday wednesday
  thursday friday saturday sunday christmas halloween thanksgiving tomorrow weekend birthday holidays fortnight
  tonight summer autumn winter`.split(/\s+/);
/** Real words one letter from a time word. */
const NOT_TYPOS = new Set(['summery', 'summers', 'winters', 'wintery', 'holiday', 'augusta']);

/** The time word a lower-case typo of six letters or more stands for, if exactly one is that close. */
function typoOf(lower: string): string | undefined {
  if (lower.length < 6 || NOT_TYPOS.has(lower) || !/^[a-z]+$/.test(lower)) return undefined;
  const near = TYPO_TARGETS.filter((t) => t !== lower && withinOneEdit(lower, t) && `${t}s` !== lower);
  return near.length === 1 ? near[0] : undefined;
}

/** A misspelt time word ("tommorow", "xmas", "chrsitmas"): never a name. */
export function isMisspeltTimeWord(word: string): boolean {
  const lower = word.toLowerCase();
  return own(FIXES, lower) !== undefined || typoOf(lower) !== undefined;
}

/** The text the parsers read. A name-like capitalised month or season becomes the placeholder "someone". */

export function timeWords(text: string): string {
  const t = text
    .replace(/[\u2018\u2019`\u00b4]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    // Nigerian and Caribbean "d"/"di" for "the", only before a time ("by end of d month", "di week after").
    .replace(/\b(?:d|di)\s+(?=(?:month|week|weekend|year|day|end|summer|winter|spring|autumn|holidays?)\b)/gi, 'the ')
    // Scots "the morra" (tomorrow), "the nicht" (tonight), "the end o the month".
    .replace(/\bthe\s+morra\b/gi, 'tomorrow')
    .replace(/\bthe\s+nicht\b/gi, 'tonight')
    .replace(/\b(end|start|middle|rest)\s+o\s+(?=the\b)/gi, '$1 of ');
  return t.replace(/[A-Za-z0-9][A-Za-z0-9']*/g, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (NAMEABLE.has(lower) && /^[A-Z][a-z]+$/.test(word)) {
      const before = /([A-Za-z']+)\W*$/.exec(t.slice(Math.max(0, offset - 20), offset));
      const after = t.slice(offset + word.length, offset + word.length + 8);
      // "August will be my first month self-employed": a word the sentence calls a month is one.
      const calledAMonth = /^\s+(?:will be|is|was|is going to be|'s)\s+(?:\w+\s+){0,3}month\b/i;
      const timeAfter =
        /^\s*(\d|of\b|next\b|this\b|last\b)/i.test(after) ||
        calledAMonth.test(t.slice(offset + word.length, offset + word.length + 40)) ||
        GOOD_TIME_AFTER.test(t.slice(offset + word.length, offset + word.length + 40));
      // "30 June", "the 4th May": a day's number before the word makes it a month.
      const dayBefore = /\d(?:st|nd|rd|th)?\s*$/i.test(t.slice(0, offset));
      // "me and June": beside the reader it is a person, whatever "and" usually joins.
      const besideMe = /\b(?:me|i)\s+(?:and|n|&)\s*$/i.test(t.slice(Math.max(0, offset - 12), offset));
      if (!timeAfter && !dayBefore && (besideMe || !(before && TIME_BEFORE.has(before[1]!.toLowerCase()))))
        return 'someone';
    }
    return own(FIXES, lower) ?? (word === lower ? typoOf(lower) : undefined) ?? lower;
  });
}
