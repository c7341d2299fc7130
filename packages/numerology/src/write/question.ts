/**
 * The answer to a question numerology may answer. It first decides, as data, what the answer rests on
 * (`planAnswer`: the reader's number for the topic, the cycle of the time asked about, the favourable
 * months or days inside that time and never before the asking day, the leaning), then phrases each
 * section from that plan. The question is quoted once, verbatim; every other sentence is ours, built
 * from the understood parts (topic, our phrase for the subject, the time's label, the people's names),
 * never from the reader's own clause. Deterministic: same person, question and asking day, same answer.
 */
import type { Chart } from '../chart';
import { personalCycles, type PersonalCycles } from '../core';
import {
  addDays,
  compareDates,
  formatIsoDate,
  formatLongDate,
  monthName,
  weekdayIndex,
  type CalendarDate,
} from '../dates';
import { rangeLabel, type AskedTime } from '../questions/time';
import type { QuestionKind } from '../questions/topic';
import { isPluralRelation, objectPronoun, possessiveOf, relationGroup, type NamedPerson } from '../questions/people';
import { subjectTopic, type QuestionUnderstanding } from '../questions/understand';
import { chainText, reduce } from '../reduce';
import { FAMILY_TEXT, familyOf, meaningOf, seeksOf } from '../text/numbers';
import { topicMeaning, type ChartNumberKey, type Topic } from '../text/topics';
import type { WriterContext } from './context';
import { capitalise, hash, listJoin, pick, splitFirstSentence } from './markdown';
import {
  AGREEING,
  COMPATIBILITY_SAYS,
  CYCLE_USE,
  KIND_PHRASE,
  MEETING,
  NUMBER_USE,
  SECOND_VOICE,
  STAND_LEAD,
  THEIR_SHARE,
  TIME_VERDICT,
  VOICE_ON,
} from './question-phrases';
import { escapeMarkdown } from './markdown';
import { masterCycleCarries } from './phrases';
import { profileLine } from './shared';

const NUMBER_LABEL: Readonly<Record<ChartNumberKey, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
  birthday: 'Birthday',
  maturity: 'Maturity',
  personalYear: 'Personal Year',
};

export type Leaning = 'yes' | 'not-yet' | 'reflect';

interface MonthCycle {
  readonly year: number;
  readonly month: number;
  /** The Personal Month. */
  readonly pm: number;
}

/** What the answer rests on, decided before a word is written. */
interface AnswerPlan {
  readonly kind: QuestionKind;
  readonly topic: Topic;
  readonly today: CalendarDate;
  /** The days the answer may name: the time asked about, from the asking day on (or the year ahead). */
  readonly window: { readonly from: CalendarDate; readonly to: CalendarDate };
  /** The time the question asks about, if it names one that has not passed. */
  readonly time?: AskedTime;
  /** The question named a time that has already passed. */
  readonly pastTime?: AskedTime;
  readonly key: ChartNumberKey;
  /** The reader's number for the topic. */
  readonly n: number;
  readonly lifePath: number;
  /** The cycles of the asking day. */
  readonly now: PersonalCycles;
  /** The cycle the answer reads: the year's, the month's or the day's number, or the months of a span. */
  readonly cycle:
    | { readonly on: 'year'; readonly year: number; readonly cycles: PersonalCycles; readonly value: number }
    | { readonly on: 'month'; readonly month: MonthCycle; readonly cycles: PersonalCycles; readonly value: number }
    | { readonly on: 'day'; readonly day: CalendarDate; readonly cycles: PersonalCycles; readonly value: number }
    | { readonly on: 'months'; readonly months: readonly MonthCycle[]; readonly value: number }
    | { readonly on: 'now'; readonly value: number };
  /** Months inside the window whose Personal Month favours the topic (at most three). */
  readonly goodMonths: readonly MonthCycle[];
  /** Days inside the window whose Personal Day favours the topic (a question about days, or a when-question). */
  readonly goodDays: readonly CalendarDate[];
  /**
   * The week or weekend asked for ("which week in august"): the one with most favourable days (then `goodDays`
   * are its days), or none when no day in any of them favours it.
   */
  readonly asksFor?: {
    readonly unit: 'week' | 'weekend';
    readonly best?: { readonly from: CalendarDate; readonly to: CalendarDate };
    /** No weekend is left in the time asked about (a Saturday is needed). */
    readonly noneLeft?: true;
  };
  readonly favoured: boolean;
  readonly sameFamily: boolean;
  readonly leaning?: Leaning;
  /** The question asks to choose between two things: the leaning is about deciding, never about which. */
  readonly choice: boolean;
  /** "january or february": the two times asked between, each with the cycle that reads it (time.options). */
  readonly timeChoice?: readonly [TimeOption, TimeOption];
}

interface TimeOption {
  readonly label: string;
  readonly cycle: 'Personal Day' | 'Personal Month' | 'Personal Year';
  readonly value: number;
  readonly favoured: boolean;
  /** Of one family with the number the question is read by. */
  readonly inStep: boolean;
  /** A season: its months' Personal Months, and the month whose number is weighed ("April 2027"). */
  readonly months?: readonly number[];
  readonly month?: string;
}

function optionText(o: TimeOption): string {
  if (o.months) return `${o.label} runs through Personal Months ${listJoin(o.months.map(String))} for you`;
  const meaning =
    o.cycle === 'Personal Day'
      ? ` (${meaningOf(o.value).personalDay})`
      : o.cycle === 'Personal Month'
        ? ` (${meaningOf(o.value).personalMonth})`
        : '';
  return `${o.label} is a ${o.cycle} ${o.value} for you${meaning}`;
}

/**
 * One of two times asked between, read by its own day, month or year; a season by its best month (one that favours
 * the question and is in step with the reader's number, else one of the two, else its first); a stretch has no number.
 */
function timeOption(chart: Chart, topic: Topic, n: number, time: AskedTime): TimeOption | undefined {
  const inStep = (v: number) => familyOf(v) === familyOf(n);
  // A season, or a stretch of days or months ("before march": 14 to 28 February), is read by its best month.
  const stretch = time.span === 'days' || time.span === 'months';
  if (time.span === 'season' || (stretch && monthsIn(time).length > 1)) {
    const months = monthsIn(time).map((m) => ({ ...m, pm: cyclesOn(chart, { ...m, day: 1 }).month.value }));
    const score = (pm: number) => (favours(topic, pm) ? 2 : 0) + (inStep(pm) ? 1 : 0);
    const best = months.reduce((a, b) => (score(b.pm) > score(a.pm) ? b : a));
    return {
      label: time.label,
      cycle: 'Personal Month',
      value: best.pm,
      favoured: favours(topic, best.pm),
      inStep: inStep(best.pm),
      months: months.map((m) => m.pm),
      month: monthLabel(best),
    };
  }
  const c = cyclesOn(chart, time.from);
  const read =
    time.span === 'day'
      ? { cycle: 'Personal Day' as const, value: c.day.value }
      : time.span === 'month' || stretch
        ? { cycle: 'Personal Month' as const, value: c.month.value }
        : time.span === 'year'
          ? { cycle: 'Personal Year' as const, value: c.year.value }
          : undefined;
  if (!read) return undefined;
  return {
    label: time.label,
    ...read,
    favoured: favours(topic, read.value),
    inStep: inStep(read.value),
  };
}

