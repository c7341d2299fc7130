/**
 * What a question asks, read from its wording: the kind of question, the time it is about, and any
 * other person it names. Pure: the asking date is passed in, so "next month" always means the same
 * month for the same question asked on the same day.
 */
import { addDays, monthName, type CalendarDate } from '../dates';

export type QuestionKind = 'yes-no' | 'should' | 'when' | 'last' | 'meaning' | 'open';

export interface TimeFrame {
  /** How the reading names it: "2027", "March 2027", "next month (December 2026)", "this summer (June to August 2027)". */
  readonly label: string;
  /** The calendar months it covers, in order (a single year covers all twelve). */
  readonly months: ReadonlyArray<{ readonly year: number; readonly month: number }>;
  /** True when the question named a year or a month by name; false for "next week", "today". */
  readonly named: boolean;
  readonly span: 'year' | 'month' | 'season' | 'days';
}

export interface OtherPerson {
  /** The name as typed ("Dana"), if a name was given. */
  readonly name?: string;
  /** "partner", "mother"... if a relation was given. */
  readonly relation?: string;
}

export interface ParsedQuestion {
  readonly kind: QuestionKind;
  readonly timeFrame?: TimeFrame;
  readonly person?: OtherPerson;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SHORT = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Northern-hemisphere seasons (the reading says so in its label). */
const SEASONS: Readonly<Record<string, readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const RELATIONS = [
  'best friend',
  'partner',
  'husband',
  'wife',
  'boyfriend',
  'girlfriend',
  'fiance',
  'fiancee',
  'spouse',
  'mother',
  'mum',
  'mom',
  'father',
  'dad',
  'son',
  'daughter',
  'sister',
  'brother',
  'friend',
  'boss',
  'colleague',
  'ex',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
  'cousin',
  'crush',
  'business partner',
];

/** Capitalised words that are not people. */
const NOT_NAMES = new Set([
  'i',
  'is',
  'will',
  'should',
  'does',
  'do',
  'can',
  'could',
  'would',
  'am',
  'are',
  'what',
  'when',
  'how',
  'why',
  'where',
  'who',
  'which',
  'my',
  'the',
  'a',
  'an',
  'it',
  'this',
  'that',
  'there',
  'next',
  'now',
  'today',
  'tomorrow',
  'god',
  'christmas',
  'easter',
  'hanukkah',
  'ramadan',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'life',
  'path',
  'personal',
  'year',
  'month',
  'day',
  'soul',
  'urge',
  'expression',
  'number',
  'kabbalah',
  'tree',
  ...MONTHS,
]);

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`´]/g, "'");
}

export function parseQuestion(question: string, askedOn: CalendarDate): ParsedQuestion {
  const text = ` ${plain(question)
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;
  const timeFrame = timeFrameOf(text, askedOn);
  const person = personOf(question);
  return { kind: kindOf(text), ...(timeFrame ? { timeFrame } : {}), ...(person ? { person } : {}) };
}

function kindOf(t: string): QuestionKind {
  if (
    / (last|lasting|endure|stand the test of time|go the distance|stay together|work out long term|forever) /.test(t)
  ) {
    return 'last';
  }
  if (
    /^ (when|how soon|how long until|how long before|what month|which month|what year|which year|what time) /.test(t)
  ) {
    return 'when';
  }
  if (/ (when will|when should|when is the best|how soon|which month|what month|best time|right time) /.test(t)) {
    return 'when';
  }
  // "What should I do about …?" asks for counsel, not for a yes or a no.
  if (/^ (what|how|where|who) should (i|we) /.test(t)) return 'open';
  if (/^ (should|shall|ought|do i need to|must) /.test(t) || / should (i|we) /.test(t)) return 'should';
  if (/ (what does|what do|what will|what is|whats) .*(mean|hold|bring|have in store|say|look like|about) /.test(t)) {
    return 'meaning';
  }
  if (
    /^ (will|is|am|are|can|could|would|do|does|did|has|have|was|were|may|might|isnt|wont|cant|dont|doesnt) /.test(t)
  ) {
    return 'yes-no';
  }
  return 'open';
}

function monthsOfYear(year: number): Array<{ year: number; month: number }> {
  return Array.from({ length: 12 }, (_v, i) => ({ year, month: i + 1 }));
}

/** The year of the next time month `m` comes round, counting the current month. */
function comingYear(m: number, on: CalendarDate): number {
  return m >= on.month ? on.year : on.year + 1;
}

function timeFrameOf(t: string, on: CalendarDate): TimeFrame | undefined {
  const yearMatch = / (?:in |for |during |by |of |until |before )?(1[89]\d\d|2[01]\d\d)(?!\d)/.exec(t);
  const explicitYear = yearMatch ? Number(yearMatch[1]) : undefined;
  const relYear = / next (\w+ ){0,2}year /.test(t)
    ? on.year + 1
    : / this (\w+ ){0,2}year /.test(t)
      ? on.year
      : undefined;
  const year = explicitYear ?? relYear;

  // A month by name ("in March", "March 2027", "next June").
  const monthRe = new RegExp(
    ` (next |this |in |by |during |until |before )?(${MONTHS.join('|')}|${MONTH_SHORT.join('|')})(?= )`,
  );
  const mm = monthRe.exec(t);
  // "may" is also a verb: only a month after "in/by/next/this" or before a year.
  if (mm && !(mm[2] === 'may' && !mm[1] && !/ may (19|20)\d\d /.test(t))) {
    const index = Math.max(MONTHS.indexOf(mm[2] ?? ''), MONTH_SHORT.indexOf(mm[2] ?? ''));
    const m = index + 1;
    const y = year ?? (mm[1]?.trim() === 'next' && m <= on.month ? on.year + 1 : comingYear(m, on));
    return { label: `${monthName(m)} ${y}`, months: [{ year: y, month: m }], named: true, span: 'month' };
  }

  const season = / (this |next |in the |in |during the |over the )?(spring|summer|autumn|fall|winter) /.exec(t);
  if (season) {
    const name = season[2] ?? 'summer';
    const months = SEASONS[name] ?? [];
    const first = months[0] ?? 6;
    const inSeason = months.includes(on.month);
    let startYear = year ?? (inSeason && season[1]?.trim() !== 'next' ? on.year : comingYear(first, on));
    if (inSeason && season[1]?.trim() !== 'next' && name === 'winter' && on.month <= 2) startYear = on.year - 1;
    if (season[1]?.trim() === 'next' && inSeason) startYear = on.year + 1;
    const covered = months.map((m, i) => ({ year: i > 0 && m < first ? startYear + 1 : startYear, month: m }));
    const a = covered[0];
    const z = covered[covered.length - 1];
    return {
      label: `${season[1]?.trim() === 'next' ? 'next' : 'this'} ${name} (${monthName(a?.month ?? 6)} to ${monthName(z?.month ?? 8)} ${z?.year ?? startYear})`,
      months: covered,
      named: false,
      span: 'season',
    };
  }

  if (year !== undefined) {
    const label = explicitYear !== undefined ? String(year) : `${year === on.year ? 'this' : 'next'} year (${year})`;
    return { label, months: monthsOfYear(year), named: explicitYear !== undefined, span: 'year' };
  }

  const inMonths = / in (\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) months? /.exec(t);
  if (/ next month /.test(t) || / this month /.test(t) || inMonths) {
    const ahead = inMonths ? (NUMBER_WORDS[inMonths[1] ?? ''] ?? Number(inMonths[1])) : / next month /.test(t) ? 1 : 0;
    const index = on.month - 1 + ahead;
    const y = on.year + Math.floor(index / 12);
    const m = (index % 12) + 1;
    const name = inMonths ? `in ${inMonths[1]} month${ahead === 1 ? '' : 's'}` : ahead ? 'next month' : 'this month';
    return { label: `${name} (${monthName(m)} ${y})`, months: [{ year: y, month: m }], named: false, span: 'month' };
  }

  const days = / (today|tonight|tomorrow|this week|next week|this weekend) /.exec(t);
  if (days) {
    const start = days[1] === 'tomorrow' ? addDays(on, 1) : days[1] === 'next week' ? addDays(on, 7) : on;
    return {
      label: days[1] ?? 'today',
      months: [{ year: start.year, month: start.month }],
      named: false,
      span: 'days',
    };
  }
  return undefined;
}

function personOf(question: string): OtherPerson | undefined {
  const lower = plain(question);
  const relationRe = new RegExp(`\\bmy (${RELATIONS.join('|')})\\b`);
  const rel = relationRe.exec(lower)?.[1];
  const name = nameIn(question);
  if (!rel && !name) return undefined;
  return { ...(name ? { name } : {}), ...(rel ? { relation: rel } : {}) };
}

/**
 * A first name in the question: a capitalised word that is not the first word and not a known
 * non-person (months, days, "I"), in a place where people are named ("with Dana", "Dana and I",
 * "is Dana", "my partner Dana", "love Dana").
 */
function nameIn(question: string): string | undefined {
  const word = "(\\p{Lu}[\\p{Ll}'’-]+)";
  const patterns = [
    new RegExp(`\\b[Mm]y\\s+(?:${RELATIONS.join('|')})\\s*,?\\s+${word}`, 'gu'),
    new RegExp(
      `\\b(?:with|marry|marrying|date|dating|meet|trust|forgive|love|loves|likes|than|texting|call|text|invite|kiss|propose to|ask|tell|(?:me|I) and)\\s+${word}`,
      'gu',
    ),
    new RegExp(`${word}\\s+and\\s+(?:I|me)\\b`, 'gu'),
    new RegExp(
      `^(?:Is|Does|Will|Did|Can|Could|Would|Has|Was)\\s+${word}\\s+(?:the one|my|in love|love|loves|like|likes|think|thinks|want|wants|right|a good (?:match|partner|person|man|woman|fit|friend)|good for me|going|still|really|interested|serious|loyal|happy|come|call|text|miss|feel)\\b`,
      'gu',
    ),
  ];
  for (const re of patterns) {
    for (const m of question.matchAll(re)) {
      const candidate = m[1];
      if (candidate && !NOT_NAMES.has(plain(candidate))) return candidate;
    }
  }
  return undefined;
}

const FLIP: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "i'm": "you're",
  "i'll": "you'll",
  "i've": "you've",
};

