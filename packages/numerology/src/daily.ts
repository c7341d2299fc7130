/**
 * Daily Numbers: a reader's Personal Year, Month and Day for a calendar date, with the working and a short
 * text for each, and the week ahead. Pure and deterministic: the caller passes the date (in the reader's
 * own time zone); nothing here reads a clock.
 */
import { dateParts, personalCycles, type DerivedNumber } from './core';
import { addDays, formatIsoDate, parseIsoDate, WEEKDAYS, weekdayIndex, yearsBetween } from './dates';
import { NumerologyInputError } from './errors';
import { parseName } from './name';
import { numberWord, type NumberMeaning } from './text/numbers';
import { lifeStage, meaningsFor } from './write/context';
import { article, capitalise } from './write/markdown';

export interface DailyNumber {
  readonly value: number;
  readonly working: readonly string[];
  readonly text: string;
}

export interface DayAtAGlance {
  readonly date: string;
  readonly weekday: string;
  readonly value: number;
  readonly title: string;
  readonly keywords: readonly string[];
}

export interface DailyNumbers {
  readonly date: string;
  readonly year: DailyNumber;
  readonly month: DailyNumber;
  readonly day: DailyNumber;
  /** `on` and the six days after it. */
  readonly week: readonly DayAtAGlance[];
}

/** The personal numbers of `dateOfBirth` on `on` (both YYYY-MM-DD). */
export function dailyNumbers(dateOfBirth: string, on: string): DailyNumbers {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) throw new NumerologyInputError('dateOfBirth', 'must be a real date (YYYY-MM-DD)');
  const date = parseIsoDate(on);
  if (!date) throw new NumerologyInputError('asOf', 'must be a real date (YYYY-MM-DD)');
  const parts = dateParts(dob);
  const today = personalCycles(parts, date, on);
  // A reader under 18 on the date is told the young words, as in the reports (ADR 0613: "cooperation").
  const meaningOf = meaningsFor(lifeStage(yearsBetween(dob, date)));
  const weekday = WEEKDAYS[weekdayIndex(date)]!;

  const week = Array.from({ length: 7 }, (_, i): DayAtAGlance => {
    const d = addDays(date, i);
    const iso = formatIsoDate(d);
    const { day } = personalCycles(parts, d, iso);
    const meaning = meaningOf(day.value);
    return {
      date: iso,
      weekday: WEEKDAYS[weekdayIndex(d)]!,
      value: day.value,
      title: meaning.title,
      keywords: meaning.keywords,
    };
  });

  return {
    date: on,
    year: { value: today.year.value, working: working(today.year), text: meaningOf(today.year.value).personalYear },
    month: {
      value: today.month.value,
      working: working(today.month),
      text: monthText(meaningOf(today.month.value), meaningOf(today.year.value)),
    },
    day: {
      value: today.day.value,
      working: working(today.day),
      text: dayText(meaningOf(today.day.value), meaningOf(today.month.value), weekday),
    },
    week,
  };
}

function working(n: DerivedNumber): string[] {
  return [...n.steps];
}

/** The month's phrase, set inside the year it belongs to (so two months of one year never read alike). */
function monthText(m: NumberMeaning, y: NumberMeaning): string {
  const year = y.n;
  if (m.n === year) {
    return `${capitalise(m.personalMonth)}: the month doubles your year's ${y.keywords[0]}, so what you start or settle now sets the tone for the months after it.`;
  }
  return `${capitalise(m.personalMonth)}. Inside a Personal Year ${numberWord(year)} (${y.keywords.join(', ')}), it asks you ${m.calling}; bring ${m.quality} to this year's ${y.keywords[0]}.`;
}

/** The day's phrase, with its weekday and the month it falls in (so the seven days of a week read apart). */
function dayText(d: NumberMeaning, m: NumberMeaning, weekday: string): string {
  const day = d.n;
  const tie =
    day === m.n
      ? `it repeats your month's number, so the month's theme of ${m.keywords[0]} is strongest today`
      : `this month's ${m.keywords[0]} is the ground it stands on, and ${d.keywords[1]} is what you add to it`;
  return `${capitalise(d.personalDay)}. This ${weekday} is ${article(numberWord(day))} ${numberWord(day)} day (${d.keywords.join(', ')}): ${tie}.`;
}

/**
 * The name a daily e-mail greets the reader by: the one the readings use ("Wang Xiaoming" is greeted as
 * Xiaoming, ADR 0871). A name saved before a rule changed and no longer read is greeted whole, never refused.
 */
export function greetingName(name: string): string {
  try {
    return parseName(name).firstName;
  } catch (error) {
    if (error instanceof NumerologyInputError) return name.trim();
    throw error;
  }
}
