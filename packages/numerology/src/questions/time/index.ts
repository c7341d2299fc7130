/**
 * The time a question asks about, as an inclusive range of calendar days from the asking day on.
 *
 * Design (issue 20, "Time, exactly"):
 * - chrono-node (one instance of its casual English parsers with day-first numbers, en.GB, built once,
 *   anchored at noon UTC of the asking day with timezone 0 so no local zone shifts a day) reads what it reads
 *   well: written and numeric dates ("14 feb 2027", "18/09/2027"), weekdays ("on monday", "next friday"). The rest are small parsers here, because chrono has no notion of the
 *   spans a question means: months by name, seasons, holidays, "this year", "the next six months", birthdays.
 * - A month, season or holiday without a year is the next one that has not ended, counting the current one
 *   (then clamped to start on the asking day). Seasons are Northern: spring March-May, summer June-August,
 *   autumn September-November, winter December-February (winter 2026 is December 2026 to February 2027).
 * - "by X" / "until X" run from the asking day to the END of X ("by june" = to 30 June, "by christmas" =
 *   to 25 December), but by a season a month or more away to its START ("by summer" = to 31 May; ADR 0920);
 *   "before X" to the day before X STARTS ("before summer" = to 31 May); "after X" from the
 *   day after X to the end of the month after it ("after christmas" = 26 December to 31 January), also when
 *   X is an event with its date ("once my contract ends on the 30th", "after my exams finish in june");
 *   "for/into the new year" and "the new year" as a subject = that whole year; "in the new year" = its January (blind
 *   writers split between the two; January lies inside both).
 *   "before X" when X has begun runs to the end of X; "by/before X" when X is over is X itself, past.
 * - "within N months", "the next N months", "the year ahead" run from the asking day to the same date N
 *   units later; "in N months" is the calendar month N months on; "next week" is Monday to Sunday.
 * - When several times are named, the first one in a clause that asks ("will ...", "should ...") wins, a
 *   past one only when nothing else is named; "between X and Y", "X or Y", "christmas and new year" span
 *   both. A month or holiday in a past-tense clause ("i had a miscarriage in august", "since june") is the
 *   last one. Capitalised "May", "June", "Summer"... after a non-time word are a person ("will Summer call").
 * - Vague words are no time: "one day", "soon", "in time", "a second chance"; "mother's day" is
 *   Mothering Sunday (Easter less 21 days) for a British or Irish writer or one who says "mum", else May's second Sunday. A time wholly before
 *   the asking day is returned unclamped with `past: true`.
 * - Pure: no clock, no I/O; the only memo is of holiday dates per year (a function of its key).
 */
import * as chrono from 'chrono-node';
import { addDays, compareDates, formatLongDate, monthName, weekdayIndex, type CalendarDate } from '../../dates';
import { HOLIDAY_NAMES, holidayIn, type HolidayId, type Occurrence } from './calendars';
import { GOOD_TIME_AFTER, timeWords } from './words';
import { own } from '../../own';

export type TimeSpan = 'day' | 'days' | 'month' | 'months' | 'season' | 'year';
export interface AskedTime {
  /** First and last day the question asks about, inclusive; `from` is never before the asking day. */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** How our answer names the time, in our words, capitalised where English capitalises. */
  readonly label: string;
  readonly span: TimeSpan;
  /** True when the reader named the time by a calendar name (a year, a month, a date, a holiday). */
  readonly named: boolean;
  /** Set when the words name a time wholly before the asking day: from/to are then that past range. */
  readonly past?: true;
  /** A past time told as background, in a clause that does not ask ("seeing each other since march, is he the one"). */
  readonly aside?: true;
  /**
   * "january or february", "spring or wait till autumn": the two times of one kind the reader chooses between, in
   * the order typed (the range above spans both, or is the first when the second is waited for), when neither is over.
   */
  readonly options?: readonly [AskedTime, AskedTime];
}

/** A time the words name, before clamping to the asking day. */
interface Period {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly span: TimeSpan;
  readonly named: boolean;
  /** The label once from/to are final (clamped or not). */
  readonly label: (from: CalendarDate, to: CalendarDate) => string;
  /** What "after X" calls X, without a date the range may not hold ("Christmas Day", "summer"). */
  readonly name?: string;
  /** "is it a good month", "a good day to": this one, unless the question names its time elsewhere. */
  readonly anaphor?: true;
}
interface Hit {
  start: number;
  end: number;
  period: Period;
}

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const lastOfMonth = (year: number, month: number): CalendarDate =>
  addDays(month === 12 ? d(year + 1, 1, 1) : d(year, month + 1, 1), -1);
const before = (a: CalendarDate, b: CalendarDate) => compareDates(a, b) < 0;
const max = (a: CalendarDate, b: CalendarDate) => (before(a, b) ? b : a);
const daysBetween = (a: CalendarDate, b: CalendarDate) =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
function addMonths(x: CalendarDate, n: number): CalendarDate {
  const m0 = x.year * 12 + (x.month - 1) + n;
  const year = Math.floor(m0 / 12);
  const month = (m0 % 12) + 1;
  return d(year, month, Math.min(x.day, lastOfMonth(year, month).day));
}
const mondayOf = (x: CalendarDate) => addDays(x, -((weekdayIndex(x) + 6) % 7));

// ---------- labels ----------

export function rangeLabel(from: CalendarDate, to: CalendarDate): string {
  if (compareDates(from, to) === 0) return formatLongDate(from);
  const wholeMonths = from.day === 1 && compareDates(to, lastOfMonth(to.year, to.month)) === 0;
  if (wholeMonths) {
    if (from.year === to.year && from.month === to.month) return `${monthName(from.month)} ${from.year}`;
    if (from.year === to.year) return `${monthName(from.month)} to ${monthName(to.month)} ${to.year}`;
    return `${monthName(from.month)} ${from.year} to ${monthName(to.month)} ${to.year}`;
  }
  if (from.year === to.year && from.month === to.month) return `${from.day} to ${formatLongDate(to)}`;
  if (from.year === to.year) return `${from.day} ${monthName(from.month)} to ${formatLongDate(to)}`;
  return `${formatLongDate(from)} to ${formatLongDate(to)}`;
}

function spanOf(from: CalendarDate, to: CalendarDate): TimeSpan {
  const n = daysBetween(from, to);
  if (n === 0) return 'day';
  if (n < 28) return 'days';
  if (n <= 31 && from.month === to.month) return 'month';
  return n < 360 ? 'months' : 'year';
}

function untilLabel(from: CalendarDate, to: CalendarDate): string {
  if (to.month === 12 && to.day === 31 && from.year === to.year) return `the rest of ${to.year}`;
  return `the ${daysBetween(from, to) <= 31 ? 'days' : 'months'} until ${formatLongDate(to)}`;
}

function period(
  from: CalendarDate,
  to: CalendarDate,
  named: boolean,
  label?: Period['label'],
  span?: TimeSpan,
): Period {
  return { from, to, named, span: span ?? spanOf(from, to), label: label ?? rangeLabel };
}

const withName = (p: Period, name: string): Period => ({ ...p, name });

function yearPeriod(year: number, named: boolean): Period {
  return period(
    d(year, 1, 1),
    d(year, 12, 31),
    named,
    (f) => (f.month === 1 && f.day === 1 ? `${year}` : `the rest of ${year}`),
    'year',
  );
}

function monthPeriod(year: number, month: number, named: boolean): Period {
  return period(
    d(year, month, 1),
    lastOfMonth(year, month),
    named,
    (f) => (f.day === 1 ? `${monthName(month)} ${year}` : `the rest of ${monthName(month)} ${year}`),
    'month',
  );
}

// ---------- words ----------

const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const MONTH_RE = Object.keys(MONTHS).join('|');
/** Month words that are also ordinary words: a time only after a time word or before a year/day. */
const AMBIGUOUS_MONTHS = new Set(['may', 'march', 'mar', 'jan', 'sep', 'oct']);
const TIME_WORD_BEFORE =
  /\b(?:in|by|on|this|next|last|until|before|after|of|early|mid|late|since|during|the|for|from|through|to|or|and|every|each|over|around|between|start|end|beginning|middle|half|week)\s*-?\s*$/;

const NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
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
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 3,
};
const NUM_RE = `(\\d{1,3}|a couple of|a couple|a few|${Object.keys(NUMBERS)
  .filter((k) => !k.includes(' '))
  .join('|')})`;
const numberOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : (own(NUMBERS, w) ?? 0));
const NUMBER_WORDS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

type Unit = 'day' | 'week' | 'month' | 'year';
function unitOf(w: string): { unit: Unit; times: number } {
  if (w.startsWith('fortnight')) return { unit: 'day', times: 14 };
  if (w.startsWith('week')) return { unit: 'day', times: 7 };
  if (w.startsWith('month')) return { unit: 'month', times: 1 };
  if (w.startsWith('year')) return { unit: 'year', times: 1 };
  return { unit: 'day', times: 1 };
}
function shift(x: CalendarDate, n: number, unitWord: string): CalendarDate {
  const { unit, times } = unitOf(unitWord);
  if (unit === 'day') return addDays(x, n * times);
  return addMonths(x, unit === 'year' ? 12 * n : n);
}

// ---------- seasons and holidays ----------