/** "I", "my", "we" said back to the reader as "you", "your". */
function flipPronouns(text: string): string {
  return text.replace(/\b(i'm|i'll|i've|i|me|my|mine|myself|am|we|us|our|ours|ourselves)\b/gi, (w) => {
    return FLIP[w.toLowerCase()] ?? w;
  });
}

/**
 * The question said back as a noun clause the answer can build sentences on ("whether you will pass
 * the exam", "how to make peace with your brother", "what 2027 holds for your career"). Undefined when
 * the wording is not one of the common shapes; the answer then quotes the question instead.
 */
export function focusOf(question: string): string | undefined {
  const q = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/[’]/g, "'");
  if (q.length > 80 || /[?.!]/.test(q)) return undefined;
  const shapes: Array<[RegExp, (m: RegExpExecArray) => string]> = [
    [/^(?:should|shall) (?:i|we) (.+)$/i, (m) => `whether to ${m[1]}`],
    [
      /^(will|can|could|would|do|did) (?:i|we) (.+)$/i,
      (m) =>
        `whether you ${m[1]?.toLowerCase() === 'do' || m[1]?.toLowerCase() === 'did' ? '' : `${m[1]?.toLowerCase()} `}${m[2]}`,
    ],
    [/^(?:am i|are we) (.+)$/i, (m) => `whether you are ${m[1]}`],
    [/^when (?:should|shall) (?:i|we) (.+)$/i, (m) => `when to ${m[1]}`],
    [
      /^when (will|can|do) (?:i|we) (.+)$/i,
      (m) => `when you ${m[1]?.toLowerCase() === 'do' ? '' : `${m[1]?.toLowerCase()} `}${m[2]}`,
    ],
    [/^how (?:can|do|should) (?:i|we) (.+)$/i, (m) => `how to ${m[1]}`],
    [
      /^what does (.+?) (hold|bring|mean|have in store) (.+)$/i,
      (m) =>
        `what ${m[1]} ${m[2]?.toLowerCase() === 'have in store' ? 'has in store' : `${m[2]?.toLowerCase()}s`} ${m[3]}`,
    ],
    [/^what does (.+?) (hold|bring|mean)$/i, (m) => `what ${m[1]} ${m[2]?.toLowerCase()}s`],
    [/^is (20\d\d|this|next) (.+)$/i, (m) => `whether ${m[1]} is ${m[2]}`],
    [
      /^(will|can|could|would) ((?:my|our) .+?) (last|work out|survive|grow|improve|succeed|recover|change|get better|end|work)((?: (?:through|until|beyond|into|past|in|by|this|next) .+)?)$/i,
      (m) => `whether ${m[2]} will ${m[3]}${m[4] ?? ''}`,
    ],
    [/^is it (.+)$/i, (m) => `whether it is ${m[1]}`],
    [/^what should (?:i|we) (.+)$/i, (m) => `what you should ${m[1]}`],
    [/^what is (my|our) (.+)$/i, (m) => `what ${m[1]} ${m[2]} is`],
    [/^[Ii]s (\p{Lu}[\p{Ll}'-]+) (.+)$/u, (m) => `whether ${m[1]} is ${m[2]}`],
  ];
  for (const [re, make] of shapes) {
    const m = re.exec(q);
    if (m) return flipPronouns(make(m)).replace(/\s+/g, ' ');
  }
  return undefined;
}