function cyclesOn(chart: Chart, on: CalendarDate): PersonalCycles {
  return personalCycles(chart.dateParts, on, formatIsoDate(on));
}

/** Every month with at least one day in the window, in order. */
function monthsIn(window: AnswerPlan['window']): Array<{ year: number; month: number }> {
  const out: Array<{ year: number; month: number }> = [];
  let y = window.from.year;
  let m = window.from.month;
  while (y < window.to.year || (y === window.to.year && m <= window.to.month)) {
    out.push({ year: y, month: m });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

function favours(topic: Topic, n: number): boolean {
  return topic.favourable.includes(n) || topic.favourable.includes(reduce(n, false).value);
}

function chartNumber(chart: Chart, key: ChartNumberKey, yearCycles: PersonalCycles | undefined): number {
  if (key === 'personalYear') return (yearCycles ?? chart.personal).year.value;
  return chart.core[key].value;
}

function planAnswer(chart: Chart, u: QuestionUnderstanding, today: CalendarDate): AnswerPlan {
  const { topic, kind } = u;
  const time = u.time && !u.time.past ? u.time : undefined;
  const pastTime = u.time?.past ? u.time : undefined;
  // Nothing before the asking day is ever named; without a time, the year ahead is searched.
  const from = time && compareDates(time.from, today) > 0 ? time.from : today;
  const to = time ? time.to : addDays({ year: today.year + 1, month: today.month, day: today.day }, -1);
  const window = { from, to: compareDates(to, from) < 0 ? from : to };
  const now = cyclesOn(chart, today);
  const span = time?.span;
  const oneYear = span === 'year' && window.from.year === window.to.year;
  const yearCycles = oneYear ? cyclesOn(chart, window.from) : undefined;
  const key = topic.number;
  // A Personal Year read for the question is the year of the time asked about, as the time section names it
  // ("try again in the new year", asked in November: next year's, not this one's).
  const n = chartNumber(chart, key, yearCycles ?? (time ? cyclesOn(chart, window.from) : undefined));
  const all = monthsIn(window).map((x) => ({ ...x, pm: cyclesOn(chart, { ...x, day: 1 }).month.value }));
  const months = all.filter((x) => favours(topic, x.pm));
  let cycle: AnswerPlan['cycle'];
  if (time && oneYear && yearCycles) {
    cycle = { on: 'year', year: window.from.year, cycles: yearCycles, value: yearCycles.year.value };
  } else if (time && span === 'day') {
    const c = cyclesOn(chart, window.from);
    cycle = { on: 'day', day: window.from, cycles: c, value: c.day.value };
  } else if (time && all.length === 1 && all[0]) {
    const c = cyclesOn(chart, { year: all[0].year, month: all[0].month, day: 1 });
    cycle = { on: 'month', month: all[0], cycles: c, value: c.month.value };
  } else if (time) {
    cycle = { on: 'months', months: all, value: (months[0] ?? all[0])?.pm ?? now.month.value };
  } else {
    // The month weighs more than the day: the answer's meeting sentence names the month.
    cycle = { on: 'now', value: now.month.value };
  }
  const { goodDays, asksFor } = daysToName(chart, u, today, time, window, !oneYear && all.length === 1);
  const [first, second] = (time?.options ?? []).map((o) => timeOption(chart, topic, n, o));
  const timeChoice = first && second ? ([first, second] as const) : undefined;
  const favoured =
    cycle.on === 'now' ? favours(topic, now.month.value) || favours(topic, now.day.value) : favours(topic, cycle.value);
  const sameFamily = familyOf(cycle.value) === familyOf(n);
  let leaning: Leaning | undefined;
  // Two times asked between are compared, not leaned on (timesCompared).
  if ((kind === 'yes-no' || kind === 'should') && !timeChoice) {
    const score = time
      ? (favoured ? 2 : 0) + (sameFamily ? 1 : 0) + (months.length > 0 ? 0.5 : 0)
      : (favours(topic, now.day.value) ? 1 : 0) + (favours(topic, now.month.value) ? 1.5 : 0) + (sameFamily ? 0.5 : 0);
    leaning = score >= 2.5 ? 'yes' : score >= 1 ? 'not-yet' : 'reflect';
  }
  return {
    kind,
    topic,
    today,
    window,
    ...(time ? { time } : {}),
    ...(pastTime ? { pastTime } : {}),
    key,
    n,
    lifePath: chart.core.lifePath.value,
    now,
    cycle,
    goodMonths: months.slice(0, 3),
    goodDays,
    ...(asksFor ? { asksFor } : {}),
    favoured,
    sameFamily,
    ...(leaning ? { leaning } : {}),
    choice: u.choice === true && (kind === 'should' || kind === 'yes-no'),
    ...(timeChoice ? { timeChoice } : {}),
  };
}

/**
 * The days an answer names: for a question about a few days, offered close to hand for an open when-question, or
 * those of the week or weekend asked for ("which week in august"; without a time, in the coming month).
 */
function daysToName(
  chart: Chart,
  { topic, kind, asksFor: unit }: QuestionUnderstanding,
  today: CalendarDate,
  time: AskedTime | undefined,
  window: AnswerPlan['window'],
  oneMonth: boolean,
): Pick<AnswerPlan, 'goodDays' | 'asksFor'> {
  const good = (d: CalendarDate) => favours(topic, cyclesOn(chart, d).day.value);
  const ahead = { from: addDays(today, 1), to: addDays(today, 31) };
  if (unit && kind === 'when') {
    const best = bestStretch(unit, time ? window : ahead, good);
    return {
      goodDays: best?.days ?? [],
      asksFor: {
        unit,
        ...(best?.days.length ? { best: { from: best.from, to: best.to } } : {}),
        ...(!best ? { noneLeft: true as const } : {}),
      },
    };
  }
  const goodDays: CalendarDate[] = [];
  const span = time?.span;
  if ((time && (span === 'days' || span === 'day' || (kind === 'when' && oneMonth))) || (!time && kind === 'when')) {
    const { from, to } = time ? window : ahead;
    for (let d = from; compareDates(d, to) <= 0 && goodDays.length < 2; d = addDays(d, 1))
      if (good(d)) goodDays.push(d);
  }
  return { goodDays };
}

/**
 * The week (Monday to Sunday) or weekend inside the window with the most days that favour the question, the
 * earliest of equals (with no such day, the first); none when the window holds no weekend.
 */
function bestStretch(
  asked: 'week' | 'weekend',
  window: AnswerPlan['window'],
  favoured: (d: CalendarDate) => boolean,
): { from: CalendarDate; to: CalendarDate; days: CalendarDate[] } | undefined {
  let best: { from: CalendarDate; to: CalendarDate; days: CalendarDate[] } | undefined;
  for (let d = window.from; compareDates(d, window.to) <= 0; d = addDays(d, 1)) {
    const starts =
      asked === 'week' ? weekdayIndex(d) === 1 || compareDates(d, window.from) === 0 : weekdayIndex(d) === 6;
    if (!starts) continue;
    const end = asked === 'week' ? addDays(d, (7 - weekdayIndex(d)) % 7) : addDays(d, 1);
    const to = compareDates(end, window.to) > 0 ? window.to : end;
    const days: CalendarDate[] = [];
    for (let x = d; compareDates(x, to) <= 0; x = addDays(x, 1)) if (favoured(x)) days.push(x);
    if (!best || days.length > best.days.length) best = { from: d, to, days };
  }
  return best;
}

/** "16, 18 and 22 August 2027" for days of one month, else each day in full. */
function daysOfOneStretch(days: readonly CalendarDate[]): string {
  const [first] = days;
  const oneMonth = first && days.every((d) => d.month === first.month && d.year === first.year);
  return oneMonth
    ? `${listJoin(days.map((d) => String(d.day)))} ${monthName(first.month)} ${first.year}`
    : listJoin(days.map(dayLabel));
}

const monthLabel = (x: { year: number; month: number }) => `${monthName(x.month)} ${x.year}`;
const dayLabel = (d: CalendarDate) => formatLongDate(d);

/** A date part as the working shows it: the number itself, then its reduction ("17 → 8"). */
function partText(part: { total: number; chain: readonly number[] }): string {
  return part.chain.length > 1 ? chainText(part.chain) : String(part.total);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The time asked about, named again after its full label: short labels as they are, long ones as "that time". */
function timeRef(time: AskedTime | undefined): string {
  if (time && time.label.length <= 24) return time.label;
  return time?.span === 'day' ? 'that day' : 'that time';
}

/** Steps two people take together, whoever the other is; and those only a partner shares. */
const SHARED_STEPS =
  /^(moving in together|getting back together|making peace|the friendship|a journey|starting a business)\b/;
const LOVE_STEPS =
  /^(marriage|a proposal|whether to part ways|whether this is the right partner|how the two of you feel)\b/;

/** The other person's part: named, honest that their numbers are needed, and the compatibility reading offered. */

function otherPersonSection(
  u: Pick<QuestionUnderstanding, 'subject' | 'kind' | 'theirs'> & { readonly dependsOn: NamedPerson },
  area: string | undefined,
  seed: number,
): string[] {
  const { dependsOn: person, subject, kind, theirs } = u;
  const who = personName(person);
  const plural = !person.name && isPluralRelation(person.relation);
  const whose = person.name ? `${escapeMarkdown(person.name)}’s` : possessiveOf(who, plural);
  const link = `/compatibility${person.name ? `?name=${encodeURIComponent(person.name)}` : ''}`;
  const needs = `${whose} numbers are needed`;
  const dates = plural ? 'full names and dates of birth' : 'full name and date of birth';
  // "her side", "his feelings" for a daughter or a husband, named or not; "their" when the question does not say.
  const them = objectPronoun([person]);
  const their = { her: 'her', him: 'his', them: 'their' }[them];
  const first = theirs
    ? `${capitalise(whose)} own numbers would speak for ${their} side: without ${their} ${dates} this reading cannot say anything about ${them}, so it reads only yours.`
    : plural
      ? `This answer depends on ${who} as much as on you, and ${needs} to read their side: without their ${dates} this reading cannot say anything about their feelings or choices, so it reads only yours.`
      : pick(
          [
            `This answer depends on ${who} as much as on you, and ${needs} to read ${their} side: without ${their} ${dates} this reading cannot say anything about ${their} feelings or choices, so it reads only yours.`,
            `${capitalise(who)} is the other side of this question, and ${their} numbers are needed to read that side: this reading holds only your chart, so it says nothing of ${their} feelings or choices.`,
            `Only your side of this is read here: ${needs} for the other side, and without ${their} ${dates} no reading can speak for ${them}.`,
          ],
          seed,
          9,
        );
  // Our phrase for the subject, when it does not already name them, says what they have a say in: a step the two
  // take together, or one a partner shares (not "your mum has a say in marriage").
  const partner = person.relation === undefined || relationGroup(person.relation) === 'love';
  const shared = subject && (SHARED_STEPS.test(subject) || (partner && LOVE_STEPS.test(subject)));
  const share = theirs
    ? ''
    : shared && !(person.name && subject.includes(person.name))
      ? `${capitalise(who)} ${plural ? 'have' : 'has'} a say in ${subject}, and your chart cannot show it.`
      : THEIR_SHARE[kind](who, plural);
  const offer = plural
    ? `The [compatibility reading](${link}) reads two charts side by side: with the date of birth of the one who matters most here, it says more about ${COMPATIBILITY_SAYS[kind](area)} than yours alone.`
    : pick(
        [
          `With both dates, the [compatibility reading with ${who}](${link}) puts the two charts side by side and shows where you meet and where you rub, which says more about ${COMPATIBILITY_SAYS[kind](area)} than one chart can.`,
          `If you know ${whose} date of birth, the [compatibility reading with ${who}](${link}) reads both charts together: it says more about ${COMPATIBILITY_SAYS[kind](area)} than yours alone.`,
          `The [compatibility reading with ${who}](${link}) needs only ${their} name and date of birth, and reads ${COMPATIBILITY_SAYS[kind](area)} from both charts at once.`,
        ],
        seed,
        7,
      );
  return [`## About ${who}`, [first, share, offer].filter(Boolean).join(' ')];
}

/**
 * Said once after the opening when the question is about another person's own life ("will my son pass his driving
 * test"): their chart, not the reader's, speaks for it, so the answer reads the reader's side and leans nowhere.
 */
function theirSide(person: NamedPerson, matter: string | undefined): string {
  const them = objectPronoun([person]);
  const their = { her: 'her', him: 'his', them: 'their' }[them];
  const many = matter !== undefined && /s$/.test(matter);
  const what = matter ? `${capitalise(matter)} ${many ? 'are' : 'is'}` : `This is`;
  return `${what} ${their} own to live: ${their} chart, not yours, would speak for how ${many ? 'they go' : 'it goes'}, and this reading holds only yours. So it reads your side, how the time sits with you and what you bring as the one who stands by ${them}, and it leans neither way on ${their} outcome.`;
}

/** The counsel for a question about another's life: the reader's part is support, the outcome is theirs. */
function standingBy(person: NamedPerson): string {
  const them = objectPronoun([person]);
  const their = { her: 'hers', him: 'his', them: 'theirs' }[them];
  return `What helps most from your side is steady interest without pressure: ask what would help, listen more than you advise, and let the outcome be ${their}.`;
}

/** A person as the answer names them: the name, else "your sister". */
function personName(p: { name?: string; relation?: string }): string {
  return escapeMarkdown(p.name ?? `your ${p.relation ?? 'partner'}`);
}

/**
 * What a Personal Year is for. The opening already named the month of asking with its own phrase; when that
 * month has the year's number, the year is told in the year's words so the phrase is not said twice.
 */
function yearFacet(plan: AnswerPlan): string {
  const nm = meaningOf(plan.n);
  if (plan.now.month.value !== plan.n) return `This is ${nm.personalMonth.replace(/^a month/, 'a year')}.`;
  const first = splitFirstSentence(nm.personalYear)[0];
  return /^A Personal Year [\w-]+ is /.test(first)
    ? first.replace(/^A Personal Year [\w-]+ is /, 'This is ')
    : first.replace(/^A Personal Year [\w-]+/, 'This year');
}

/** Section 3: the reader's own number for the topic, and how it meets the time asked about. */
/** `about`: our phrase for the subject (its second and last mention before the answer), else the topic's short form. */
function numberSection(plan: AnswerPlan, label: string, about: string | undefined): string[] {
  const { kind, topic, n } = plan;
  const nm = meaningOf(n);
  const out = [`## What your ${label} ${n} says`];
  const lp = plan.lifePath;
  const relation =
    plan.key === 'lifePath'
      ? `, and it is the voice to hear ${VOICE_ON[kind]}`
      : familyOf(n) === familyOf(lp)
        ? `; your Life Path ${lp} agrees with it, so heart and road pull the same way, ${AGREEING[kind]}`
        : `; your Life Path ${lp} adds ${meaningOf(lp).quality}, ${SECOND_VOICE[kind]}`;
  const facet =
    kind === 'last'
      ? lastingFacet(nm.shadow, topic.id)
      : plan.key === 'personalYear'
        ? yearFacet(plan)
        : kind === 'meaning' || kind === 'open'
          ? splitFirstSentence(topic.field === 'growth' ? nm.gifts : topicMeaning(nm, topic.field))[0]
          : kind === 'when'
            ? `You move best here when the moment lets you bring ${nm.quality}.`
            : splitFirstSentence(topicMeaning(nm, topic.field))[0];
  out.push(
    `Your ${label} ${n} (${nm.title})${plan.key === 'lifePath' ? ', the thread of your whole chart,' : ''} speaks for ${about ? 'this' : 'a question like this'}: ${lowerFirst(facet.replace(/: /g, ', ').replace(/[.!]$/, ''))}${relation}.`,
  );
  const timeValue = plan.cycle.value;
  const timeWhat = cycleName(plan);
  const [ownFamily, timeFamily] = [familyOf(n), familyOf(timeValue)];
  // Two times asked between are met one against the other in the answer (timesCompared).
  if (!meetsItself(plan) && !plan.timeChoice)
    out.push(
      ownFamily === timeFamily
        ? `${about ? `For ${about}, this` : 'This'} ${n} meets ${timeWhat}: ${timeValue === n ? 'the same number' : `both numbers of ${FAMILY_TEXT[ownFamily].name}`}, so the two speak one language${MEETING[kind][0]}.`
        : `${about ? `For ${about}, this` : 'This'} ${n} meets ${timeWhat}: where your ${n} looks for ${seeksOf(nm)}, that time asks for ${masterCycleCarries(timeValue) ?? seeksOf(meaningOf(timeValue))}${MEETING[kind][1]}.`,
    );
  return out;
}

/** A Personal Year read against its own year would only meet itself: no "the 3 and the 3 point the same way". */
const meetsItself = (plan: AnswerPlan) => plan.key === 'personalYear' && plan.cycle.on === 'year';

/**
 * How the time's number stands to the reader's, decided once for the three yes-sentences: the year read as itself,
 * the same family of numbers, or a stretch.
 */
type Fit = 'itself' | 'agree' | 'stretch';
const fitOf = (plan: AnswerPlan): Fit => (meetsItself(plan) ? 'itself' : plan.sameFamily ? 'agree' : 'stretch');

/** "whats my lucky colour": asked, so answered, though the answer is that this reading has none to give. */
const LUCKY_COLOUR = /\blucky colou?rs?\b/i;
const NO_COLOUR =
  'You asked for a lucky colour: the numerology this reading follows gives numbers no colours (the schools that do disagree with one another), so none is named here; the numbers above are what it can read for you.';

/** Why the numbers lean towards yes, in the words of a choice, a should- or a yes-or-no question. */
function whyYes(plan: AnswerPlan, label: string, whenName: string, asked: 'choice' | 'should' | 'yes-no'): string {
  const { n } = plan;
  const v = plan.cycle.value;
  const both = `${label} ${n} and the ${v} of ${whenName} point the same way`;
  const words: Record<typeof asked, Record<Fit, string>> = {
    choice: {
      itself: `the ${v} of ${whenName} supports a clear decision`,
      agree: `your ${both}`,
      stretch: `the ${v} of ${whenName} supports a clear decision, even if it stretches your ${label} ${n}`,
    },
    should: {
      itself: `The ${v} of ${whenName} favours the step, so the timing helps`,
      agree: `Your ${both}, so the step fits you and the timing helps`,
      stretch: `The ${v} of ${whenName} favours the step, even if it stretches your ${label} ${n}`,
    },
    'yes-no': {
      itself: `The ${v} of ${whenName} favours it, and the timing helps it along`,
      agree: `Your ${both}: what you hope for fits who you are, and the timing helps it along`,
      stretch: `The ${v} of ${whenName} favours it, even if it asks something new of your ${label} ${n}`,
    },
  };
  return words[asked][fitOf(plan)];
}

export interface QuestionAnswer {
  markdown: string;
  leaning?: Leaning;
}

export function questionMarkdown(ctx: WriterContext, u: QuestionUnderstanding, today: CalendarDate): QuestionAnswer {
  const { chart, first } = ctx;
  const plan = planAnswer(chart, u, today);
  // Phrasing choices follow the question too, so two questions on one day read differently.
  const seed = hash(`${ctx.seed}|${u.text.toLowerCase()}`);
  const { kind, topic, n, time } = plan;
  const nm = meaningOf(n);
  const label = NUMBER_LABEL[plan.key];
  const area = areaOf(topic);
  // The topic in full once, where the question is read back; after that our phrase for it, or its short form.
  const aboutFirst = u.subject ?? (area ? topic.label : undefined);
  const about = u.subject ?? area;
  // A short phrase ("starting a business") bears saying again; a long clause ("whether this is the right
  // partner") is said in the opening, the number and the answer only, and the topic's short form elsewhere.
  const again = u.subject && u.subject.split(' ').length <= 3 && !u.subject.startsWith('whether') ? u.subject : area;
  // Two times asked between are both said where the question is read back: "for January 2027 or September 2027".
  const timeName = plan.timeChoice ? `${plan.timeChoice[0].label} or ${plan.timeChoice[1].label}` : time?.label;
  // Everyone the question names is named; the one our subject phrase already names is not said twice.
  // Someone who has died is not said to be "in" the question.
  const others = u.people.filter((p) => !u.subject?.includes(personName(p)) && !u.mourned?.includes(p)).map(personName);
  // Someone who has died is named as the one the question remembers.
  const remembered = (u.mourned ?? []).map(personName);

  const out: string[] = ['# Your question', `> ${escapeMarkdown(u.text)}`];

  // 1. How the question was read, in our words only.
  // (Two times weighed are an either-or too: "is March or April better to open my second restaurant".)
  const asked = `${plan.choice || plan.timeChoice ? 'an either-or question' : u.theirs ? 'a question' : KIND_PHRASE[kind]}${aboutFirst ? ` about ${aboutFirst}` : ''}${timeName ? `, for ${timeName}` : ''}${others.length ? `, with ${listJoin(others)} in it` : ''}${remembered.length ? `, remembering ${listJoin(remembered)}` : ''}`;
  // With a time asked about, no other date is named: every date the answer gives lies inside that time.
  out.push(
    pick(
      time
        ? [`${first}, this answer reads your question as ${asked}.`, `${first}, you asked ${asked}.`]
        : [
            `${first}, this answer reads your question of ${dayLabel(today)} as ${asked}.`,
            `On ${dayLabel(today)}, ${first}, you asked ${asked}.`,
          ],
      seed,
      1,
    ),
  );
  if (u.theirs && u.dependsOn) out.push(theirSide(u.dependsOn, u.subject));
  if (plan.pastTime && !plan.pastTime.aside) {
    out.push(
      `The time your question names has already passed, so this answer reads the year ahead from ${dayLabel(today)} instead.`,
    );
  }

  // 2. The time the question is about, with its working.
  out.push(...timeSection(chart, plan, kind, again));

  // 3. The reader's own number for the topic; which side of it speaks depends on the kind of question.
  out.push(...numberSection(plan, label, about));

  // 4. The answer itself.
  const lp = plan.lifePath;
  out.push('## The answer');
  if (u.feared) out.push(FEARED_ANSWER);
  out.push(answerText(plan, nm, label, about, u.subject !== undefined, seed) + daysOfAFewDays(plan));
  if (LUCKY_COLOUR.test(u.text)) out.push(NO_COLOUR);
  // A question that remembers someone is not given the topic's general counsel ("spiritual growth is rarely dramatic").
  if (remembered.length)
    out.push(
      `How and when you remember ${listJoin(remembered)} is yours to choose, with those who loved ${objectPronoun(u.mourned ?? [])} too; the numbers speak only for how that time may sit with you.`,
    );
  else if (u.theirs && u.dependsOn) out.push(standingBy(u.dependsOn));
  else if (kind === 'open') out.push(topic.counsel);
  // A raise or a new job is money earned by work: the money topic's warning about loans is not theirs (a business
  // being started may need one).
  const earned = subjectTopic(u.subject) === 'work' && u.subject !== 'starting a business';
  if (topic.limits && !(topic.id === 'money' && earned)) out.push(`*${topic.limits}*`);

  // 5. The other person: named, and honest that their numbers are needed.
  if (u.dependsOn) out.push(...otherPersonSection({ ...u, dependsOn: u.dependsOn, kind }, area, seed));

  // 6. Which numbers, and how.
  out.push('## Numbers this answer used');
  const choice = plan.timeChoice;
  const bullets = [
    `- ${label} ${n} (${nm.title}), ${choice ? 'the number each time is weighed against' : `${NUMBER_USE[kind]}${u.subject && (kind === 'yes-no' || kind === 'should') ? ` on ${u.subject}` : ''}`}${plan.key === 'lifePath' ? '' : `; Life Path ${lp} (${lp === n ? 'the same number' : meaningOf(lp).title}), the road it sits on`}`,
    // The short form is said often enough above when no subject phrase carries the question.
    choice
      ? `- ${choice[0].cycle}s ${choice[0].value} (${choice[0].label}) and ${choice[1].value} (${choice[1].label}): the two times weighed against each other`
      : `- ${cycleBullet(plan)}: ${CYCLE_USE[kind](u.theirs ? u.subject : u.subject ? cycleArea(u.subject, topic.id, area) : undefined)}`,
  ];
  const named = choice ? [] : namedMonths(plan);
  if (named.length) {
    bullets.push(
      `- Personal Month${named.length > 1 ? 's' : ''} ${listJoin(named.map((g) => `${g.pm} (${monthLabel(g)})`))}: the month${named.length > 1 ? 's' : ''} inside ${time ? timeRef(time) : 'the year ahead'} that favour${named.length > 1 ? '' : 's'} ${again ?? 'it'}`,
    );
  }
  // A question about one day has already named its day in the line above.
  if (plan.goodDays.length && plan.cycle.on !== 'day') {
    bullets.push(
      `- Personal Days on ${listJoin(plan.goodDays.map(dayLabel))}: the days that favour ${area ?? 'it'} ${time ? 'in that stretch' : 'in the coming month'}`,
    );
  }
  out.push(bullets.join('\n'));
  out.push(`*Numbers describe tendencies, never a fixed fate. ${profileLine()}*`);
  return { markdown: out.join('\n\n'), ...(plan.leaning ? { leaning: plan.leaning } : {}) };
}

/** The months the answer names: all favourable ones for a when-question, the first two elsewhere. */
function namedMonths(plan: AnswerPlan): readonly MonthCycle[] {
  if (plan.cycle.on === 'day' || plan.cycle.on === 'month') return [];
  return plan.kind === 'when' ? plan.goodMonths : plan.goodMonths.slice(0, 2);
}

function cycleName(plan: AnswerPlan): string {
  const c = plan.cycle;
  switch (c.on) {
    case 'year':
      return `the Personal Year ${c.value} of ${c.year}`;
    case 'month':
      return `the Personal Month ${c.value} of ${monthLabel(c.month)}`;
    case 'day':
      return `the Personal Day ${c.value} of ${dayLabel(c.day)}`;
    case 'months': {
      const m = c.months.find((x) => x.pm === c.value);
      return m ? `the Personal Month ${c.value} of ${monthLabel(m)}` : `the months of ${timeRef(plan.time)}`;
    }
    case 'now':
      return `the Personal Month ${plan.now.month.value} you asked in`;
  }
}

function cycleBullet(plan: AnswerPlan): string {
  const c = plan.cycle;
  switch (c.on) {
    case 'year':
      return `Personal Year ${c.value} for ${c.year}, the year your question names`;
    case 'month':
      return `Personal Year ${c.cycles.year.value} and Personal Month ${c.value} for ${monthLabel(c.month)}, ${plan.time?.span === 'month' ? 'the month your question names' : 'the month that holds the days your question names'}`;
    case 'day':
      return `Personal Month ${c.cycles.month.value} and Personal Day ${c.value} on ${dayLabel(c.day)}, the day your question names`;
    case 'months':
      return `Personal Months ${listJoin(c.months.map((x) => String(x.pm)))} for ${timeRef(plan.time)}`;
    case 'now':
      return `Personal Year ${plan.now.year.value}, Personal Month ${plan.now.month.value} and Personal Day ${plan.now.day.value} on ${dayLabel(plan.today)}, the day you asked`;
  }
}

function timeSection(chart: Chart, plan: AnswerPlan, kind: QuestionKind, area: string | undefined): string[] {
  const c = plan.cycle;
  const verdict = TIME_VERDICT[kind][plan.favoured ? 0 : 1];
  const goodInside = plan.goodMonths[0];
  if (plan.timeChoice) {
    const [a, b] = plan.timeChoice;
    return [
      `## ${capitalise(a.label)} or ${b.label}`,
      `You asked between two times: ${optionText(a)}, and ${optionText(b)}.`,
    ];
  }
  switch (c.on) {
    case 'year': {
      const yr = reduce(c.year);
      const { month: bm, day: bd } = chart.dateParts;
      const sum = bm.value + bd.value + yr.value;
      const clamped = plan.window.from.month > 1 || plan.window.from.day > 1;
      return [
        `## ${capitalise(plan.time?.label ?? String(c.year))}: your Personal Year ${c.value}`,
        [
          `${area ? `For ${area}, ${c.year}` : `${c.year}`} is a Personal Year ${c.value} for you: birth month ${partText(bm)} + birth day ${partText(bd)} + the year ${chainText(yr.chain)} = ${sum}${sum === c.value ? '' : `, which reduces to ${c.value}`}.`,
          `${splitFirstSentence(meaningOf(c.value).personalYear)[0].replace(/[.!]$/, '')}, and ${plan.favoured ? `for ${area ?? 'your question'} that is one of the helpful years, ${verdict}` : `it is not the easiest year for ${area ?? 'your question'}: it asks you ${meaningOf(c.value).calling}, ${verdict}`}.`,
          clamped ? `Only the part of ${c.year} still ahead, from ${dayLabel(plan.window.from)}, is read here.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ];
    }
    case 'month': {
      const monthVerdict =
        kind === 'when'
          ? plan.favoured
            ? 'so the month itself is open to it'
            : 'so the days below carry more weight than the month'
          : verdict;
      return [
        `## ${capitalise(plan.time?.label ?? monthLabel(c.month))}: your Personal Month ${c.value}`,
        `${area ? `For ${area}, what` : 'What'} counts in ${monthLabel(c.month)} is that you are in a Personal Year ${c.cycles.year.value}, and its month ${c.month.month} makes a Personal Month ${c.value}, ${meaningOf(c.value).personalMonth}; ${plan.favoured ? `that month favours it, ${monthVerdict}` : `that month is not the strongest for it, ${monthVerdict}`}.`,
      ];
    }
    case 'day':
      return [
        `## ${capitalise(plan.time?.label ?? dayLabel(c.day))}: your Personal Day ${c.value}`,
        `${dayLabel(c.day)} is a Personal Day ${c.value} for you (${meaningOf(c.value).personalDay}) in a Personal Month ${c.cycles.month.value}. ${plan.favoured ? `That day favours your question, ${verdict}.` : `That day is not the strongest for your question, ${verdict}.`}`,
      ];
    case 'months': {
      const list = c.months.slice(0, 12);
      return [
        `## ${capitalise(plan.time?.label ?? 'The time you asked about')}`,
        [
          `Over ${timeRef(plan.time)} your Personal Months run ${listJoin(list.map((x) => `${x.pm} in ${monthName(x.month)}`))}${c.months.length > list.length ? ', and so on' : ''}.`,
          goodInside
            ? `For ${area ?? 'your question'} the strongest of them is ${monthLabel(goodInside)}, ${meaningOf(goodInside.pm).personalMonth}.`
            : `None of them is a natural month for ${area ?? 'it'}, so within that time the answer rests on steady preparation more than on a date.`,
        ].join(' '),
      ];
    }
    case 'now': {
      const p = plan.now;
      const lead = STAND_LEAD[kind](area);
      return [
        `## Where you stand on ${dayLabel(plan.today)}`,
        `${lead} a Personal Year ${p.year.value}, a Personal Month ${p.month.value} (${meaningOf(p.month.value).personalMonth}) and a Personal Day ${p.day.value} (${meaningOf(p.day.value).personalDay}); ${
          plan.favoured
            ? 'the month or the day supports your question, so the moment you asked is on your side.'
            : 'neither the month nor the day points towards it, so this is a time for clarity rather than force.'
        }`,
      ];
    }
  }
}

/**
 * The field the cycle is named for in the numbers list: the topic's short form, unless the subject belongs to another
 * field ("an engagement party" read in friendships is still "marriage" to the reader, who was told "On marriage").
 */
function cycleArea(subject: string, topicId: string, area: string | undefined): string | undefined {
  const field = subjectTopic(subject);
  return field !== undefined && field !== topicId ? subject : area;
}

/** The topic's short form ("your love life"), or nothing for timing, decisions and general questions. */
function areaOf(topic: Topic): string | undefined {
  return ['timing', 'decision', 'general'].includes(topic.id) ? undefined : topic.short;
}

/** The favourable month the answer points to; "not straight away" points past the month of asking. */
function favourableAhead(plan: AnswerPlan): MonthCycle | undefined {
  const after = (m: MonthCycle) => m.year * 12 + m.month > plan.today.year * 12 + plan.today.month;
  // "Not straight away" never points to the month it is asked in: with no later month, none is named.
  return plan.leaning === 'not-yet' ? plan.goodMonths.find(after) : plan.goodMonths[0];
}

/** A "when" question about a few days or one day: the days among them whose Personal Day favours it, or none. */
function goodDaysWithin(goodDays: readonly CalendarDate[], time: AskedTime, about: string | undefined): string {
  const days = listJoin(goodDays.map(dayLabel));
  if (time.span === 'day') {
    return goodDays.length
      ? `${about ? `As for ${about}, ` : ''}${days} is a day whose Personal Day favours it.`
      : `${capitalise(timeRef(time))} does not stand out for it, so readiness matters more than the date.`;
  }
  const lead = about ? `As for ${about}, the` : 'The';
  return goodDays.length
    ? `${lead} day${goodDays.length > 1 ? 's' : ''} within ${timeRef(time)} whose Personal Day favours it ${goodDays.length > 1 ? 'are' : 'is'} ${days}.`
    : `No day within ${timeRef(time)} stands out for it, so readiness matters more than the date.`;
}

/** How every when-answer ends: numbers show timing, people decide. */
const NUMBERS_SHOW =
  'Numbers show when the current is with you; what happens still depends on what you and others choose.';

/**
 * "january or february?": unlike two places or two offers, two times are what numbers read. The one whose cycle
 * favours the question wins, then the one in step with the number it is read by; equal ones are said to be equal.
 */
function timesCompared(plan: AnswerPlan, [a, b]: readonly [TimeOption, TimeOption], about: string | undefined): string {
  const yours = `your ${NUMBER_LABEL[plan.key]} ${plan.n}`;
  const score = (o: TimeOption) => (o.favoured ? 2 : 0) + (o.inStep ? 1 : 0);
  const is = (o: TimeOption) =>
    o.months ? `${o.label} runs through ${listJoin(o.months.map(String))}` : `${o.label} is a ${o.cycle} ${o.value}`;
  const forIt = about ? ` for ${about}` : '';
  if (score(a) === score(b)) {
    const both = a.favoured ? 'both favour it' : 'neither is among the numbers that favour it';
    return `Neither of the two stands out${forIt}: ${is(a)} and ${is(b)}, and ${both}, so let what is practical choose between them. ${NUMBERS_SHOW}`;
  }
  const [better, other] = score(a) > score(b) ? [a, b] : [b, a];
  const its = `its ${better.cycle} ${better.value}${better.month ? ` in ${better.month}` : ''}`;
  const why = better.favoured
    ? `${its} favours it${better.inStep ? ` and is in step with ${yours}` : ''}`
    : `${its} is in step with ${yours}`;
  return `Of the two, ${better.label} is the better time${forIt}: ${why}, while ${is(other)}${other.favoured ? (other.months ? `, a month of which favours it too, though none also in step with ${yours}` : `, which favours it too but is not in step with ${yours}`) : ''}. ${NUMBERS_SHOW}`;
}

/** A "which week" or "which weekend" question: the one with most days that favour it, or none. */
function stretchAsked(
  { unit, best, noneLeft }: NonNullable<AnswerPlan['asksFor']>,
  goodDays: readonly CalendarDate[],
  time: AskedTime | undefined,
  about: string | undefined,
): string {
  const where = time ? `within ${timeRef(time)}` : 'in the coming month';
  if (best)
    return `${about ? `As for ${about}, the` : 'The'} ${unit} ${where} with the most days whose Personal Day favours it is ${rangeLabel(best.from, best.to)}: ${daysOfOneStretch(goodDays)}.`;
  return noneLeft
    ? `No weekend is left ${where}, so the days themselves matter less than being ready.`
    : `No ${unit} ${where} stands out for it, so readiness matters more than the date.`;
}

/** A yes-or-no about a few days ("the weekend after next") names the one of them whose Personal Day favours it. */
function daysOfAFewDays(plan: AnswerPlan): string {
  const { time, goodDays } = plan;
  if (!time || time.span !== 'days' || !goodDays.length || (plan.kind !== 'yes-no' && plan.kind !== 'should'))
    return '';
  const one = goodDays.length === 1;
  return ` Of those days, ${listJoin(goodDays.map(dayLabel))} ${one ? 'is the one' : 'are the ones'} whose Personal Day favours it.`;
}

/**
 * One month, a few days or a day asked about ("next june", "next week", "halloween"): it is that time or none, so
 * no "month within it" and no "not straight away".
 */
function isShortTime(time: AskedTime | undefined): boolean {
  return (
    time !== undefined &&
    (time.span === 'day' ||
      time.span === 'days' ||
      (time.from.year === time.to.year && time.from.month === time.to.month))
  );
}

/** `afterThis`: only the month of asking favours it, and the answer said "not straight away". */
function noMonthStandsOut(time: AskedTime | undefined, afterThis = false): string {
  const which = afterThis ? 'no month after this one' : 'no month';
  if (!time) return `${which} in the year ahead stands out for it, so readiness matters more than the date`;
  if (isShortTime(time)) return 'readiness matters more than the date';
  return `${which} within ${timeRef(time)} stands out for it, so readiness matters more than the date`;
}

/** Before the answer to a feared loss: why it gives no yes or no (see `feared` in questions/understand.ts). */
const FEARED_ANSWER =
  'Numbers do not foretell a loss, a failure or another person’s decision against you, so this answer leans neither way on that fear: what they can read is what you bring to this time.';

/**
 * After a patient answer, the month that favours it. Inside an asked time that month is part of the time, so it is
 * said as the time's best month, never as an opening after a patience that covers the whole time.
 */
function opening(time: AskedTime | undefined, first: MonthCycle | undefined, shortTime: boolean, what: string): string {
  if (!first || shortTime) return '';
  return time
    ? `; of its months, ${monthLabel(first)} is the most open to ${what}`
    : `; your cycles open for ${what} around ${monthLabel(first)}`;
}

/** The wording every kind of answer shares, worked out once from the plan. */
function answerWords(plan: AnswerPlan, label: string) {
  const { time } = plan;
  const first = favourableAhead(plan);
  const shortTime = isShortTime(time);
  return {
    label,
    first,
    shortTime,
    within: time ? (time.span === 'day' ? ` for ${timeRef(time)}` : ` within ${timeRef(time)}`) : '',
    next: first ? `${monthLabel(first)}, when your Personal Month ${first.pm} favours it` : undefined,
    noMonth: noMonthStandsOut(time, !first && plan.goodMonths.length > 0),
    whenName: time ? timeRef(time) : 'the day you asked',
    // One day is "that day", never "this stretch".
    stretch: time?.span === 'day' ? 'that day' : 'this stretch',
    // Not of a short time: the month named would be the time's own.
    opensLater: opening(time, first, shortTime, 'it'),
  };
}
type AnswerWords = ReturnType<typeof answerWords>;

/**
 * A choice between two things ("the job in leeds or stay in bristol"): numbers know nothing of either option, so
 * the answer says so and reads only the timing of the decision.
 */
function choiceText(
  plan: AnswerPlan,
  { label, within, next, noMonth, whenName, first, shortTime }: AnswerWords,
): string {
  const cannot =
    'The numbers cannot choose between the two for you: they know nothing of the places, people or offers behind either. What they read is the timing of the decision';
  return {
    yes: `${cannot}, and it favours deciding${within}: ${whyYes(plan, label, whenName, 'choice')}, so weigh both, choose, and commit to the one you choose.`,
    'not-yet': `${cannot}, and it favours settling it without hurry${within}: try each option in a small, concrete way first${next && !shortTime ? `, and make the choice around ${next}` : `; ${noMonth}`}.`,
    reflect: `${cannot}, and it counsels patience${within}: this stretch is better for gathering the facts about both than for settling it${opening(plan.time, first, shortTime, 'a decision')}.`,
  }[plan.leaning ?? 'reflect'];
}

function answerText(
  plan: AnswerPlan,
  nm: ReturnType<typeof meaningOf>,
  label: string,
  about: string | undefined,
  hasSubject: boolean,
  seed: number,
): string {
  const { kind, n, time, goodMonths } = plan;
  // "On marriage … part of your chart supports marriage", not the friendships the party was read in.
  const area = hasSubject && about ? cycleArea(about, plan.topic.id, areaOf(plan.topic)) : areaOf(plan.topic);
  const on = about ? `On ${about}, the numbers` : 'The numbers';
  const words = answerWords(plan, label);
  const { within, first, next, shortTime, noMonth, whenName, stretch, opensLater } = words;
  if (plan.timeChoice) return timesCompared(plan, plan.timeChoice, about);
  if (kind === 'yes-no' || kind === 'should') {
    const leaning = plan.leaning ?? 'reflect';
    if (plan.choice) return choiceText(plan, words);
    if (kind === 'should') {
      return {
        yes: `${on} lean towards yes, go ahead${within}. ${whyYes(plan, label, whenName, 'should')}; ${pick(['go ahead with care and good faith', 'take it calmly and in good faith', 'act on it, and keep your word to yourself and to others'], seed, 4)}.`,
        'not-yet': `${on} lean towards acting, but not in a hurry${within}. Part of your chart supports ${hasSubject && about && !about.startsWith('whether') ? `the step towards ${about}` : 'the step'} and part asks for preparation first, so take one small, concrete step now${next && !shortTime ? ` and the larger one around ${next}` : `; ${noMonth}`}.`,
        reflect: `${on} counsel patience rather than acting${within}, which is not a no: ${stretch} is better for preparing than for deciding. ${pick(['Gather the facts and talk it through with someone you trust before you settle it', 'Write down what you would need to see before you settle it', 'Give it the time a good decision needs before you settle it'], seed, 3)}${opensLater}.`,
      }[leaning];
    }
    return {
      yes: `${on} lean towards yes${within}. ${whyYes(plan, label, whenName, 'yes-no')}, so ${pick(['meet it halfway', 'do your part with an open heart', 'keep your side of it steady and generous'], seed, 4)}.`,
      'not-yet': `${on} lean towards a yes, ${shortTime ? `though ${timeRef(time)} alone does not carry it` : `but not straight away${within}`}. Part of your chart supports ${hasSubject ? (area ?? 'it') : 'it'} and part is still forming${next && !shortTime ? `, so it is likelier to show itself around ${next}` : `; ${noMonth}: do your part meanwhile`}.`,
      reflect: `${on} counsel patience rather than a yes${within}, which is not a no: ${stretch} is better for preparing than for expecting an answer. ${pick(['Put your energy into what is yours to do', 'Look after what you can influence', 'Keep doing your part calmly'], seed, 3)}${opensLater}.`,
    }[leaning];
  }
  if (kind === 'when' && plan.asksFor) {
    return `${stretchAsked(plan.asksFor, plan.goodDays, time, about)} ${NUMBERS_SHOW}`;
  }
  if (kind === 'when' && time && (plan.cycle.on === 'month' || plan.cycle.on === 'day' || time.span === 'days')) {
    return `${goodDaysWithin(plan.goodDays, time, about)} ${NUMBERS_SHOW}`;
  }
  if (kind === 'when') {
    const lead = about ? `As for ${about}, the` : 'The';
    const days = plan.goodDays.length
      ? ` Closer to hand, ${listJoin(plan.goodDays.map(dayLabel))} ${plan.goodDays.length > 1 ? 'are good days' : 'is a good day'} for a first step.`
      : '';
    return `${
      goodMonths.length
        ? `${lead} month${goodMonths.length > 1 ? 's' : ''} that favour${goodMonths.length > 1 ? '' : 's'} it${time ? ` within ${timeRef(time)}` : ' in the year ahead'} ${goodMonths.length > 1 ? 'are' : 'is'} ${listJoin(goodMonths.map((x) => `${monthLabel(x)} (a Personal Month ${x.pm})`))}.`
        : `${capitalise(noMonth)}.`
    }${days} ${NUMBERS_SHOW}`;
  }
  if (kind === 'last') {
    const c = plan.cycle;
    const ahead =
      c.on === 'year'
        ? `${c.year} is a Personal Year ${c.value} for you, ${meaningOf(c.value).personalMonth.replace('a month', 'a time')}`
        : plan.now.year.value === plan.now.month.value
          ? // The month of asking, named above with the same words, has the year's number.
            `the year you are living is a Personal Year ${plan.now.year.value} for you, the same number as the month you asked in`
          : `the year you are living is a Personal Year ${plan.now.year.value} for you, ${meaningOf(plan.now.year.value).personalMonth.replace('a month', 'a time')}`;
    return `${hasSubject && about ? `Whether ${about} lasts` : 'Whether it lasts'} depends on two people, and this reading holds only one of them. On your side, your ${label} ${n} gives ${nm.quality}, and ${ahead}${goodMonths.length ? `; the months${within} that favour what you share are ${listJoin(goodMonths.slice(0, 2).map(monthLabel))}` : ''}. What lasts is usually what both people keep choosing: say what you need plainly, and notice whether it is met.`;
  }
  if (kind === 'meaning') {
    const c = plan.cycle;
    const what =
      c.on === 'year'
        ? `${c.year} reads as a Personal Year ${c.value}, ${meaningOf(c.value).personalMonth.replace('a month', 'a year')}`
        : c.on === 'month'
          ? `${monthLabel(c.month)} reads as that Personal Month ${c.value}`
          : c.on === 'day'
            ? `${dayLabel(c.day)} reads as a Personal Day ${c.value}, ${meaningOf(c.value).personalDay}`
            : c.on === 'months'
              ? `${timeRef(time)} turns through ${c.months.length} Personal Months${first ? `, with ${monthLabel(first)} the strongest for it` : ''}`
              : `the year ahead starts in a Personal Year ${plan.now.year.value}, ${meaningOf(plan.now.year.value).personalMonth.replace('a month', 'a year')}`;
    return `${about ? `As for ${about}, ${what}` : capitalise(what)}, and ${nm.growth.replace(/^Growth for you means /, 'what helps most is ').replace(/: /g, ', ')}`;
  }
  return `${about ? `On ${about}, your` : 'Your'} ${label} ${n} carries ${nm.quality}, the strength to bring to it, and ${nm.growth.replace(/^Growth for you means /, 'for you the way forward lies in ').replace(/: /g, ', ')}`;
}

/** The shadow of a number, said as what can wear a bond down ("The shadow side of One is …"). */
function lastingFacet(shadow: string, topic: string): string {
  const first = splitFirstSentence(shadow)[0];
  const body = first.replace(/^The shadow (side )?of [\w-]+ (is|can be) /i, '');
  const bond = topic === 'love' || topic === 'friendship' || topic === 'family' ? 'a bond' : 'what you build';
  return body === first ? first : `What can wear ${bond} down, for you, is ${body}`;
}

export function questionHighlights(
  chart: Chart,
  u: QuestionUnderstanding,
  today: CalendarDate,
): Array<{ label: string; value: number | string; meaning: string }> {
  const plan = planAnswer(chart, u, today);
  const key = plan.key;
  const year = plan.cycle.on === 'year' ? plan.cycle : undefined;
  const py = year ? year.value : plan.now.year.value;
  const items = [
    {
      label: 'Topic',
      value: capitalise(u.topic.label),
      meaning: `Read through your ${NUMBER_LABEL[key]}${plan.time ? ` and ${plan.time.label}` : " and the day's numbers"}`,
    },
    { label: 'Life Path', value: chart.core.lifePath.value, meaning: meaningOf(chart.core.lifePath.value).title },
    { label: NUMBER_LABEL[key], value: plan.n, meaning: meaningOf(plan.n).title },
    {
      label: year ? `Personal Year ${year.year}` : 'Personal Year',
      value: py,
      meaning: capitalise(meaningOf(py).personalMonth.replace('a month', 'a year')),
    },
  ];
  // Life Path appears once even when it is also the topic's number; a Personal Year topic likewise.
  return items.filter((_item, i) => !(i === 2 && (key === 'lifePath' || key === 'personalYear')));
}