type Season = 'spring' | 'summer' | 'autumn' | 'winter';
const SEASON_START: Readonly<Record<Season, number>> = { spring: 3, summer: 6, autumn: 9, winter: 12 };
/** Where the writer says they are south of the equator, summer is December to February. */
const SOUTHERN =
  /(?<!\d\s?)\boz\b|\b(?:summer (?:hols|holidays|holiday|break|vacation) (?:start|starts|begin|begins|from|in)\b[^.?!]{0,12}\bdec\w*|samoa|samoan|fiji|fijian|tonga|tongan|chch|dunedin|queenstown|tauranga|australia|australian|aussie|g'?day|sydney|melbourne|brisbane|perth|adelaide|cairns|hobart|darwin|canberra|gold coast|new zealand|nz|kiwi|auckland|wellington|christchurch|south africa|cape town|joburg|johannesburg|durban|pretoria|argentina|buenos aires|chile|santiago|uruguay|montevideo)\b/;
const SOUTHERN_START: Readonly<Record<Season, number>> = { spring: 9, summer: 12, autumn: 3, winter: 6 };
function seasonPeriod(season: Season, year: number, southern = false): Period {
  const start = d(year, (southern ? SOUTHERN_START : SEASON_START)[season], 1);
  const end = addDays(addMonths(start, 3), -1);
  const first = monthName(start.month);
  const last = monthName(end.month);
  const next = (year + 1) % 100 === 0 ? String(year + 1) : String(year + 1).slice(2);
  const spansYears = end.year !== start.year;
  const name = spansYears ? `${season} ${year}-${next}` : `${season} ${year}`;
  return withName(
    period(
      start,
      end,
      true,
      (f, t) =>
        f.day === 1 && f.month === start.month
          ? `${name} (${first} to ${last})`
          : `the rest of the ${season} (to ${formatLongDate(t)})`,
      'season',
    ),
    season,
  );
}

/** Which occurrence of a yearly thing: the next not ended, the one after this, the last one, or a year's. */
type Which = { kind: 'coming' | 'next' | 'last' | 'after' } | { kind: 'year'; year: number };

/** "after X" runs from the day after X to the end of the month after it: the weeks the reader means. */
const afterEnd = (to: CalendarDate) => {
  const m = addMonths(to, 1);
  return lastOfMonth(m.year, m.month);
};

const PAST_MARKERS =
  /\b(?:had|was|were|did|didn't|sat|wrote|sent|took|went|applied|started|finished|met|lost|broke|left|happened|ago|since|haven't|havent|hasn't|(?:have|has) been(?! \w+ing\b)|passed|died|moved|bought|sold|told|said|married|graduated|visited|split|forgot|forgotten|missed|ruined|ignored|spent|celebrated)\b/;
const FUTURE_MARKERS =
  /\b(?:will|won't|gonna|wanna|tryna|going to|should|shall|next|plan|planning|want|'ll|i hope|we hope|hoping|would|could|due|coming|upcoming|(?:are|is|am|'re|'m) \w+ing|(?:shes|hes|theyre|youre|im) \w+ing|getting (?:married|engaged|hitched|wed)|(?:was|were) (?:thinking|hoping|wondering|considering|aiming|meaning|looking at))\b/;

/**
 * A subject and a past act, then at most two words (no "to"), then "in" or "back in": the time that act was done.
 * Not after a modal: "should i quit in january" plans ("quit", "set up" are present tense too).
 */
const DONE_JUST_BEFORE =
  /(?<!\b(?:should|shall|can|could|will|would|might|may|must|do|if|whether)\s+)\b(?:i|we|he|she|they|you|(?:my|our|his|her|their) \w+)\s+(?:opened|started|launched|began|met|moved|bought|sold|joined|left|quit|married|got married|graduated|split|broke up|adopted|founded|set up|took over|signed|asked|applied|sent|booked|paid|ordered|submitted|handed|interviewed|sat|wrote|had|did|took|got|made|lost|retired)(?:\s+(?!to\b)[a-z']+){0,2}\s+(?:back\s+)?in\s+$/;

/**
 * Done to someone, or remembered: "my brother Sipho got retrenched in august", "i was made redundant in september",
 * "(he passed) back in october": a clause that opens on "back in" looks back.
 */
const DONE_TO_THEM =
  /\b(?:got|was|were)\s+(?:made\s+redundant|laid\s+off|let\s+go|[a-z]+(?:ed|en))\s+(?:back\s+)?in\s+$|\bpassed(?:\s+away)?\s+(?:back\s+)?in\s+$|(?:^|[.!?,;]\s*)back\s+in\s+$/;

/** A negated perfect or a "first … in": "in 3 weeks" after it counts back, not forward. */
const NOT_IN_A_WHILE =
  /\b(?:hasnt|hasn't|havent|haven't|has not|have not|hadnt|hadn't|not|never|no|first|longest)\b(?:\s+[a-z']+){0,4}\s+$/;

const MOVED_TO =
  /\b(?:moved|pushed|put|postponed|rescheduled|changed|shifted|delayed|brought|bumped)(?: back| forward| up)?\s+(?:to|till|until|for|into)\s+(?:the )?$/;

/** Where the clause holding `at` begins: just after the last of `marks` before it (or 0). */
function clauseStart(s: string, at: number, marks: readonly string[]): number {
  return Math.max(...marks.map((c) => s.lastIndexOf(c, at - 1)));
}

/** The time so far: the one the reader is in ("has been rubbish so far", "up to now"). */
const SO_FAR = /\b(?:so|thus) far\b|\b(?:up )?(?:un)?till? now\b|\bup to now\b/;

/** A month or holiday without a year: "after X" or "since X", or in a clause told in the past tense. */
function inContext(which: Which, s: string, at: number): Which {
  if (which.kind !== 'coming') return which;
  const prev = s.slice(0, at);
  if (/\b(?:after|following|once)\s+(?:the )?$/.test(prev)) return { kind: 'after' };
  if (/\bsince\s+(?:the )?$/.test(prev)) return { kind: 'last' };
  // "the party got moved to august", "our first christmas since mum died": the time is ahead, whatever the tense.
  if (MOVED_TO.test(prev) || /\bfirst\s+$/.test(prev)) return which;
  // "will the bakery i opened in march survive the winter": a past act told just before the time dates it, whatever
  // the clause asks ("i planned to move in march" is ahead: a "to" between).
  if (DONE_JUST_BEFORE.test(prev) || DONE_TO_THEM.test(prev)) return { kind: 'last' };
  // "my gran died last year so this christmas feels heavy": a "this" ends the past at the nearest "so", "and", "but".
  const marks = [
    ',',
    '.',
    '?',
    '!',
    ';',
    '(',
    ')',
    ' - ',
    // "spring term just started and my mocks are in march": a new subject after "and" starts a new clause.
    ' and my ',
    ' and our ',
    ...(/\bthis\s+$/.test(prev) || /^this\b/.test(s.slice(at)) ? [' so ', ' and ', ' but '] : []),
  ];
  const start = clauseStart(s, at, marks);
  const ends = marks.map((c) => s.indexOf(c, at)).filter((i) => i >= 0);
  const clause = s.slice(start + 1, ends.length ? Math.min(...ends) : s.length);
  // A clause that asks in the present ("is father's day a good day to give him the letter i wrote") is ahead, and
  // one that tells the time so far ("my summer has been rubbish so far") is in it.
  if (
    /^\s*(?:is|are|am|will|should|shall|can|could|would|do|does|which|when|how|what|whats)\b/.test(clause) ||
    SO_FAR.test(clause)
  )
    return which;
  return PAST_MARKERS.test(clause) && !FUTURE_MARKERS.test(clause) ? { kind: 'last' } : which;
}

function pick<T extends { from: CalendarDate; to: CalendarDate }>(
  all: (year: number) => T[],
  which: Which,
  on: CalendarDate,
): T | undefined {
  if (which.kind === 'year') return all(which.year)[0];
  const list = [-2, -1, 0, 1, 2].flatMap((k) => all(on.year + k));
  if (which.kind === 'last') return list.filter((o) => before(o.to, on)).pop();
  if (which.kind === 'next') return list.find((o) => before(on, o.from));
  if (which.kind === 'after') return list.find((o) => !before(afterEnd(o.to), on));
  return list.find((o) => !before(o.to, on));
}

function whichOf(qualifier: string | undefined, yearWord: string | undefined, on: CalendarDate): Which {
  if (yearWord) return { kind: 'year', year: Number(yearWord) };
  const q = (qualifier ?? '').trim();
  if (/^next year$/.test(q)) return { kind: 'year', year: on.year + 1 };
  if (/^this year$/.test(q)) return { kind: 'coming' };
  if (/^last year$/.test(q)) return { kind: 'year', year: on.year - 1 };
  if (/^next\b/.test(q)) return { kind: 'next' };
  if (/^last\b/.test(q) && !/(?:my|her|his|their|our|your|the) last\b/.test(q)) return { kind: 'last' };
  return { kind: 'coming' };
}

const HOLIDAY_PATTERNS: readonly (readonly [RegExp, HolidayId])[] = [
  [/christmas eve/, 'christmas-eve'],
  [/(?:the )?(?:christmas |festive |holiday )?(?:holidays|holiday season|festive season|festive period)/, 'holidays'],
  [/boxing day/, 'boxing-day'],
  [/christmas(?: day)?/, 'christmas'],
  [/black friday/, 'black-friday'],
  [/labor day/, 'labor-day'],
  [/memorial day/, 'memorial-day'],
  [/juneteenth/, 'juneteenth'],
  [/canada day/, 'canada-day'],
  [/bastille day|(?:le )?14 juillet|quatorze juillet/, 'bastille-day'],
  [/anzac day/, 'anzac-day'],
  [/waitangi day/, 'waitangi-day'],
  [/pancake day|shrove tuesday|mardi gras/, 'shrove-tuesday'],
  [/lent/, 'lent'],
  [/new ?year'?s'? eve|hogmanay/, 'new-years-eve'],
  [/new ?year'?s'? day/, 'new-years-day'],
  [/valentine'?s?'?(?: day)?/, 'valentines'],
  [/good friday/, 'good-friday'],
  [/easter monday/, 'easter-monday'],
  [/easter (?:weekend|holidays?|break)/, 'easter-weekend'],
  [/easter(?: sunday| day)?/, 'easter'],
  [/hallowe?en/, 'halloween'],
  [/thanksgiving/, 'thanksgiving'],
  [/father'?s'? day/, 'fathers-day'],
  [/mothering sunday/, 'mothering-sunday'],
  [/mother'?s'? day|mom'?s'? day/, 'mothers-day-us'],
  [/australia day|aussie day|straya day/, 'australia-day'],
  [/(?:st\.? |saint )?patrick'?s'? day|paddy'?s'? day/, 'st-patricks'],
  [/(?:nigeria|nigerian|naija)(?:'s|s)? independence(?: day)?/, 'independence-ng'],
  [/(?:india|indian|india's|indias) independence(?: day)?/, 'independence-in'],
  [/(?:pakistan|pakistani|pakistan's|pakistans) independence(?: day)?/, 'independence-pk'],
  [/(?:ghana|ghanaian|ghana's|ghanas) independence(?: day)?/, 'independence-gh'],
  [/(?:jamaica|jamaican|jamaica's|jamaicas) independence(?: day)?/, 'independence-jm'],
  [/(?:philippine|philippines|filipino|pinoy) independence(?: day)?/, 'independence-ph'],
  [/(?:mexico|mexican|mexico's|mexicos) independence(?: day)?/, 'independence-mx'],
  [/(?:bangladesh|bangladeshi)(?:'s|s)? independence(?: day)?/, 'independence-bd'],
  [/(?:sri lanka|sri lankan)(?:'s|s)? independence(?: day)?/, 'independence-lk'],
  [/(?:zimbabwe|zimbabwean|zim)(?:'s|s)? independence(?: day)?/, 'independence-zw'],
  [/(?:uganda|ugandan)(?:'s|s)? independence(?: day)?/, 'independence-ug'],
  [/(?:tanzania|tanzanian)(?:'s|s)? independence(?: day)?/, 'independence-tz'],
  [/(?:zambia|zambian)(?:'s|s)? independence(?: day)?/, 'independence-zm'],
  [/(?:trinidad|trini|trinbago)(?:'s|s)? independence(?: day)?/, 'independence-tt'],
  [/(?:indonesia|indonesian)(?:'s|s)? independence(?: day)?/, 'independence-id'],
  [/(?:brazil|brazilian)(?:'s|s)? independence(?: day)?/, 'independence-br'],
  [/(?:kenya|kenyan|kenya's|kenyas) independence(?: day)?|jamhuri(?: day)?/, 'jamhuri-day'],
  [/madaraka(?: day)?/, 'madaraka-day'],
  [/mashujaa(?: day)?/, 'mashujaa-day'],
  [/freedom day/, 'freedom-day'],
  [/heritage day|braai day/, 'heritage-day'],
  [/(?:the )?day of reconciliation|reconciliation day/, 'reconciliation-day'],
  [/burns'? (?:night|supper)/, 'burns-night'],
  [/(?:st\.? |saint )andrew'?s'? day/, 'st-andrews'],
  [/(?:st\.? |saint )david'?s'? day/, 'st-davids'],
  [/(?:st\.? |saint )george'?s'? day/, 'st-georges'],
  [/(?:india'?s |indian )?republic day/, 'republic-day-in'],
  [/merdeka(?: day)?/, 'merdeka'],
  [/singapore'?s? national day|ndp/, 'national-day-sg'],
  // Said alone, Singapore's only where the question is (below).
  [/national day/, 'national-day-sg'],
  [/rizal day/, 'rizal-day'],
  [/bonifacio day/, 'bonifacio-day'],
  [/emancipation day/, 'emancipation-day'],
  [/(?:the )?(?:4th|fourth) of july|(?:us |american |america's )?independence day/, 'july-4'],
  [/bonfire night|guy fawkes(?: night| day)?/, 'bonfire-night'],
  [/ramadan/, 'ramadan'],
  [/eid(?: al| ul|-al|-ul)?[- ]?adha|bakri eid|bakrid/, 'eid-al-adha'],
  [/eid(?: al| ul|-al|-ul)?[- ]?fitr|eid/, 'eid-al-fitr'],
  [/(?:chinese|lunar) new year|spring festival/, 'lunar-new-year'],
  [/rosh hashana?h?|jewish new year/, 'rosh-hashanah'],
  [/yom kippur/, 'yom-kippur'],
  [/hanukkah/, 'hanukkah'],
  [/passover|pesach/, 'passover'],
  [/diwali/, 'diwali'],
];
const QUALIFIER = `(?:\\s+(this year|next year|last year)|\\s+(?:of |in )?(\\d{4})\\b)?`;
const HOLIDAY_RE = new RegExp(
  `\\b((?:this|next|last|my|her|his|their|our|your|the) (?:last )?)?(${HOLIDAY_PATTERNS.map(([re]) => `(?:${re.source})`).join('|')})\\b${QUALIFIER}`,
  'g',
);

function holidayPeriod(id: HolidayId, o: Occurrence): Period {
  const name = HOLIDAY_NAMES[id];
  return withName(
    period(o.from, o.to, true, (f, t) => `${name} (${rangeLabel(f, t)})`),
    name,
  );
}

// ---------- the parsers ----------

type Parser = (s: string, on: CalendarDate, birth: CalendarDate | undefined) => Hit[];

function all(re: RegExp, s: string, make: (m: RegExpExecArray) => Period | undefined): Hit[] {
  const hits: Hit[] = [];
  for (const m of s.matchAll(re)) {
    const p = make(m as RegExpExecArray);
    if (p) hits.push({ start: m.index, end: m.index + m[0].length, period: p });
  }
  return hits;
}

const BRITISH_OR_IRISH =
  /\b(?:uk|u\.k|britain|british|england|english|scotland|scottish|wales|welsh|ireland|irish|london|manchester|glasgow|edinburgh|dublin|cardiff|belfast|mum|mums|mam|mammy)\b/;

/** A holiday named as when something is done ("for christmas day", "on christmas day"); not global: tested once. */
const ONE_HOLIDAY = new RegExp(
  `\\b(?:for|on|at|over) (?:the )?(?:${HOLIDAY_PATTERNS.map(([re]) => `(?:${re.source})`).join('|')})\\b`,
);

const A_DAY_SAID = new RegExp(
  `\\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\\d{1,2}(?:st|nd|rd|th)?|${MONTH_RE})\\b`,
);

const holidays: Parser = (s, on) =>
  all(HOLIDAY_RE, s, (m) => {
    const text = m[2]!;
    const found = HOLIDAY_PATTERNS.find(([re]) => new RegExp(`^(?:${re.source})$`).test(text))?.[1];
    // Mother's Day is Mothering Sunday where the writer is British or Irish (or says "mum"), else May's.
    const id = found === 'mothers-day-us' && BRITISH_OR_IRISH.test(s) ? 'mothering-sunday' : found;
    if (!id) return undefined;
    // "happy holidays lol.", "merry christmas! will 2028 be kinder": a greeting for the day, not the time asked about.
    const greeting =
      /(?:^|[.!?,]\s*)(?:happy|merry|blessed)\s+$/.test(s.slice(0, m.index + m[0].indexOf(text))) &&
      /^\s*(?:[!.,?]|lol\b|everyone\b|all\b|y'?all\b|x+\b|$)/.test(s.slice(m.index + m[0].length));
    if (greeting) return undefined;
    // "hols start tmrw!!" in June, "over the hols" in July: the summer's or a school's holidays, not Christmas's.
    if (id === 'holidays' && !/christmas|festive/.test(text) && on.month >= 3 && on.month <= 10) return undefined;
    // Many countries keep an Independence Day: July's only when the question gives no day of its own ("independence
    // day june 12", "our independence day, 1st october", "independence day tomorrow").
    const independence = id === 'july-4' && /independence/.test(text) && !/\b(?:us|american|america's)\b/.test(text);
    if (independence && A_DAY_SAID.test(s)) return undefined;
    if (text === 'national day' && !SINGAPORE.test(s)) return undefined;
    // "my late father's provision shop in enugu … before independence day": the country the question is in.
    const own = independence ? INDEPENDENCE_BY_PLACE.find(([place]) => place.test(s))?.[1] : undefined;
    if (own) return holidayPeriodFrom(own, m, s, on);
    return holidayPeriodFrom(id, m, s, on);
  });

function holidayPeriodFrom(id: HolidayId, m: RegExpExecArray, s: string, on: CalendarDate): Period | undefined {
  const o =
    pick((y) => holidayIn(id, y), inContext(whichOf(m[1], m[4], on), s, m.index), on) ??
    pick((y) => holidayIn(id, y), whichOf(m[3], undefined, on), on);
  return o ? holidayPeriod(id, o) : undefined;
}

const SINGAPORE = /\b(?:singapore|singaporean|sg|lah|leh|lor|meh|sia|hdb|ndp|kiasu|shiok)\b/;

/** Places that name the country whose Independence Day a question means when it names none (unambiguous names only). */
const INDEPENDENCE_BY_PLACE: readonly (readonly [RegExp, HolidayId])[] = [
  [
    /\b(?:nigeria|naija|lagos|abuja|enugu|ibadan|kano|port harcourt|owerri|onitsha|kaduna|abeokuta|calabar|warri)\b/,
    'independence-ng',
  ],
  [
    /\b(?:india|mumbai|delhi|bangalore|bengaluru|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|kerala|lucknow)\b/,
    'independence-in',
  ],
  [/\b(?:pakistan|karachi|lahore|islamabad|rawalpindi|peshawar|faisalabad|multan)\b/, 'independence-pk'],
  [/\b(?:ghana|accra|kumasi|tamale|takoradi)\b/, 'independence-gh'],
  [/\b(?:jamaica|kingston|montego bay|mobay|ocho rios)\b/, 'independence-jm'],
  [/\b(?:philippines|manila|cebu|davao|quezon city|makati)\b/, 'independence-ph'],
  [/\b(?:mexico|cdmx|guadalajara|monterrey)\b/, 'independence-mx'],
  [/\b(?:bangladesh|dhaka|chittagong|sylhet)\b/, 'independence-bd'],
  [/\b(?:sri lanka|colombo|kandy|jaffna)\b/, 'independence-lk'],
  [/\b(?:zimbabwe|harare|bulawayo)\b/, 'independence-zw'],
  [/\b(?:uganda|kampala|entebbe)\b/, 'independence-ug'],
  [/\b(?:tanzania|dar es salaam|arusha|dodoma|zanzibar)\b/, 'independence-tz'],
  [/\b(?:zambia|lusaka|ndola|kitwe)\b/, 'independence-zm'],
  [/\b(?:trinidad|tobago|port of spain|chaguanas)\b/, 'independence-tt'],
  [/\b(?:indonesia|jakarta|surabaya|bandung)\b/, 'independence-id'],
  [/\b(?:brazil|sao paulo|brasilia)\b/, 'independence-br'],
];

/**
 * The new year: "into/for the new year" is the coming year ("what should i focus on for the new year"); "in the
 * new year" and "early in the new year" its January (blind writers split between January and the whole year:
 * January lies inside both readings); "after new year" the weeks after the day; "new year" alone the day.
 */
const newYear: Parser = (s, on) => [
  // "the days between christmas and new year", asked on the 28th: this December's, not next year's Christmas.
  ...all(
    /\b(?:the )?(?:days |week |time |period |bit )?between (?:christmas|xmas) and (?:the )?new ?year'?s?'?\b/g,
    s,
    () =>
      period(
        d(on.year, 12, 26),
        d(on.year, 12, 31),
        true,
        (f, t) => `the days between Christmas and New Year (${rangeLabel(f, t)})`,
        'days',
      ),
  ),
  ...all(/\b(?:these|the) (?:last|final) (?:few )?days of (?:the|this) year\b/g, s, () =>
    period(on, d(on.year, 12, 31), false, (f, t) => `the last days of the year (${rangeLabel(f, t)})`, 'days'),
  ),
  // A new year's party is held on the eve, and one stays up for the new year on it.
  ...all(
    /\bnew ?year'?s'? (?:party|parties|do|bash)\b|\b(?:stay(?:ing)? up|see(?:ing)? in) (?:for )?(?:the )?new year\b/g,
    s,
    () =>
      holidayPeriod(
        'new-years-eve',
        pick((y) => holidayIn('new-years-eve', y), { kind: 'coming' }, on)!,
      ),
  ),
  // "for new year" without "the" is the holiday ("home for new year"), read below.
  ...all(/\b(?:into (?:the )?|for the )new year\b(?! ?'?s?'? ?(?:eve|day|resolution))|\bfrom the new year\b/g, s, () =>
    yearPeriod(on.month === 1 ? on.year : on.year + 1, true),
  ),
  ...all(
    /\b(after|in|early in|at the start of|start of|beginning of) (?:the )?new year\b(?! ?'?s?'? ?(?:eve|day|resolution))/g,
    s,
    (m) => {
      const y = on.month === 1 ? on.year : on.year + 1;
      // "early in the new year": its first weeks; "after new year" the weeks after the day, as any "after X".
      const to = m[1] === 'after' ? lastOfMonth(y, 2) : d(y, 1, 31);
      return period(
        d(y, 1, m[1] === 'after' ? 2 : 1),
        to,
        true,
        (f, t) => `the start of ${y} (${rangeLabel(f, t)})`,
        'months',
      );
    },
  ),
  ...all(/\bthe new year\b/g, s, (m) => {
    if (/\b(?:by|before|until|over|at|on|for|around|through)\s+$/.test(s.slice(0, m.index))) return undefined;
    return yearPeriod(on.month === 1 ? on.year : on.year + 1, true);
  }),
  // "new year, new me", "new year new job??": a fresh start, not the first of January.
  // ("been skint since new year": the one past.)
  ...all(/\bnew years?\b(?! ?'?s?'? ?(?:eve|day|resolution|party|parties|do\b|bash))(?!,? new\b)/g, s, (m) => {
    const since = /\bsince\s+(?:the\s+)?$/.test(s.slice(0, m.index));
    const o = pick((y) => holidayIn('new-years-day', y), { kind: since ? 'last' : 'coming' }, on)!;
    return holidayPeriod('new-years-day', o);
  }),
];

const months: Parser = (s, on) =>
  all(new RegExp(`\\b((?:this|next|last|the) )?(${MONTH_RE})\\b(?![-'])${QUALIFIER}`, 'g'), s, (m) => {
    // "min-jun", "jan-erik": part of a hyphenated name is no month ("mid-june" is).
    const before = s.slice(0, m.index);
    if (/\p{L}-$/u.test(before) && !/\b(?:mid|early|late|end)-$/.test(before)) return undefined;
    const word = m[2]!;
    const month = MONTHS[word]!;
    const prev = s.slice(0, m.index + (m[1]?.length ?? 0));
    // "will may be different": a modal is never followed by another, so "may" there is the month; "will march
    // bring changes" is the month too ("will march go well" may be a protest).
    const afterModal =
      /\b(?:will|would|should|could|can|might|must|shall|is|was)\s+$/.test(prev) &&
      (word === 'may' ||
        (word === 'march' && /^\s+(?:bring|be|hold|look|feel|treat)\b/.test(s.slice(m.index + m[0].length))));
    // "is march or april better", "may or june": a month beside another month is a month.
    // ("i may or may not move" pairs a word with itself: no month).
    const other =
      new RegExp(`^\\s+(?:or|and|to|-)\\s+(${MONTH_RE})\\b`).exec(s.slice(m.index + m[0].length))?.[1] ??
      new RegExp(`\\b(${MONTH_RE})\\s+(?:or|and|to|-)\\s+$`).exec(prev)?.[1];
    const pairedWithMonth = other !== undefined && MONTHS[other] !== month;
    if (
      !afterModal &&
      !pairedWithMonth &&
      AMBIGUOUS_MONTHS.has(word) &&
      !m[1] &&
      !m[3] &&
      !m[4] &&
      !TIME_WORD_BEFORE.test(prev) &&
      !GOOD_TIME_AFTER.test(s.slice(m.index + m[0].length))
    )
      return undefined;
    if (
      word === 'may' &&
      !afterModal &&
      !/\b(?:late|early|mid|in|by|until|till|before|after|since|during|from|end of|start of)\s*-?\s*$/.test(prev) &&
      /^\s+(?:i|we|you|he|she|they|it|be|have|not|get|the)\b/.test(s.slice(m.index + m[0].length))
    )
      return undefined;
    // "march for climate" is a protest; "a good day in march for the party" is the month.
    if (
      word === 'march' &&
      !/\b(?:in|by|until|till|before|after|since|during|from|of)\s+$/.test(prev) &&
      /^\s+(?:for|against|on|with|to|in)\b/.test(s.slice(m.index + m[0].length))
    )
      return undefined;
    const which = whichOf(m[1] === 'this ' ? 'this year' : m[1], m[4], on);
    const w = inContext(m[3] ? whichOf(m[3], undefined, on) : which, s, m.index);
    const o = pick((y) => [monthPeriod(y, month, true)], w, on);
    // "next december" asked in november: the coming one is "this december"; "next" is the year after.
    if (o && m[1] === 'next ' && o.from.year === on.year && daysBetween(on, o.from) <= 45)
      return monthPeriod(o.from.year + 1, month, true);
    return o;
  });

const SEASON_RE =
  /\b((?:this|next|last|the|my|her|his|their|our|your)(?: last)? )?(spring|summer|autumn|fall|winter)(?:time)?(?: (?:holidays?|break|vacation|term))?\b/;
const seasons: Parser = (s, on) =>
  all(new RegExp(SEASON_RE.source + QUALIFIER, 'g'), s, (m) => {
    const word = m[2]!;
    const after = s.slice(m.index + m[0].length);
    const prev = s.slice(0, m.index);
    // "just a summer fling" names a kind of romance, not a time.
    if (/^\s+(?:fling|romance|crush|love|body|vibes?|wedding dress)\b/.test(after) && /\ba\s+$/.test(prev))
      return undefined;
    // "sell the summer cabin", "my winter coat": a thing named by its season, not a time.
    if (
      /^\s+(?:cabins?|houses?|homes?|cottages?|villas?|chalets?|places?|coats?|jackets?|wardrobes?|clothes|tyres|tires|dress|dresses|menus?|collections?|cleaning|residences?|palace|quarters)\b/.test(
        after,
      ) &&
      !m[3] &&
      !m[4]
    )
      return undefined;
    if (
      (word === 'fall' || word === 'spring') &&
      !m[1] &&
      !m[3] &&
      !m[4] &&
      !/\b(?:in|by|until|before|after|early|late|mid|during|for|of|over|around|through)\s+$/.test(prev) &&
      // "is spring a good time": the season as the subject of a question about timing.
      !/^\s+(?:is |would be |will be |gonna be |going to be |looks |looking )?(?:a |the |any |much )?(?:good|great|bad|better|best|right|ideal|okay|ok|wise|kind|kinder|lucky|luckier|favou?rable)\b/.test(
        after,
      ) &&
      !/^(?:time)?\s+(?:break|term|holidays?|vacation)\b/.test(s.slice(m.index + (m[1]?.length ?? 0) + word.length))
    )
      return undefined;
    if (
      word === 'fall' &&
      /^\s+(?:in|out|apart|pregnant|asleep|for|behind|through|back|down|off|over|into|victim|ill|sick)\b/.test(after)
    )
      return undefined;
    // "the autumn term" is a school's (namedTerms).
    if (/^\s+(?:term|semester)\b/.test(s.slice(m.index + (m[1]?.length ?? 0) + word.length))) return undefined;
    const season: Season = word === 'fall' ? 'autumn' : (word as Season);
    const which = whichOf(m[1], m[4], on);
    const w = inContext(m[3] ? whichOf(m[3], undefined, on) : which, s, m.index);
    // The Camino's Santiago is in Spain.
    const southern = SOUTHERN.test(
      s.replace(
        /\bsantiago\b(?=.*\b(?:compostela|camino)\b)|(?<=\b(?:camino|pilgrimage|pilgrim)\b.*)\bsantiago\b/g,
        '',
      ),
    );
    const found = pick((y) => [seasonPeriod(season, y, southern)], w, on);
    // "a wedding in the autumn" asked with three days of autumn left means next autumn ("this autumn" does not).
    const endingNow = found && !before(on, found.from) && daysBetween(on, found.to) < 21;
    const thisOne =
      /^this\b/.test(m[1] ?? '') || /\b(?:rest|end) of\s+$/.test(prev) || SO_FAR.test(after.split(/[,.?!;]/)[0]!);
    if (endingNow && !thisOne && !m[3] && !m[4] && w.kind === 'coming')
      return pick((y) => [seasonPeriod(season, y, southern)], { kind: 'next' }, on);
    return found;
  });

const NOT_A_YEAR_AFTER =
  /^\s*(?:k\b|dollars|pounds|euros|usd|gbp|eur|rand|naira|rupees|quid|bucks|sq|ft|square|calories|followers|words|steps|people|members|miles|km|am\b|pm\b|hours|mg|ml)/;
const years: Parser = (s, on) => [
  ...all(/(?<![$£€#\d:/.,])(?<!\d-)\b(1[89]\d\d|2[01]\d\d)\b(?![:/.,-]?\d)/g, s, (m) => {
    if (NOT_A_YEAR_AFTER.test(s.slice(m.index + m[0].length))) return undefined;
    const year = Number(m[1]);
    if (Math.abs(year - on.year) > 100) return undefined;
    return yearPeriod(year, true);
  }),
  // "i want to do his walk on christmas day. does that feel right for me this year?", "home for christmas day. will
  // things be calmer with mam this year or …": which Christmas, no more.
  ...all(
    /(?<=\b(?:does|is|would|will) (?:that|it)\b[^.?!]*)\bthis year(?=\s*[?.!]*\s*$)|(?<!\b(?:will|is|would|could|can|does|should|be|make|in|for|of|by|until|before|after|through)\s)\bthis year(?=\s*(?:or\b|[?.!,]|$))/g,
    s,
    (m) =>
      m.index === 0 ||
      (!/\b(?:does|is|would|will) (?:that|it)\b/.test(s.slice(0, m.index)) && !ONE_HOLIDAY.test(s.slice(0, m.index)))
        ? undefined
        : { ...yearPeriod(on.year, false), anaphor: true as const },
  ),
  ...all(
    /\b(?:this|dis|the current) year\b|\bwithin the year\b|\bthis (?:is )?(?:a |the )?(?:\w+ )?year\b(?! (?:ago|old))|\bthe rest of (?:the |this )?year\b/g,
    s,
    () => yearPeriod(on.year, false),
  ),
  ...all(/(?<!\bof )\bis it (?:a|an|the) (?:\w+ )?year\b(?! (?:of|after|before|ahead|old|ago|or))/g, s, () => ({
    ...yearPeriod(on.year, false),
    anaphor: true as const,
  })),
  ...all(/\bthis time next year\b/g, s, () => {
    const day = d(on.year + 1, on.month, Math.min(on.day, lastOfMonth(on.year + 1, on.month).day));
    return period(day, day, false, (f) => `this time next year (${formatLongDate(f)})`, 'day');
  }),
  ...all(/\bnext year\b|\bthe coming year\b|\bthe following year\b/g, s, () => yearPeriod(on.year + 1, false)),
  ...all(/\blast year\b|\bthe past year\b/g, s, () => yearPeriod(on.year - 1, false)),
  ...all(/\b(?:the )?year after next\b/g, s, () => yearPeriod(on.year + 2, false)),
  // "the 2nd half of next year", "the first half of 2027".
  ...all(
    /\bthe (first|second|1st|2nd|back|front|latter|last|later) half of (this year|next year|the year|(\d{4}))\b/g,
    s,
    (m) => {
      const year = m[3] ? Number(m[3]) : m[2] === 'next year' ? on.year + 1 : on.year;
      const first = /first|1st|front/.test(m[1]!);
      return period(d(year, first ? 1 : 7, 1), first ? lastOfMonth(year, 6) : d(year, 12, 31), true, (f, t) =>
        rangeLabel(f, t),
      );
    },
  ),
  // A new year's resolution is kept over the year it was made for: the coming one from November.
  ...all(/\bnew ?year'?s'? resolutions?\b/g, s, () => yearPeriod(on.month >= 11 ? on.year + 1 : on.year, false)),
];

/** "next year december", "2028 in march": the year said first. */
const yearThenMonth: Parser = (s, on) =>
  all(new RegExp(`\\b(this year|next year|(\\d{4}))(?:,)? (?:in )?(${MONTH_RE})\\b(?!')`, 'g'), s, (m) => {
    const year = m[2] ? Number(m[2]) : m[1] === 'next year' ? on.year + 1 : on.year;
    return monthPeriod(year, MONTHS[m[3]!]!, true);
  });

/**
 * "21st march", "march 31", "oct 3 to oct 10": a day and a month in either order, the next such day from the asking
 * day, or in the year given. chrono reads "march 31" as March 2031, "oct 10" as October 2010 and "21st march, first"
 * as the first of March.
 */
const monthDays: Parser = (s, on) => [
  ...all(
    // Not the end of a range ("29-31 may"), which chrono reads whole.
    new RegExp(
      `(?<!\\d\\s*[-–]\\s*)\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_RE})\\b(?!['-])(?:,?\\s+(\\d{4})\\b)?`,
      'g',
    ),
    s,
    (m) => dayOfMonth(on, Number(m[1]), MONTHS[m[2]!]!, m[3]),
  ),
  ...all(
    new RegExp(
      `\\b(${MONTH_RE})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:.,/]?\\d|\\s*(?:am|pm|k|%|years?|yrs?|days?|weeks?|months?|hours?|times?|people|of us)\\b)(?:,?\\s+(\\d{4})\\b)?`,
      'g',
    ),
    s,
    // "i may 2 or 3 times": the verb.
    (m) =>
      m[1] === 'may' && /\b(?:i|we|you|he|she|they|it)\s+$/.test(s.slice(0, m.index))
        ? undefined
        : dayOfMonth(on, Number(m[2]), MONTHS[m[1]!]!, m[3]),
  ),
];
function dayOfMonth(on: CalendarDate, day: number, month: number, year: string | undefined): Period | undefined {
  if (year === undefined) {
    const c = upcomingDay(on, day, month);
    return c ? period(c, c, true) : undefined;
  }
  const y = Number(year);
  if (day < 1 || day > lastOfMonth(y, month).day) return undefined;
  return period(d(y, month, day), d(y, month, day), true);
}

const ordinalDay: Parser = (s, on) =>
  all(/\b(?:(mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/g, s, (m) => {
    const after = s.slice(m.index + m[0].length);
    if (new RegExp(`^\\s*(?:of\\s+)?(?:${MONTH_RE})\\b`).test(after)) return undefined;
    if (
      // ("my 3rd go at it", not "the wedding on the 25th go smoothly")
      /^\s*(?:time|round|try|attempt|floor|anniversary|birthday|century|place|grade|year|week|month|day|child|kid|baby|date|cycle|ivf|go(?= (?:at|on|round|of)\b|\s*[?.!]*$)|person|one|job|house|interview)\b/.test(
        after,
      )
    )
      return undefined;
    if (new RegExp(`(?:${MONTH_RE})\\s+$`).test(s.slice(0, m.index))) return undefined;
    // "our 5th anniv in may. where shd we go for the 6th": the next of an ordinal already counting something.
    if (/\b\d{1,2}(?:st|nd|rd|th)\s+(?:anniv\w*|birthday|bday|wedding anniversary)\b/.test(s.slice(0, m.index)))
      return undefined;
    const day = Number(m[2]);
    if (day < 1 || day > 31) return undefined;
    const weekday = m[1] ? ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'].indexOf(m[1]) : -1;
    // "the 14th of next month" is that month's 14th, not the next 14th to come.
    const whichMonth = /^\s*of\s+(?:the\s+)?(next|coming|following|this)\s+month\b/.exec(after);
    const monthsOn = whichMonth && whichMonth[1] !== 'this' ? 1 : 0;
    let x = addMonths(d(on.year, on.month, 1), monthsOn);
    for (let i = 0; i < (whichMonth ? 1 : 12 * 28); i++, x = addMonths(x, 1)) {
      if (day > lastOfMonth(x.year, x.month).day) continue;
      const c = d(x.year, x.month, day);
      if (before(c, on)) continue;
      if (weekday >= 0 && weekdayIndex(c) !== weekday) continue;
      return period(c, c, true);
    }
    return undefined;
  });

const today = (on: CalendarDate, word: string) => period(on, on, false, (f) => `${word} (${formatLongDate(f)})`, 'day');
const days: Parser = (s, on) => [
  // "a good arvo to have the chat" (words.ts makes "arvo" an afternoon): today's afternoon.
  ...all(
    /\b(?:today|tonight|this (?:morning|afternoon|evening)|an? (?:good |right |nice )?afternoon(?= (?:to|for)\b)|now)\b/g,
    s,
    (m) => (m[0] === 'now' ? undefined : today(on, 'today')),
  ),
  // "is it a good day to clear my inbox": today; "which is a good day to" asks which.
  ...all(
    /\bis (?:it|this|today|now) (?:a |the )?(?:good|right|best|lucky|bad|great|perfect|ideal) day\b(?! (?:of|after|before|next))/g,
    s,
    () => ({ ...today(on, 'today'), anaphor: true as const }),
  ),
  ...all(/\bthe day after tomorrow\b/g, s, () => today(addDays(on, 2), 'the day after tomorrow')),
  ...all(/\btomorrow\b/g, s, () => today(addDays(on, 1), 'tomorrow')),
  ...all(/\byesterday\b|\blast night\b/g, s, () => today(addDays(on, -1), 'yesterday')),
];

function weekPeriod(monday: CalendarDate): Period {
  return period(
    monday,
    addDays(monday, 6),
    false,
    (f, t) =>
      weekdayIndex(f) === 1 ? `the week of ${formatLongDate(f)}` : `the rest of the week (${rangeLabel(f, t)})`,
    'days',
  );
}
/** The next day numbered `day` (of `month`, if given), from `on` on; the 31st skips short months. */
function upcomingDay(on: CalendarDate, day: number, month?: number): CalendarDate | undefined {
  if (day < 1 || day > 31) return undefined;
  for (let x = d(on.year, on.month, 1), i = 0; i < 14; i++, x = addMonths(x, 1)) {
    if (day > lastOfMonth(x.year, x.month).day || (month !== undefined && x.month !== month)) continue;
    const c = d(x.year, x.month, day);
    if (!before(c, on)) return c;
  }
  return undefined;
}
function weekendOf(on: CalendarDate): CalendarDate {
  const w = weekdayIndex(on);
  return w === 0 ? addDays(on, -1) : addDays(on, 6 - w);
}
const weeks: Parser = (s, on) => [
  ...all(
    /\b(?:this|dis|the) (?:coming )?weekend\b(?! after next)|\b(?:at|over|on) the weekend\b(?! after next)/g,
    s,
    () => {
      const sat = weekendOf(on);
      return period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
    },
  ),
  // "the weekend of the 14th (of march)": the Saturday and Sunday beside the next such 14th (a Monday's is the
  // one before).
  ...all(
    new RegExp(`\\bthe weekend of the (\\d{1,2})(?:st|nd|rd|th)?\\b(?:\\s+(?:of\\s+)?(${MONTH_RE})\\b)?`, 'g'),
    s,
    (m) => {
      const day = upcomingDay(on, Number(m[1]), m[2] ? MONTHS[m[2]] : undefined);
      if (!day) return undefined;
      const w = weekdayIndex(day);
      const sat = w === 0 ? addDays(day, -1) : w === 1 ? addDays(day, -2) : addDays(day, 6 - w);
      return period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
    },
  ),
  // "the week of the 18th (of october)": Monday to Sunday of the week holding the next such 18th.
  ...all(
    new RegExp(`\\bthe week of the (\\d{1,2})(?:st|nd|rd|th)?\\b(?:\\s+(?:of\\s+)?(${MONTH_RE})\\b)?`, 'g'),
    s,
    (m) => {
      const day = upcomingDay(on, Number(m[1]), m[2] ? MONTHS[m[2]] : undefined);
      return day && weekPeriod(mondayOf(day));
    },
  ),
  // Singapore and Malaysia "next week tuesday": that day of next week.
  ...all(/\bnext week (mon|tues|wednes|thurs|fri|satur|sun)day\b/g, s, (m) => {
    const weekday = ['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'].indexOf(m[1]!);
    const c = addDays(mondayOf(addDays(on, 7)), weekday);
    return period(c, c, false);
  }),
  // British "a week on saturday", "a fortnight on friday", "friday week": that many weeks after the coming one.
  ...all(
    /\ba (week|fortnight) (?:on|from) (mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(mon|tues|wednes|thurs|fri|satur|sun)day (week|fortnight)\b(?! (?:of|after|before|ahead|off|long|end)\b)/g,
    s,
    (m) => {
      const weekday = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'].indexOf((m[2] ?? m[3])!);
      const coming = addDays(on, (weekday - weekdayIndex(on) + 7) % 7 || 7);
      const c = addDays(coming, (m[1] ?? m[4]) === 'week' ? 7 : 14);
      return period(c, c, false);
    },
  ),
  // The weekend after next weekend (the weekend of next week, below): the weekend of the week after next. Blind
  // writers read it so 9 times in 14; the rest meant the second weekend to come, a week sooner on most days.
  ...all(/\b(?:the )?weekend after next\b/g, s, () => {
    const sat = addDays(mondayOf(addDays(on, 14)), 5);
    return period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
  }),
  ...all(/\bnext weekend\b/g, s, () => {
    const sat = addDays(mondayOf(addDays(on, 7)), 5);
    return period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
  }),
  ...all(/\blast weekend\b/g, s, () => {
    const sat = addDays(mondayOf(on), -2);
    return period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
  }),
  ...all(/\bthis (?:coming )?week\b|\bmy week\b(?! (?:off|away|of))|\ball week\b/g, s, () => weekPeriod(mondayOf(on))),
  // "is it a good week": this week, unless another week is named ("next week i pitch, is it a good week").
  ...(/\b(?:next|coming|following) week\b|\bweek after next\b|\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th) week of\b/.test(
    s,
  )
    ? []
    : all(
        /(?<!\bof )(?:\b(?:is (?:it|this)|this is) (?:a|an|the) (?:\w+ )?|\b(?:a|the) (?:good|right|best|lucky|bad|great|perfect) |(?:^|(?<=[,;:.!?] ))(?:good|right|best|lucky|bad) )week\b(?! (?:of|after|before|ahead))/g,
        s,
        () => weekPeriod(mondayOf(on)),
      )),
  ...all(/\bnext week\b|\bthe coming week\b|\bthe week ahead\b/g, s, () => weekPeriod(mondayOf(addDays(on, 7)))),
  ...all(/\b(?:the )?week after next\b/g, s, () => weekPeriod(mondayOf(addDays(on, 14)))),
  ...all(/\blast week\b|\bthe past week\b/g, s, () => weekPeriod(mondayOf(addDays(on, -7)))),
];

function quarter(year: number, q: number, named: boolean): Period {
  return period(d(year, 3 * q - 2, 1), lastOfMonth(year, 3 * q), named, (f, t) => `${rangeLabel(f, t)}`, 'months');
}
const relativeMonths: Parser = (s, on) => [
  ...all(
    /\b(this|next|last|the (?:first|second|third|fourth|last)) quarter\b(?: of (\d{4}))?|\bq([1-4])(?:\s+(\d{4}))?\b/g,
    s,
    (m) => {
      const current = Math.ceil(on.month / 3);
      if (m[3]) {
        const q = Number(m[3]);
        const y = m[4] ? Number(m[4]) : q >= current ? on.year : on.year + 1;
        return quarter(y, q, true);
      }
      const which = m[1]!;
      if (which === 'this') return quarter(on.year, current, false);
      if (which === 'next' || which === 'last') {
        const k = on.year * 4 + current - 1 + (which === 'next' ? 1 : -1);
        return quarter(Math.floor(k / 4), (k % 4) + 1, false);
      }
      const q = ['first', 'second', 'third', 'fourth', 'last'].indexOf(which.slice(4));
      const n = q === 4 ? 4 : q + 1;
      const y = m[2] ? Number(m[2]) : n >= current ? on.year : on.year + 1;
      return quarter(y, n, Boolean(m[2]));
    },
  ),
  // "by end of quarter": what is left of this one.
  ...all(/\b(?:the )?end of (?:the |this )?quarter\b|\bquarter[- ]end\b/g, s, () =>
    quarter(on.year, Math.ceil(on.month / 3), false),
  ),
  // "is this a good month", "a lucky month for it": this one; "the best month to launch" and "when's a good month"
  // ask which, and "is that a good month" points back to a month named before.
  ...all(/\bthis (?:coming )?month\b|\bthe rest of (?:the |this )?month\b|\ball month\b/g, s, () =>
    monthPeriod(on.year, on.month, false),
  ),
  ...all(
    /(?<!\bof )(?:\b(?:is (?:it|this)|this is) (?:a|an|the) (?:\w+ )?|(?<!\bthat )(?<!\b(?:when|whens|what|whats|which)(?:['’]s| is| s| would be| will be)? )\ba (?:good|right|best|lucky|bad|great|perfect) |\bthe (?:good|right|lucky|bad|great) |(?:^|[,.?!;]\s*)(?:good|right|lucky|bad|great|perfect) )month\b(?! (?:of|after|before|ahead|for (?:the (?:next|past|last)|\d|a (?:few|couple))|in|next|during|to come))/g,
    s,
    () => ({ ...monthPeriod(on.year, on.month, false), anaphor: true as const }),
  ),
  ...all(/\bnext month\b|\bthe (?:coming|following) month\b/g, s, () => {
    const n = addMonths(d(on.year, on.month, 1), 1);
    return monthPeriod(n.year, n.month, false);
  }),
  ...all(/\blast month\b|\bthe past month\b/g, s, () => {
    const n = addMonths(d(on.year, on.month, 1), -1);
    return monthPeriod(n.year, n.month, false);
  }),
];

/** "within six months", "the next few weeks", "in the coming months", "the year ahead", "in 3 months", "2 weeks ago". */
const spans: Parser = (s, on) => [
  ...all(
    new RegExp(
      `(?<!\\b(?:in|within|next|the) )\\b${NUM_RE}\\s+(days?|weeks?|fortnights?|months?|years?)'?\\s+(?:from now|from today|(?:from )?this time)\\b`,
      'g',
    ),
    s,
    (m) => pointIn(on, numberOf(m[1]!), m[2]!),
  ),
  ...all(/\b(?:in |over |within |during )?the next (month|week|year) or (?:two|so)\b/g, s, (m) =>
    period(on, shift(on, 2, m[1]!), false, () => `the next ${m[1]} or two`),
  ),
  ...all(/\b(?:in|within|over|during) the next week\b/g, s, () =>
    period(on, addDays(on, 7), false, () => 'the next seven days', 'days'),
  ),
  // "over the next month" runs a month from today; "next month" alone is the calendar month.
  ...all(/\b(?:in|within|over|during|throughout) the (?:next|coming) month\b(?! or)/g, s, () =>
    period(on, addMonths(on, 1), false, () => 'the coming month', 'days'),
  ),
  ...all(/\b(?:in |within )?the next (24|48|72) hours\b/g, s, (m) =>
    period(on, addDays(on, Number(m[1]) / 24), false, undefined, 'days'),
  ),
  ...all(
    new RegExp(
      `\\b(within|in the next|in the coming|over the next|over the coming|during the next|for the next|in the following|the next|the coming|the following|next|these next|in|over|by|for|the last|the past|in the last|in the past|over the last|over the past)\\s+${NUM_RE}\\s+(days?|weeks?|fortnights?|months?|years?)\\b(\\s+(?:from now|ago|time))?`,
      'g',
    ),
    s,
    (m) => {
      const lead = m[1]!;
      const n = numberOf(m[2]!);
      const unit = m[3]!;
      const tail = (m[4] ?? '').trim();
      if (n < 1 || n > 1200) return undefined;
      const plural = n === 1 ? unit.replace(/s$/, '') : unit.endsWith('s') ? unit : `${unit}s`;
      if (tail === 'ago') return pointIn(on, -n, unit);
      if (/^(?:the|in the|over the) (?:last|past)$/.test(lead)) {
        const from = shift(on, -n, unit);
        return period(from, addDays(on, -1), false, () => `the last ${inWords(n)} ${plural}`);
      }
      const few = /few|several|couple/.test(m[2]!);
      // "she hasnt replied in 3 weeks", "first holiday in five years": a stretch already gone, not one ahead.
      if (lead === 'in' && NOT_IN_A_WHILE.test(s.slice(0, m.index))) return undefined;
      if ((lead === 'in' && !few) || lead === 'by' || tail === 'from now' || tail === 'time') {
        if (lead === 'by' || lead === 'for') return undefined;
        return pointIn(on, n, unit);
      }
      if (lead === 'for') return undefined;
      const to = shift(on, n, unit);
      return period(on, to, false, () => (few ? `the next few ${plural}` : `the next ${inWords(n)} ${plural}`));
    },
  ),
  ...all(
    /\b(?:in |over |during |for )?(?:the )?(?:next|coming|following) (few |couple of |several )?(weeks|months|days)\b|\bthe (weeks|months|days) ahead\b/g,
    s,
    (m) => {
      const unit = (m[2] ?? m[3])!;
      // "the next couple of months" is two of them, as "a couple of months" is.
      if (m[1] === 'couple of ') return period(on, shift(on, 2, unit), false, () => `the next couple of ${unit}`);
      return period(on, shift(on, unit === 'days' ? 7 : 3, unit), false, () => `the next few ${unit}`);
    },
  ),
  ...all(/\b(?:in |over |during |within )?the (?:next|coming) fortnight\b|\ba fortnight from now\b/g, s, () =>
    period(on, addDays(on, 14), false, () => 'the next fortnight', 'days'),
  ),
  // "the first three months of next year", "the last two months of 2027".
  ...all(
    /\bthe (first|last) (two|three|four|six|2|3|4|6) months of (this year|next year|the year|(\d{4}))\b/g,
    s,
    (m) => {
      const n = ({ two: 2, three: 3, four: 4, six: 6 } as Record<string, number>)[m[2]!] ?? Number(m[2]);
      const year = m[4] ? Number(m[4]) : m[3] === 'next year' ? on.year + 1 : on.year;
      return m[1] === 'first'
        ? period(d(year, 1, 1), lastOfMonth(year, n), true, (f, t) => rangeLabel(f, t), 'months')
        : period(d(year, 13 - n, 1), d(year, 12, 31), true, (f, t) => rangeLabel(f, t), 'months');
    },
  ),
  ...all(
    /\b(?:in |over |during |within )?the (?:next|coming) (?:twelve|12) months\b|\bthe year ahead\b|\bthe next year\b(?! or)|\b(?:one|another|1) more year\b|\ba year from now\b/g,
    s,
    () => period(on, addMonths(on, 12), false, () => 'the next twelve months', 'year'),
  ),
];

function pointIn(on: CalendarDate, n: number, unit: string): Period {
  const at = shift(on, n, unit);
  const { unit: u } = unitOf(unit);
  if (u === 'year') return yearPeriod(at.year, false);
  if (u === 'month') return monthPeriod(at.year, at.month, false);
  // "in two weeks i have an interview": the day two weeks on (the blind writers of dev-13 and dev-35 agree).
  return period(at, at, false);
}

/** "the end of the year", "before the year ends", "by the end of the month". */
const ends: Parser = (s, on) => [
  ...all(
    /\b(?:the )?end of (?:the |this )?(year|month|week)\b|\b(?:the )?(year|month|week)(?:'s)? end\b|\bthe (year|month|week) (?:ends|is out|is over)\b/g,
    s,
    (m) => {
      const unit = (m[1] ?? m[2] ?? m[3])!;
      const byEnd = /\b(?:by|before|until|through|up to|till)\s+$/.test(s.slice(0, m.index)) || Boolean(m[3]);
      if (unit === 'year') {
        const p = byEnd ? yearPeriod(on.year, false) : monthPeriod(on.year, 12, false);
        return { ...p, named: false };
      }
      if (unit === 'month') {
        const last = lastOfMonth(on.year, on.month);
        return byEnd
          ? monthPeriod(on.year, on.month, false)
          : period(d(on.year, on.month, Math.max(1, last.day - 6)), last, false);
      }
      const monday = mondayOf(on);
      return byEnd ? weekPeriod(monday) : period(addDays(monday, 4), addDays(monday, 6), false);
    },
  ),
];

/**
 * "before the new term": the month the next school term starts in (UK and Irish terms: January, April, September);
 * "the new school year": the next September.
 */
const terms: Parser = (s, on) => [
  ...all(/\b(?:the )?(?:new|next|coming) (?:school|academic) year\b/g, s, () => {
    const year = on.month < 9 ? on.year : on.year + 1;
    return monthPeriod(year, 9, false);
  }),
  ...all(
    /\b(?:the )?(?:new |next |coming |start of (?:the )?(?:new |next )?)(?:school |uni |university )?term\b/g,
    s,
    () => {
      const starts = [on.year, on.year + 1].flatMap((y) => [1, 4, 9].map((m) => d(y, m, 1)));
      const start = starts.find((x) => !before(x, addDays(on, -7)));
      return start && monthPeriod(start.year, start.month, false);
    },
  ),
];

// School terms and semesters, widest common reading (UK terms end before Easter, in July and in December; US
// semesters in May and December): "this term" runs from the asking day to its term's last month. In a summer
// holiday the coming term is meant.
const TERMS: readonly (readonly [number, number])[] = [
  [1, 3],
  [4, 7],
  [9, 12],
];
const SEMESTERS: readonly (readonly [number, number])[] = [
  [1, 5],
  [9, 12],
];
const currentTerms: Parser = (s, on) =>
  all(/\b(?:this|the current|this school|this uni) (term|semester|sem)\b/g, s, (m) => {
    const table = m[1] === 'term' ? TERMS : SEMESTERS;
    const [first, last] = table.find(([, l]) => on.month <= l) ?? table[0]!;
    const year = on.month <= last ? on.year : on.year + 1;
    const from = max(d(year, first, 1), on);
    const to = lastOfMonth(year, last);
    return period(
      from,
      to,
      false,
      (f, t) => `this ${m[1] === 'term' ? 'term' : 'semester'} (to the end of ${monthName(t.month)} ${t.year})`,
      spanOf(from, to),
    );
  });

/**
 * A term or semester named by its season ("will the autumn term go better"), the next one not over: UK terms
 * (autumn or Michaelmas September to December, spring or Lent January to March, summer or Trinity April to July) and
 * US semesters (fall September to December, spring January to May). Not the season: an autumn term ends in December.
 */
const NAMED_TERMS: Readonly<Record<string, readonly [number, number]>> = {
  'autumn term': [9, 12],
  'fall term': [9, 12],
  'michaelmas term': [9, 12],
  'spring term': [1, 3],
  'lent term': [1, 3],
  'summer term': [4, 7],
  'trinity term': [4, 7],
  'autumn semester': [9, 12],
  'fall semester': [9, 12],
  'spring semester': [1, 5],
};
const namedTerms: Parser = (s, on) =>
  all(/\b(autumn|fall|michaelmas|spring|lent|summer|trinity) (term|semester)\b/g, s, (m) => {
    const months = own(NAMED_TERMS, `${m[1]} ${m[2]}`);
    if (!months) return undefined;
    const [first, last] = months;
    const year = on.month <= last ? on.year : on.year + 1;
    const from = max(d(year, first, 1), on);
    const to = lastOfMonth(year, last);
    const name = `the ${m[1]} ${m[2]}`;
    return period(from, to, true, (f, t) => `${name} (${rangeLabel(f, t)})`, spanOf(from, to));
  });

/** What follows a birthday gives its date ("in march", "on july 9th", ", 3 june"). */
const givesItsDate = (after: string) =>
  new RegExp(
    // "my birthday? it's on 3 june" gives it in the next sentence; "my birthday (21 april)" in brackets (not the date
    // of birth: "(14/06/1988)").
    `^\\s*(?:[?.!]+\\s*(?:it'?s|it is|its)\\s+)?(?:birthday |bday )?(?:(?:is|was|'s)\\s+(?:(?:in|on)\\s+)?|(?:in|on|,)\\s+|\\((?![^)]*\\d{4})\\s*)(?:the\\s+)?(?:\\d|${MONTH_RE})`,
  ).test(after);

/** Something done to the reader after a time: "ghosted me after", "dumped me after", "went quiet after". */
const DONE_AFTER =
  /(?<!\b(?:get|getting|be|being|become|to) )\b(?:[a-z]+ed|went|fell|left|broke)(?:\s+(?:me|us|him|her|them|quiet|silent|cold|off|distant|weird|funny))*\s+(?:right |just |straight )?after\s+$/;

function birthdayAt(birth: CalendarDate, year: number): CalendarDate {
  return d(year, birth.month, Math.min(birth.day, lastOfMonth(year, birth.month).day));
}
const birthdays: Parser = (s, on, birth) => {
  if (!birth) return [];
  const day = (c: CalendarDate, age?: number) =>
    withName(
      period(c, c, true, (f) => `your ${age ? `${ordinal(age)} ` : ''}birthday (${formatLongDate(f)})`, 'day'),
      `your ${age ? `${ordinal(age)} ` : ''}birthday`,
    );
  return [
    ...all(/\b(?:my|a|the) (?:next |good |happy |lucky |great )?birthday\b/g, s, (m) => {
      // "my birthday in march", "my bday on july 9th": the date the reader gives is read instead.
      if (givesItsDate(s.slice(m.index + m[0].length))) return undefined;
      let c = birthdayAt(birth, on.year);
      // "my husband forgot my birthday again", "bestie ghosted me after my birthday": the last one, told as background.
      if (inContext({ kind: 'coming' }, s, m.index).kind === 'last' || DONE_AFTER.test(s.slice(0, m.index))) {
        return day(before(c, on) ? c : birthdayAt(birth, on.year - 1));
      }
      if (before(c, on)) c = birthdayAt(birth, on.year + 1);
      return day(c);
    }),
    ...all(
      // "i am 72" says how old the reader is now, not a birthday to come: only "when/by the time i'm 30" is one,
      // or "by the age of 30", or an age after a life step ("married by 30").
      /\bmy (\d{1,3})(?:st|nd|rd|th)(?: birthday)?\b|\b(?:i|me) (?:turn|turns|reach|hit|be|will be|'ll be) (\d{1,3})\b(?!\s*(?:k\b|%|[a-z]*(?:sales|followers|subs|subscribers|orders|customers|clients|members|likes|views|downloads|kg|lbs|pounds|miles|km|steps|pages|words|bookings|students|reviews|streams|listeners|readers|percent|grand|dollars|quid|euros)))|\b(?:by the time|when|before|until|by|once) (?:i'm|i am|im|i m) (\d{1,3})\b|\bturning (\d{1,3})\b|\b(?:the age of|age) (\d{1,3})\b|(?<=\b(?:married|engaged|wed|hitched|retired|settled|settled down|rich|famous|promoted|a homeowner|a millionaire|a parent|a mum|a mom|a dad) (?:by|before) )(\d{2})\b(?!\s*(?:st|nd|rd|th|of|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|days?|weeks?|months?|years?|%))/g,
      s,
      (m) => {
        // "my 30th in november", "as i turn 60 in august": the month the reader gives is read instead, as for
        // "my birthday in march".
        if ((m[1] || m[2] || m[4]) && givesItsDate(s.slice(m.index + m[0].length))) return undefined;
        const age = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]);
        if (age < 1 || age > 120) return undefined;
        return day(birthdayAt(birth, birth.year + age), age);
      },
    ),
  ];
};
function ordinal(n: number): string {
  const t = n % 100;
  const suffix = t >= 11 && t <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// One chrono instance for the module (building it per call is the slow part): the casual English parsers
// with day-first numeric dates (chrono's en.GB: "05/06/2027" is 5 June), as most of the world and the
// development set write them; a first number over 12 is read either way.
const chronoParser = chrono.en.GB.clone();
const VAGUE =
  /^(?:one day|some ?day|the other day|day one|a day|now|today|tonight|tomorrow|yesterday|this (?:morning|afternoon|evening))$/;
const CHRONO_DATE_WORDS = new RegExp(
  `\\d|\\b(?:${MONTH_RE})\\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\\b(?:on|this|next) (?:mon|tue|wed|thu|fri|sat|sun)\\b`,
);
// "30s", "20 week" (a scan): a bare duration is not a date; "in 20 weeks" is read by `spans`.
const CHRONO_DURATION = /^\d+\s*(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?)$/;
const chronoDates: Parser = (s, on) => {
  const ref = { instant: new Date(Date.UTC(on.year, on.month - 1, on.day, 12)), timezone: 0 };
  // "a games night on saturday": chrono would read "night on saturday" as tonight; blanked, so indices hold.
  const text = s.replace(/\b(?:night|morning|evening|afternoon)(?= (?:on|this|next) )/g, (w) => ' '.repeat(w.length));
  return chronoParser.parse(text, ref, { forwardDate: true }).flatMap((r) => {
    if (VAGUE.test(r.text.trim()) || !(r.start.isCertain('day') || r.start.isCertain('weekday'))) return [];
    // "from now until march": the month is ours, "until" a modifier; chrono's range from now would hide both.
    if (/\bnow\b/.test(r.text)) return [];
    // "a second", "a moment": chrono reads them as times of today; a date needs a number, month or weekday.
    // "is wed a good day": a short weekday alone is one only where it is judged as a day.
    // "sat i have a careers fair", "wed is my audition", "fri night": one that opens the question is one too.
    const after = s.slice(r.index + r.text.length);
    const judgedDay =
      /^(?:mon|tues?|wed|thurs?|fri|sat|sun)$/.test(r.text) &&
      (/^\s+(?:a |the )?(?:good|bad|right|best|lucky|ok|okay|great|better)\b/.test(after) ||
        (/^\s*$/.test(s.slice(0, r.index)) &&
          /^\s+(?:i|im|i'm|is|night|morning|evening|afternoon|we|my)\b/.test(after)));
    if ((!CHRONO_DATE_WORDS.test(r.text) && !judgedDay) || CHRONO_DURATION.test(r.text.trim())) return [];
    // "hasnt replied in 3 weeks": the stretch is behind (as in `spans`).
    if (
      /^in\s/.test(r.text) &&
      CHRONO_DURATION.test(r.text.slice(3).trim()) &&
      NOT_IN_A_WHILE.test(s.slice(0, r.index))
    )
      return [];
    const toDate = (c: chrono.ParsedComponents) => {
      const dt = c.date();
      return d(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
    };
    // "this coming saturday" said on a Saturday is next week's.
    const coming = /\bcoming\s+$/.test(s.slice(0, r.index)) && !r.end && compareDates(toDate(r.start), on) === 0;
    // "got made redundant friday", "i had my interview on friday": a weekday told in the past is the last one.
    const told = toDate(r.start);
    const past =
      BARE_WEEKDAY.test(r.text.replace(/[,.;!?]+$/, '').trim()) && toldInThePast(s, r.index) && before(on, told);
    // "I start my placement on Monday" said on a Monday: next week's (today would be "today").
    const sameDay =
      /^on\s+\w+day$/.test(r.text.replace(/[,.;!?]+$/, '').trim()) &&
      compareDates(told, on) === 0 &&
      !toldInThePast(s, r.index) &&
      !/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/.test(s);
    const from = coming || sameDay ? addDays(on, 7) : past ? addDays(told, -7) : told;
    const to = r.end && !coming && !sameDay ? toDate(r.end) : from;
    const named = new RegExp(`\\d|${MONTH_RE}`).test(r.text);
    return [
      { start: r.index, end: r.index + r.text.length, period: period(from, before(to, from) ? from : to, named) },
    ];
  });
};

const BARE_WEEKDAY = /^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$/;
/** The clause before `at` tells of something done: "got made redundant", "i had my interview on". */
function toldInThePast(s: string, at: number): boolean {
  const start = clauseStart(s, at, [',', '.', '?', '!', ';', ' and ', ' but ']);
  const clause = s.slice(start + 1, at);
  // "results out friday", "can't see me until monday", "i've got to fly back on saturday": ahead.
  if (/\b(?:out|due|until|till|by|got to|have to|need to)\b/.test(clause)) return false;
  const done = /\bgot\s+(?:[a-z]+(?:ed|en)|made|let|laid|told|paid|sent|kept|left|caught)\b/;
  return (PAST_MARKERS.test(clause) || done.test(clause)) && !FUTURE_MARKERS.test(clause);
}

const PARSERS: readonly Parser[] = [
  birthdays,
  newYear,
  holidays,
  ends,
  terms,
  currentTerms,
  namedTerms,
  spans,
  seasons,
  days,
  weeks,
  relativeMonths,
  monthDays,
  months,
  yearThenMonth,
  ordinalDay,
  years,
];

// ---------- modifiers: by / before / after / early / late / halves / weeks of ----------

type Modifier = readonly [RegExp, (p: Period) => Period | undefined];

function partOf(p: Period, from: CalendarDate, to: CalendarDate): Period {
  return period(from, to, p.named);
}
function thirds(p: Period, which: 0 | 1 | 2): Period {
  // Of a season, its first, middle or last month ("late summer" is August).
  if (p.span === 'season') {
    const m = addMonths(p.from, which);
    return monthPeriod(m.year, m.month, p.named);
  }
  // Of a year, "early" is its first quarter and "late" its last (most readers' and writers' reading; the narrower
  // range is inside the wider one too); "mid" May to August.
  if (p.span === 'year') {
    const y = p.from.year;
    const [first, last] = (
      [
        [1, 3],
        [5, 8],
        [10, 12],
      ] as const
    )[which];
    return partOf(p, d(y, first, 1), lastOfMonth(y, last));
  }
  const starts = [1, 11, 21];
  return partOf(
    p,
    d(p.from.year, p.from.month, starts[which]!),
    which === 2 ? p.to : d(p.from.year, p.from.month, [10, 20][which]!),
  );
}
const hasThirds = (p: Period) => p.span === 'month' || p.span === 'year' || p.span === 'season';

const INNER: readonly Modifier[] = [
  // "the start of next month": its first week (writers of dev-36 read 1 to 7); "early" a third of it.
  [
    /\b(?:the )?(?:start|beginning) of (?:the )?$/,
    (p) => (p.span === 'month' ? partOf(p, p.from, addDays(p.from, 6)) : hasThirds(p) ? thirds(p, 0) : undefined),
  ],
  [/\bearly(?:[- ]on in)?\s*-?\s*$/, (p) => (hasThirds(p) ? thirds(p, 0) : undefined)],
  [/\bmid\s*-?\s*$|\b(?:the )?middle of (?:the )?$/, (p) => (hasThirds(p) ? thirds(p, 1) : undefined)],
  [/\blate\s*-?\s*$/, (p) => (hasThirds(p) ? thirds(p, 2) : undefined)],
  [
    /\b(?:the )?end of (?:the )?$/,
    (p) => {
      if (p.span === 'year') return monthPeriod(p.from.year, 12, p.named);
      // "the end of june", "the end of next month": its last seven days, as "the end of the month" is.
      if (p.span === 'month') return partOf(p, addDays(p.to, -6), p.to);
      if (p.span === 'season') return thirds(p, 2);
      // "the end of next week": its Friday to Sunday.
      if (isWholeWeek(p)) return partOf(p, addDays(p.from, 4), p.to);
      return undefined;
    },
  ],
];

function half(p: Period, second: boolean): Period | undefined {
  if (p.span === 'year') {
    const y = p.from.year;
    return second ? partOf(p, d(y, 7, 1), d(y, 12, 31)) : partOf(p, d(y, 1, 1), d(y, 6, 30));
  }
  if (p.span === 'month') {
    const { year, month } = p.from;
    return second ? partOf(p, d(year, month, 16), p.to) : partOf(p, d(year, month, 1), d(year, month, 15));
  }
  return undefined;
}
function weekOfMonth(p: Period, n: number | 'last'): Period | undefined {
  if (p.span !== 'month') return undefined;
  const { year, month } = p.from;
  if (n === 'last') return partOf(p, addDays(p.to, -6), p.to);
  return partOf(p, d(year, month, 1 + 7 * (n - 1)), d(year, month, Math.min(7 * n, p.to.day)));
}

function applyInner(s: string, hit: Hit): Hit {
  for (let guard = 0; guard < 3; guard++) {
    const prev = s.slice(0, hit.start);
    const h = /\b(?:the )?(first|second|1st|2nd|back|front|latter|last|later) half of (?:the )?$/.exec(prev);
    if (h) {
      const p = half(hit.period, !/first|1st|front/.test(h[1]!));
      if (!p) return hit;
      hit = { start: h.index, end: hit.end, period: p };
      continue;
    }
    const w = /\b(?:the )?(first|second|third|fourth|last|1st|2nd|3rd|4th) week of (?:the )?$/.exec(prev);
    if (w) {
      const n = (
        { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 } as Record<string, number>
      )[w[1]!];
      const p = weekOfMonth(hit.period, n ?? 'last');
      if (!p) return hit;
      hit = { start: w.index, end: hit.end, period: p };
      continue;
    }
    let changed = false;
    for (const [re, f] of INNER) {
      const m = re.exec(prev);
      if (!m) continue;
      const p = f(hit.period);
      if (!p) return hit;
      hit = { start: m.index, end: hit.end, period: p };
      changed = true;
      break;
    }
    if (!changed) return hit;
  }
  return hit;
}

const LASTING = new RegExp(
  `\\bfor ${NUM_RE} (days?|weeks?|fortnights?|months?)\\s+(?:from|starting(?: from| on| in)?|beginning(?: on| in)?)\\s+(?:(?:on|in) )?(?:the )?$`,
);

/** "on nights for 3 months from august", "travelling for six weeks from 1 june": the stretch that starts then. */
function lastingFrom(s: string, hit: Hit, prev: string): Hit | undefined {
  const lasting = LASTING.exec(prev) ?? LASTING.exec(s.slice(0, hit.start));
  const n = lasting ? numberOf(lasting[1]!) : 0;
  if (!lasting || n < 1 || n > 24) return undefined;
  const to = addDays(shift(hit.period.from, n, lasting[2]!), -1);
  return { start: lasting.index, end: hit.end, period: period(hit.period.from, to, hit.period.named) };
}

function applyOuter(s: string, hit: Hit, on: CalendarDate): Hit {
  // chrono's hit may begin with its own "on" ("on 15 march"): the words before it end with that "on".
  const lead = /^(?:on|in|at)\s+/.exec(s.slice(hit.start, hit.end))?.[0].length ?? 0;
  const prev = s.slice(0, hit.start + lead);
  const p = hit.period;
  // "by X" / "before X" with X already over ("before I turn 30" at 35): the past X itself.
  if (before(p.to, on) && !/\b(?:after|following|once)\s+(?:the )?$/.test(prev)) return hit;
  const lasting = lastingFrom(s, hit, prev);
  if (lasting) return lasting;
  // "once my contract ends on the 30th": after that day, although "ends on" alone would mean "by".
  const afterEvent =
    /\b(?:once|after)\s+(?:[a-z']+\s+){1,4}?(?:ends|finishes|expires|closes)\s+(?:on\s+)?(?:the\s+)?$/.test(prev);
  // "before her lease ends on 30 sept": the days before it, not up to it.
  const beforeEnding = /\bbefore\s+(?:the|our|my|his|her|their|your) (?:[a-z'-]+ ){1,3}(?:on|in)\s+(?:the )?$/.test(
    prev,
  );
  // "before the end of next month": the end already read into the time (its last days), so before it is by it.
  const endOfIt = /^(?:the )?end of\b/.test(s.slice(hit.start, hit.end));
  const by =
    !afterEvent &&
    !beforeEnding &&
    ((endOfIt ? /\bbefore\s+(?:the\s+)?$/.exec(prev) : null) ??
      /\b(?:by|until|up to|no later than|in time for|between now and|from now (?:until|to|through)|now until|(?:closes|closing|due|deadline|ends|expires)(?: on)?)\s+(?:the )?(?:end of (?:the )?)?$|\b(?:before|by) the end of (?:the )?$/.exec(
        prev,
      ) ??
      // "by my birthday on the 12th of july", "by the time the kids go back to school on the 1st": by the event's day.
      /\b(?:by|in time for) (?:(?:my|our|the|his|her|their|your) (?:[a-z'-]+ ){1,3}|the time (?:[a-z'-]+ ){1,7}?)(?:on|in) (?:the )?$/.exec(
        prev,
      ));
  if (by) {
    // "by the start of september": by its first day, not the end of its first days.
    const startOf = /^(?:the )?(?:start|beginning) of\b/.test(s.slice(hit.start, hit.end));
    // "by summer", "until spring": blind writers split between the season's start and its end (five of six training
    // items to its start); the narrower reading lies inside both (ADR 0920), so by a season a month or more away is by
    // its start (nearer, its start would leave a few days).
    const bySeason = p.span === 'season' && /\b(?:by|until)\s+$/.test(prev) && before(addDays(on, 27), p.from);
    const to = startOf ? p.from : bySeason ? addDays(p.from, -1) : p.to;
    return { start: by.index, end: hit.end, period: period(on, to, p.named, untilLabel) };
  }
  // "by the start of september": by its first day.
  const byStart = /\b(?:by|before) the (?:start|beginning) of (?:the )?$/.exec(prev);
  if (byStart && !before(p.from, on)) {
    return { start: byStart.index, end: hit.end, period: period(on, p.from, p.named, untilLabel) };
  }
  const bef =
    // "before my bday, its on the 3rd": the event's day given after it.
    /\bbefore\s+(?:(?:the|our|my|his|her|their|your) )?(?:[a-z0-9'-]+ ){0,2}[a-z0-9'-]+[,.]?\s+(?:it'?s|it is|which is|thats|that's)\s+(?:on\s+)?(?:the )?$/.exec(
      prev,
    ) ??
    // "before my interview monday", "before the party next saturday", "before our trip to cape town on 4 jan".
    /\b(?:before|ahead of|prior to)\s+(?:(?:the|our|my|his|her|their|your) (?:(?!(?:and|but|or|so|then)\b)[a-z0-9'-]+ ){1,5}(?:(?:in|on|at)\s+|(?:this |next )?)|(?:(?!(?:i|we|you|he|she|they|it|or|and)\b)[a-z'-]+ ){1,3}(?:in|on)\s+)?(?:the )?$/.exec(
      prev,
    ) ??
    // "before uni starts in september", "before the baby comes on the 3rd": before the event's time.
    /\b(?:before|ahead of)\s+(?!(?:work|school|class|lunch|dinner|church|mass|that|this|it)\b)(?:[a-z'-]+\s+){1,4}?(?:starts|begins|comes|arrives|arrive|opens|kicks off|is due|lands|gets here|moves|leaves|goes|visit|visits|come|fly in|get here)\s+(?:in|on|for|at)\s+(?:the\s+)?$/.exec(
      prev,
    ) ??
    // "before we move to canada in july", "before i turn 40 on 11 august": a clause with its own subject, then its time.
    /\b(?:before|ahead of)\s+(?:i|we|you|he|she|they)\s+(?:(?!(?:or|and|but|then)\b)[a-z0-9'-]+\s+){1,4}?(?:in|on)\s+(?:the\s+)?$/.exec(
      prev,
    );
  // An event named with no "on" before its time is dated by a day or a week ("my interview monday"), not a year.
  const bareEvent =
    bef !== null &&
    !/\b(?:in|on|at)\s+(?:the )?$/.test(prev) &&
    /\s(?:[a-z0-9'-]+ ){2,}(?:(?:this|next) )?$/.test(bef[0]);
  if (bef && !(bareEvent && (p.span === 'year' || p.span === 'months' || p.span === 'season'))) {
    const to = addDays(p.from, -1);
    if (before(to, on)) return { start: bef.index, end: hit.end, period: period(on, p.to, p.named, untilLabel) };
    return { start: bef.index, end: hit.end, period: period(on, to, p.named, untilLabel) };
  }
  // "after the wedding on the 26th", "once my contract ends on the 30th of june": after the event's day.
  const aft =
    /\b(?:after|following|once)\s+(?:the )?$/.exec(prev) ??
    /\b(?:after|once)\s+(?!(?:work|school|class|lunch|dinner|church|mass|that|this|it)\b)(?:(?:the|my|our|his|her|their|your)\s+)?(?:[a-z']+\s+){1,4}?(?:on|in)\s+(?:the\s+)?$/.exec(
      prev,
    );
  // "once the lease starts in june": what begins then is asked about from then, in that time itself.
  // So is what follows a move or an arrival: "will i make friends once i move to singapore in august".
  if (
    aft &&
    /\b(?:starts|begins|opens|kicks off|move|moves|moving|arrive|arrives|arriving|land|lands|landing|get there|getting there)\b(?:\s+[a-z'-]+){0,3}\s+(?:on|in)\s+(?:the\s+)?$/.test(
      prev,
    )
  )
    return hit;
  if (aft) {
    const from = addDays(p.to, 1);
    const to = p.span === 'year' ? d(from.year, 12, 31) : afterEnd(p.to);
    const label =
      p.span === 'year'
        ? () => `${from.year}`
        : (f: CalendarDate, t: CalendarDate) =>
            p.name ? `the months after ${p.name} (${rangeLabel(f, t)})` : rangeLabel(f, t);
    return { start: aft.index, end: hit.end, period: period(from, to, p.named, label) };
  }
  return hit;
}

// ---------- choosing ----------

const ASKING_CLAUSE =
  /^(?:(?:so|and|but|or|ok|okay|like|tbh|lol|pls|please|also|then|hey|hi|now|just|basically|honestly|seriously|anyway)\s+)*(?:will|would|should|shall|is|are|am|can|could|do|does|did|what|whats|what's|wat|which|when|how|where|who|why|might|must|may|reckon|tell|any|wen|(?:a |an )?(?:good|best|right|ideal|auspicious|lucky|bad) (?:time|day|week|month|year|moment|idea))\b/;

/** Whether the clause holding a time asks, with the time where it stands or ahead of the asking word ("so by christmas should i …"). */
function clauseStartsAsking(s: string, at: number, end: number): boolean {
  const start = Math.max(
    s.lastIndexOf(',', at - 1),
    s.lastIndexOf('.', at - 1),
    s.lastIndexOf('?', at - 1),
    s.lastIndexOf('!', at - 1),
    s.lastIndexOf(';', at - 1),
    s.lastIndexOf(' - ', at - 1) >= 0 ? s.lastIndexOf(' - ', at - 1) + 2 : -1,
    // After " but " a new clause begins; without one, nothing (-1 + 4 would cut the first three letters).
    s.lastIndexOf(' but ', at - 1) >= 0 ? s.lastIndexOf(' but ', at - 1) + 4 : -1,
  );
  const before = s.slice(start + 1, at).trimStart();
  const ahead =
    /^(?:so|and|then|now|ok|okay)\s+$/.test(before) && ASKING_CLAUSE.test(before + s.slice(end).trimStart());
  return ahead || ASKING_CLAUSE.test(before + s.slice(at));
}

function collect(s: string, on: CalendarDate, birth: CalendarDate | undefined): Hit[] {
  const ours: Hit[] = [];
  for (const parse of PARSERS) ours.push(...parse(s, on, birth));
  // Longest first at one position, earlier parsers winning ties (the order above); chrono's readings only
  // where ours found nothing, so "friday the 13th" is not chrono's "on friday". Nothing overlaps.
  // "which saturday in march": the month is asked about, not the coming Saturday.
  const dated = chronoDates(s, on, birth).filter(
    (c) => !ours.some((h) => h.period.span === 'month' && /^\s+(?:in|of)\s+(?:the\s+)?$/.test(s.slice(c.end, h.start))),
  );
  // A month or year inside chrono's longer date ("12 june 2027") is part of that date.
  const inDate = (h: Hit) =>
    (h.period.span === 'month' || h.period.span === 'year') &&
    dated.some((c) => c.start <= h.start && h.end <= c.end && c.end - c.start > h.end - h.start);
  const kept: Hit[] = [];
  for (const list of [ours.filter((h) => !inDate(h)), dated]) {
    const ordered = list
      .map((h, i) => ({ h, i }))
      .sort((a, b) => a.h.start - b.h.start || b.h.end - b.h.start - (a.h.end - a.h.start) || a.i - b.i);
    for (const { h } of ordered) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** What is held in the weeks before Christmas, not on the day: "the christmas do", "christmas shopping". */
const BEFORE_CHRISTMAS =
  /^\s+(?:party|parties|do|drinks|bash|market|markets|shopping|presents|gifts|lights|decorations|tree|fair|concert|gig|jumper)\b/;

/** "ask her to the christmas do", "the christmas markets trip": the run-up to Christmas, from 1 December, not the day. */
function runUp(s: string, hit: Hit, on: CalendarDate): Hit | undefined {
  if (!/\b(?:christmas|xmas)$/.test(s.slice(hit.start, hit.end)) || !BEFORE_CHRISTMAS.test(s.slice(hit.end)))
    return undefined;
  const eve = addDays(hit.period.from, -1);
  const from = max(d(eve.year, 12, 1), on);
  if (before(eve, from)) return undefined;
  const label = (f: CalendarDate, t: CalendarDate) => `the run-up to Christmas (${rangeLabel(f, t)})`;
  return { ...hit, period: period(from, eve, true, label) };
}

/** A named time used as the name of an event: "christmas party", "easter lunch", "summer ball". */
const EVENT_AFTER =
  /^\s+(?:party|parties|do|dinner|lunch|meal|drinks|bash|ball|gathering|celebration|event|market|markets|fair|show|concert|gig|service|trip|outing|shopping|presents|gifts|bonus|jumper|tree|decorations|lights|job|jobs|internship|camp)\b/;

const WEEKDAY_STEMS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];

/**
 * "the saturday before my birthday (21 april)", "the friday after christmas": the last such weekday before the day
 * named, or the first after it, not the coming one. The two hits become one.
 */
function weekdayBeside(s: string, hits: readonly Hit[]): Hit[] {
  const out: Hit[] = [];
  for (let i = 0; i < hits.length; i++) {
    const w = hits[i]!;
    // "(the) saturday before christmas", not "next saturday before christmas" (the next one, told as before it).
    const said = `${s.slice(Math.max(0, w.start - 6), w.start)}${s.slice(w.start, w.end)}`;
    const day = /(?<!\b(?:next|last|this|every)\s+)\b(sun|mon|tues|wednes|thurs|fri|satur)day$/.exec(said);
    const link = day ? /^\s+(before|after)\s+/.exec(s.slice(w.end)) : null;
    const anchor = link ? hits[i + 1] : undefined;
    const between = anchor ? s.slice(w.end + link![0].length, anchor.start) : '';
    if (!day || !link || !anchor || between.length > 20 || /[.?!]/.test(between)) {
      out.push(w);
      continue;
    }
    const weekday = WEEKDAY_STEMS.indexOf(day[1]!);
    const date =
      link[1] === 'before'
        ? addDays(anchor.period.from, -(((weekdayIndex(anchor.period.from) - weekday + 6) % 7) + 1))
        : addDays(anchor.period.to, ((weekday - weekdayIndex(anchor.period.to) + 6) % 7) + 1);
    out.push({ start: w.start, end: anchor.end, period: period(date, date, true, undefined, 'day') });
    i++;
  }
  return out;
}

/**
 * The other time of a choice said short: "paddys day or the weekend after" (the weekend after that day), "this
 * month or next" (next month), "apply now or wait" (now, the asking day).
 */
function shortChoices(s: string, hits: readonly Hit[], on: CalendarDate): Hit[] {
  const days = (from: CalendarDate, to: CalendarDate) =>
    period(from, to, false, (f, t) => rangeLabel(f, t), from === to ? 'day' : 'days');
  const extra = hits.flatMap((h): Hit[] => {
    const tail = s.slice(h.end);
    const after = /^[^.?!]{0,60}?(?:^|\s|,)or\s+(?:the\s+)?(weekend|week|day)\s+after\b(?!\s+(?:next|that|this))/.exec(
      tail,
    );
    if (after) {
      const end = h.end + after[0].length;
      const last = h.period.to;
      const unit = after[1]!;
      const sat = addDays(last, (6 - weekdayIndex(last) + 7) % 7 || 7);
      const monday = mondayOf(addDays(last, 7));
      const p =
        unit === 'day'
          ? days(addDays(last, 1), addDays(last, 1))
          : unit === 'week'
            ? weekPeriod(monday)
            : period(sat, addDays(sat, 1), false, (f, t) => `the weekend (${rangeLabel(f, t)})`, 'days');
      return [{ start: end - unit.length - ' after'.length, end, period: p }];
    }
    const next = /^\s*,?\s*or\s+next\b(?!\s+\w*(?:day|week|month|year|weekend))/.exec(tail);
    const unit = /\bthis (week|month|year)$/.exec(s.slice(h.start, h.end))?.[1];
    if (!next || !unit) return [];
    const end = h.end + next[0].length;
    const p =
      unit === 'week'
        ? weekPeriod(mondayOf(addDays(on, 7)))
        : unit === 'month'
          ? monthPeriod(on.month === 12 ? on.year + 1 : on.year, (on.month % 12) + 1, false)
          : yearPeriod(on.year + 1, false);
    return [{ start: end - 4, end, period: p }];
  });
  const now = [...s.matchAll(/\b(?:right )?now or (?:should i |do i |just )?(?:wait|later|hold off|hang on)\b/g)].map(
    (m): Hit => ({ start: m.index, end: m.index + m[0].indexOf(' or'), period: days(on, on) }),
  );
  return [...hits, ...extra, ...now].sort((a, b) => a.start - b.start);
}

export function timeAskedAbout(text: string, askedOn: CalendarDate, birth?: CalendarDate): AskedTime | undefined {
  const s = timeWords(text).toLowerCase();
  const read = shortChoices(s, weekdayBeside(s, collect(s, askedOn, birth)), askedOn).map((h) =>
    applyOuter(s, applyInner(s, h), askedOn),
  );
  // "feb is nearly done, is spring gonna be better": the time the reader is in, told, beside the one asked about.
  // "hand in my notice by the end of the month if i want to start the new job in december": the condition's time is
  // not the one asked about.
  const condition = (h: Hit) =>
    /\bif (?:i|we) (?:really )?(?:want|wanna|plan|hope|need|have) to\b[^,.?!;]*$/.test(s.slice(0, h.start));
  const asked = read.filter((h) => !toldAsNow(s, h, askedOn, read) && !(read.length > 1 && condition(h)));
  const hits = asked.length ? asked : read;
  if (hits.length === 0) return undefined;
  const isPast = (h: Hit) => before(h.period.to, askedOn);
  const future = hits.filter((h) => !isPast(h));
  const pool = future.length ? future : hits;
  // "party on the 4th or the 11th?? which will be better for my bday": the birthday is what the days are for.
  const forTheOccasion = (h: Hit) =>
    /\b(?:for|4)\s+$/.test(s.slice(0, h.start)) &&
    /\bb(?:irth)?day\b/.test(s.slice(h.start, h.end)) &&
    pool.some((o) => o !== h && o.period.span === 'day' && !holds(o.period, h.period));
  const asking = askingTime(s, pool, forTheOccasion);
  // Outside an asking clause a named time outweighs a passing "today" ("lekker weather today ... in june").
  // "going home in december. is that a good month", "my grans birthday is on 4 july. is it a good day": a time named
  // elsewhere is the one the asking clause points back to.
  const own = pool.find((h) => !h.period.anaphor && h.period.named) ?? pool.find((h) => !h.period.anaphor);
  // "mocks start in january. best days to revise over the hols?": without an asking clause, the last sentence asks.
  const lastSentence = /\?\s*$/.test(s) ? s.replace(/[\s.?!]+$/, '').search(/[.?!][^.?!]*$/) : -1;
  const inTheLast = lastSentence >= 0 ? pool.find((h) => h.start > lastSentence && !h.period.anaphor) : undefined;
  const first =
    (asking?.period.anaphor ? own : undefined) ?? asking ?? inTheLast ?? pool.find((h) => h.period.named) ?? pool[0]!;
  // "my christmas party on 18 december": the day given with "on" is when; the holiday only names the party.
  const withOn = (h: Hit) => /\bon\s+(?:the\s+)?$/.test(s.slice(0, h.start)) || /^on\s/.test(s.slice(h.start, h.end));
  const onADay = pool.find((h) => h.period.span === 'day' && withOn(h));
  // A holiday naming an event ("the christmas markets trip the weekend after next") or a resolution ("start my
  // new year's resolutions early, like tomorrow") is dated by the next time in its sentence, if there is one.
  // (A time the holiday's own "before the christmas party on the 17th" became ends after it and is that date.)
  // A wider time holding the holiday only says which one: "christmas dinner this year" is on the 25th.
  const dates = (h: Hit) => h !== first && !holds(h.period, first.period);
  const datedLater = pool.find(
    (h) => dates(h) && h.end > first.end && !/[.?!]/.test(s.slice(first.end, Math.max(first.end, h.start))),
  );
  // "after my exams finish in june, should i travel or get a summer job": else any other time the question names.
  const elsewhere = EVENT_AFTER.test(s.slice(first.end)) ? pool.find(dates) : undefined;
  const namesOnly = EVENT_AFTER.test(s.slice(first.end)) || /resolution/.test(s.slice(first.start, first.end));
  const named = namesOnly ? (onADay ?? datedLater ?? elsewhere ?? first) : first;
  const picked = named === first ? (runUp(s, first, askedOn) ?? first) : named;
  // "summer hols with the in-laws in august", "next year, probably in march": the month or day named inside the
  // wider time is when.
  // "the best week in march": a week or a day of a named month is asked about in that month.
  const ofMonth = pool.find(
    (h) =>
      !picked.period.named &&
      h.start > picked.end &&
      h.period.named &&
      h.period.span === 'month' &&
      /^\s+(?:in|of)\s+(?:the\s+)?$/.test(s.slice(picked.end, h.start)),
  );
  // Only within its sentence: "my last exam is on 12 june!!! what should i do with my summer" asks about the summer.
  const sameSentence = (h: Hit) => !/[.?!]/.test(s.slice(Math.min(h.end, picked.end), Math.max(h.start, picked.start)));
  // "good time to go back to the gym after the holidays? wanna start on 5 jan": a day planned "on" after the question,
  // inside the time it asked about, is when.
  const planned = pool.find(
    (h) => h.start > picked.end && h.period.span === 'day' && withOn(h) && holds(picked.period, h.period),
  );
  const chosen =
    ofMonth ??
    pool.find((h) => h !== picked && sameSentence(h) && namedWithin(s, h, picked.period)) ??
    planned ??
    weekStarting(s, pool, picked) ??
    picked;
  const event = beforeTheEvent(s, pool, askedOn) ?? beforeADayGiven(s, pool, askedOn);
  if (event) return finishWithOptions(event, askedOn);
  const joined = joinedWithTheNext(s, pool, chosen);
  // "a pay rise next week, is it better to do it monday or friday": the weekdays of the week the question names.
  const week = pool.find((h) => h !== chosen && isWholeWeek(h.period) && before(chosen.period.to, h.period.from));
  const inWeek = (q: Period) => (week ? weekdayIn(week.period, q) : q);
  const p = turnedByWhatFollows(s, chosen, inWeek(joined.period), pool, askedOn);
  const both = joined.options ?? beforeOrAfter(s, chosen, askedOn);
  const options = both && ([inWeek(both[0]), inWeek(both[1])] as const);
  const found = finish(p, askedOn);
  if (found.past) return asking ? found : { ...found, aside: true };
  const [a, b] = options ?? [];
  return a && b && !before(a.to, askedOn) ? { ...found, options: [finish(a, askedOn), finish(b, askedOn)] } : found;
}

/**
 * The time as the words after it turn it. "my exams finish on 18 june, good time to go after?": a question that ends
 * on "after" asks about the weeks after the time it named, as "after X" does; so does one that ends on "after that"
 * when the time was a deadline ("my contract ends on 30 april. will something new come up after that?").
 */
function turnedByWhatFollows(s: string, chosen: Hit, p: Period, pool: readonly Hit[], askedOn: CalendarDate): Period {
  const tail = s.slice(chosen.end);
  if (
    // ("st andrew's day tuesday. thinkin of handin my notice in after it. guid timing?")
    // ("my exams end 12 june, should i travel after or just chill at home"; never a choice: "… or the weekend
    // after", "is june good or should i wait until after")
    (/\b(after|afterwards|after that|thereafter)\s*[?.!]*\s*$/.test(tail) ||
      /\b(after (it|that)|(after|afterwards) or)\b/.test(tail)) &&
    !/\bor (?:the )?(?:\w+ )?after\b|\b(?:until|till|til) after\b/.test(tail) &&
    /^(day|days|month|months)$/.test(p.span)
  )
    return period(addDays(p.to, 1), afterEnd(p.to), p.named);
  // "my exam is on 14 jan, which days before it are best to revise": the days up to it, not the day itself.
  // ("my mocks are in march. will i revise before then", "the weekend after next is the stag. sort it out before then")
  // ("spring term starts 5 jan. should i drop chemistry before then": the day it starts)
  const start = startOf(p, pool, chosen);
  if (/\bbefore (it|then|that|that day|the day)\b/.test(tail) && startsLater(start, askedOn))
    return period(askedOn, addDays(start!, -1), p.named);
  // "my bday is 9 june, will things at work calm down by then": the days up to it, and the day itself.
  if (/\bby (then|that day|that time|that point)\b/.test(tail) && before(askedOn, p.from))
    return period(askedOn, p.to, p.named);
  // "my abuela's 80th is on 3 january, what day that week is best to throw her a party": the week it falls in.
  if (p.span === 'day' && /\b(?:which|what) days? (?:that|the same|of that|in that) week\b/.test(tail))
    return weekPeriod(mondayOf(p.from));
  return p;
}

/**
 * The time in a clause that asks; "wat abt study this sem? will i keep up … between 12 jan and 2 march": a range
 * the reader spells out is when.
 */
function askingTime(s: string, pool: readonly Hit[], aside: (h: Hit) => boolean): Hit | undefined {
  const asking = pool.filter((h) => clauseStartsAsking(s, h.start, h.end) && !aside(h));
  const spelledOut = (h: Hit) => {
    const next = pool[pool.indexOf(h) + 1];
    return (
      next !== undefined &&
      /\bbetween\s+(?:the\s+)?$/.test(s.slice(0, h.start)) &&
      /^\s*and\s*(?:the\s+)?$/.test(s.slice(h.end, next.start))
    );
  };
  return asking.find(spelledOut) ?? asking[0];
}

const startsLater = (d: CalendarDate | undefined, on: CalendarDate) => d !== undefined && before(on, d);

/** Where a time asked "before" starts: its first day, or the day named inside it ("spring term starts 5 jan"). */
function startOf(p: Period, pool: readonly Hit[], chosen: Hit): CalendarDate | undefined {
  if (/^(day|days|month)$/.test(p.span)) return p.from;
  return pool.find((h) => h !== chosen && h.period.span === 'day' && holds(p, h.period))?.period.from ?? p.from;
}

/**
 * The time the reader is in, told as the setting: "feb is nearly done", "exams are over" ("is nearly over"), or
 * the asking day itself opening the question ("christmas eve and im wondering if next month …").
 */
function toldAsNow(s: string, h: Hit, on: CalendarDate, all: readonly Hit[]): boolean {
  const tail = s.slice(h.end);
  if (
    /^\s*(?:is|s|'s|are)?\s*(?:nearly|almost|about|basically|practically|pretty much|just about|finally)?\s*(?:done|over|finished|gone|ending|wrapping up)\b/.test(
      tail,
    )
  )
    return true;
  // "spring term just started": the one the reader is in, when another time is named.
  const inIt = !before(on, h.period.from) && !before(h.period.to, on);
  if (inIt && all.length > 1 && /^\s*(?:has\s+)?(?:just|only just)\s+(?:started|begun|began|kicked off)\b/.test(tail))
    return true;
  const isToday = (x: Hit) => compareDates(x.period.from, on) === 0 && compareDates(x.period.to, on) === 0;
  // "halloween today lol but …": the day's name and its "today" are one opening.
  const opens = (x: Hit): boolean =>
    s.slice(0, x.start).trim() === '' ||
    all.some((o) => o.end <= x.start && isToday(o) && s.slice(o.end, x.start).trim() === '' && opens(o));
  return (
    isToday(h) &&
    opens(h) &&
    /^\s*(?:(?:today|tonight|lol|haha|lmao|innit|already)\s*)*(?:[,.!;:-]|and\b|so\b|but\b)/.test(tail)
  );
}

/** An event named with its time ("she's getting married in march") and asked about later by its name alone. */
const EVENTS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(wedding|big day)\b/, /\b(married|marry|marrying|wedding|big day)\b/],
  [/\b(move|moving day)\b/, /\b(move|moving|moves|relocat\w*)\b/],
  [/\b(exams?|finals)\b/, /\b(exams?|finals|boards)\b/],
  [/\b(trip|holiday|flight)\b/, /\b(trip|holiday|fly|flying|flight|travel\w*)\b/],
  [/\b(baby|birth)\b/, /\b(due|baby|born|birth)\b/],
];

/** A time, and the two it is a choice between, if it is one. */
type Choice = { readonly options?: readonly [Period, Period] };
function finishWithOptions(p: Period & Choice, askedOn: CalendarDate): AskedTime {
  const found = finish(p, askedOn);
  return p.options ? { ...found, options: [finish(p.options[0], askedOn), finish(p.options[1], askedOn)] } : found;
}

/**
 * "shes getting married in march … will she forgive me before the wedding": the days before the event's time
 * (askedOn up to the day before it), or after it ("after the move": the day after to the end of the month after).
 */
function beforeTheEvent(s: string, pool: readonly Hit[], askedOn: CalendarDate): (Period & Choice) | undefined {
  const asked =
    /\b(before or after|before|by|until|ahead of|after) (?:the|her|his|my|our|their) (wedding|big day|move|moving day|exams?|finals|trip|holiday|flight|baby|birth)\b(?!\s+(?:on|in|next|this)\b)/.exec(
      s,
    );
  if (!asked) return undefined;
  const family = EVENTS.find(([name]) => name.test(asked[2]!))?.[1];
  const named = pool.find(
    (h) =>
      h.end <= asked.index &&
      (h.period.span === 'month' || h.period.span === 'day') &&
      h.period.named &&
      family !== undefined &&
      family.test(s.slice(Math.max(0, h.start - 50), h.start)),
  );
  if (!named) return undefined;
  const { from, to } = named.period;
  const afterIt = period(addDays(to, 1), afterEnd(to), true);
  // "my wife is due in december, should we move house before or after the baby?": both, to choose between.
  if (asked[1] === 'before or after' && before(askedOn, from))
    return {
      ...period(askedOn, addDays(from, -1), true),
      options: [period(askedOn, addDays(from, -1), true), afterIt],
    };
  if (asked[1] === 'after' || asked[1] === 'before or after') return afterIt;
  const end = asked[1] === 'by' ? to : addDays(from, -1);
  return before(end, askedOn) ? undefined : period(askedOn, end, true);
}

/**
 * "should i tell Aisha how i feel before she goes home for the holidays on the 18th": a clause after "before" that
 * ends on a day given with "on" asks about the days up to that day, not the holiday the clause names.
 */
function beforeADayGiven(s: string, pool: readonly Hit[], askedOn: CalendarDate): Period | undefined {
  const day = pool.find((h) => {
    if (h.period.span !== 'day' || !/\bon\s+(?:the\s+)?$/.test(s.slice(0, h.start))) return false;
    const clause = /\bbefore\s+(?:i|we|he|she|they|you|my|our|his|her|their)\b[^.?!]*$/.exec(s.slice(0, h.start));
    return clause !== null && clause[0].length <= 80;
  });
  if (!day || !before(askedOn, day.period.from)) return undefined;
  return period(askedOn, addDays(day.period.from, -1), true);
}

/**
 * "good week to start the new diet? starting monday", asked on a Saturday: the week the planned day begins, when
 * the week asked about is over before it.
 */
function weekStarting(s: string, pool: readonly Hit[], picked: Hit): Hit | undefined {
  const p = picked.period;
  if (p.span !== 'days' || daysBetween(p.from, p.to) > 6 || weekdayIndex(p.to) !== 0) return undefined;
  const day = pool.find(
    (h) =>
      h.start > picked.end &&
      h.period.span === 'day' &&
      !h.period.named &&
      /\b(?:starting|start|from|beginning|begin)\s+(?:on\s+)?$/.test(s.slice(0, h.start)) &&
      before(p.to, h.period.from) &&
      daysBetween(p.to, h.period.from) <= 7,
  );
  return day && { ...day, period: weekPeriod(mondayOf(day.period.from)) };
}

const isWholeWeek = (q: Period) => q.span === 'days' && weekdayIndex(q.from) === 1 && daysBetween(q.from, q.to) === 6;
/** A weekday (or two, "monday or friday") moved into the week named beside it; anything else stays. */
function weekdayIn(week: Period, q: Period): Period {
  if (q.named || !(q.span === 'day' || daysBetween(q.from, q.to) <= 6) || !before(q.to, week.from)) return q;
  const moved = (day: CalendarDate) => addDays(week.from, (weekdayIndex(day) + 6) % 7);
  return { ...q, from: moved(q.from), to: moved(q.to) };
}

/**
 * "move before or after march": the days before the month and the month after it, asked between ("after march" is
 * read as April, as "after X" always is).
 */
function beforeOrAfter(s: string, chosen: Hit, askedOn: CalendarDate): readonly [Period, Period] | undefined {
  // "my wife is due in december, should we move house before or after?": the weeks up to that time and after it.
  const x = chosen.period;
  if (/\bbefore or after\b/.test(s.slice(chosen.end)) && /^(day|month)$/.test(x.span) && before(askedOn, x.from))
    return [period(askedOn, addDays(x.from, -1), true), period(addDays(x.to, 1), afterEnd(x.to), true)];
  const after = chosen.period;
  if (!/\bbefore\s+or\s+$/.test(s.slice(0, chosen.start)) || !/^after\s/.test(s.slice(chosen.start, chosen.end)))
    return undefined;
  if (after.span !== 'month' || after.from.day !== 1) return undefined;
  const lastBefore = addDays(after.from, -1);
  const firstOfX = { year: lastBefore.year, month: lastBefore.month, day: 1 };
  const end = addDays(firstOfX, -1);
  return before(end, askedOn) ? undefined : [period(askedOn, end, true), after];
}

/**
 * The time chosen, joined with the one typed after it: "between X and Y", "X or Y", "from X to Y" are one range over
 * both, and two times of one kind joined by "or" are also the options asked between (AskedTime.options).
 */
function joinedWithTheNext(
  s: string,
  pool: readonly Hit[],
  chosen: Hit,
): { period: Period; options?: readonly [Period, Period] } {
  let p = chosen.period;
  let options: readonly [Period, Period] | undefined;
  // "between X and Y", "X or Y", "from X to Y": one range over both.
  const following = pool[pool.indexOf(chosen) + 1];
  // "saturday or sunday" asked on a Sunday: the Sunday after that Saturday, the pair in the order typed (a weekday
  // only: a date is where it is).
  const next =
    following &&
    p.span === 'day' &&
    following.period.span === 'day' &&
    !following.period.named &&
    before(following.period.from, p.from) &&
    daysBetween(following.period.from, p.from) < 7
      ? {
          ...following,
          period: period(addDays(following.period.from, 7), addDays(following.period.to, 7), following.period.named),
        }
      : following;
  if (next) {
    const waited = waitedFor(s, chosen, next);
    if (waited) return { period: p, options: [p, waited] };
    const gap = s.slice(chosen.end, next.start);
    // "spring or autumn", "in march or wait till may": two times of one kind to choose between.
    const either =
      /^\s*,?\s*or\s*(?:(?:should (?:i|we) |do (?:i|we) |just |rather |maybe |perhaps )*wait\s+(?:until|till|til|for)\s+)?(?:the\s+)?$/.test(
        gap,
      ) &&
      p.span === next.period.span &&
      (p.span === 'day' || (p.named && next.period.named));
    if (either && before(p.to, next.period.from)) options = [p, next.period];
    const between = /\b(?:between|from)\s+(?:the\s+)?$/.test(s.slice(0, chosen.start));
    if (
      (between && /^\s*(?:and|to|-|until|through)\s*(?:the\s+)?$/.test(gap)) ||
      // "this weekend or wait until after the holidays" asks about this weekend: waiting is the other answer.
      /^\s*,?\s*(?:or|to|-|through)(?:\s+(?:maybe|perhaps|even))?\s*(?:the\s+)?$/.test(gap) ||
      // "paddys day … at the pub or the weekend after": a day and the few days the reader would move it to.
      (/^[^.?!]{0,60}\sor\s+(?:the\s+)?$/.test(gap) &&
        p.span === 'day' &&
        next.period.span === 'days' &&
        before(p.to, next.period.from) &&
        daysBetween(p.to, next.period.from) <= 7) ||
      // "christmas and new year": two named times close together are one stretch.
      (/^\s*(?:and|&|n)\s*$/.test(gap) &&
        p.named &&
        next.period.named &&
        !before(next.period.from, p.to) &&
        daysBetween(p.to, next.period.from) <= 45)
    ) {
      const to = before(p.to, next.period.to) ? next.period.to : p.to;
      const named = p.named && next.period.named;
      // "between christmas and new year": the days between the two holidays, neither of them.
      const inBetween =
        /\bbetween\s+(?:the\s+)?$/.test(s.slice(0, chosen.start)) &&
        p.name !== undefined &&
        next.period.name !== undefined &&
        daysBetween(p.to, next.period.from) >= 2;
      p = inBetween ? period(addDays(p.to, 1), addDays(next.period.from, -1), named) : period(p.from, to, named);
    }
  }
  return options ? { period: p, options } : { period: p };
}

/**
 * "start in january or wait till september", "march or wait until may": the second time is the one waited for (its
 * month or its day), not every day until it; read as a choice when it comes after the first and is of its kind.
 */
function waitedFor(s: string, chosen: Hit, next: Hit): Period | undefined {
  const p = chosen.period;
  // "on the 20th or wait until march", "is new years day a good day to start or should i wait til the 5th".
  if (
    !/^[^.?!]{0,60}?(?:^|\s|,)or\s+(?:(?:should|shall|do) (?:i|we) |just |to )?wait\s*$/.test(
      s.slice(chosen.end, next.start),
    )
  )
    return undefined;
  const said = s.slice(next.start, next.end);
  // The month or the day itself is named ("till september", "until the 14th"), not a week or a season.
  if (
    !/^until\b/.test(said) ||
    /\b(week|weekend|fortnight|season|spring|summer|autumn|fall|winter|year)s?\b/.test(said)
  )
    return undefined;
  const end = next.period.to;
  // A day against a month waited for ("the 20th or wait until march") is against the month's first day.
  const month = !/\d/.test(said) && new RegExp(`\\b(?:${MONTH_RE})\\b`).test(said);
  const day = month ? d(end.year, end.month, 1) : end;
  const waited =
    p.span === 'month' ? monthPeriod(end.year, end.month, true) : p.span === 'day' ? period(day, day, true) : undefined;
  return waited && before(p.to, waited.from) ? waited : undefined;
}

const holds = (wide: Period, narrow: Period) => !before(narrow.from, wide.from) && !before(wide.to, narrow.to);

function namedWithin(s: string, h: Hit, wide: Period): boolean {
  const p = h.period;
  return (
    (wide.span === 'season' || wide.span === 'months' || wide.span === 'year') &&
    p.named &&
    (p.span === 'month' || p.span === 'day') &&
    holds(wide, p) &&
    /\b(?:in|on)\s+(?:the\s+)?$/.test(s.slice(0, h.start))
  );
}

function finish(p: Period, on: CalendarDate): AskedTime {
  if (before(p.to, on))
    return { from: p.from, to: p.to, label: p.label(p.from, p.to), span: p.span, named: p.named, past: true };
  const from = max(p.from, on);
  return { from, to: p.to, label: p.label(from, p.to), span: p.span, named: p.named };
}
