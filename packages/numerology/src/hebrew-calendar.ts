/**
 * Gregorian → Hebrew dates with the runtime's own Hebrew calendar (ICU through Intl), no dependency. ICU
 * is asked once per year, for the day the Hebrew year begins; the days within a year are counted from the
 * months' lengths (ADR 0621). A Hebrew day begins at sunset, so the evening of a Gregorian day belongs to
 * the next Hebrew date.
 */
import { addDays, type CalendarDate, formatIsoDate, WEEKDAYS, weekdayIndex, type Weekday } from './dates';
import { hebrewLetterByIndex, hebrewNumeral, type HebrewLetter } from './letters';

export interface HebrewMonth {
  /** Biblical order from Nisan = 1; Adar I = 12, Adar II = 13 in a leap year. */
  readonly number: number;
  readonly name: string;
  readonly hebrew: string;
  /** Sefer Yetzirah: the simple letter and zodiac sign of the month (reference §1.3). */
  readonly letterIndex: number;
  readonly sign: string;
  /** Sefer Yetzirah 5:1: the faculty of the month's letter. */
  readonly faculty: string;
}

const MONTHS: readonly HebrewMonth[] = [
  { number: 1, name: 'Nisan', hebrew: 'ניסן', letterIndex: 5, sign: 'Aries', faculty: 'speech' },
  { number: 2, name: 'Iyar', hebrew: 'אייר', letterIndex: 6, sign: 'Taurus', faculty: 'thought' },
  { number: 3, name: 'Sivan', hebrew: 'סיון', letterIndex: 7, sign: 'Gemini', faculty: 'movement' },
  { number: 4, name: 'Tammuz', hebrew: 'תמוז', letterIndex: 8, sign: 'Cancer', faculty: 'sight' },
  { number: 5, name: 'Av', hebrew: 'אב', letterIndex: 9, sign: 'Leo', faculty: 'hearing' },
  { number: 6, name: 'Elul', hebrew: 'אלול', letterIndex: 10, sign: 'Virgo', faculty: 'action' },
  { number: 7, name: 'Tishrei', hebrew: 'תשרי', letterIndex: 12, sign: 'Libra', faculty: 'union' },
  { number: 8, name: 'Cheshvan', hebrew: 'חשון', letterIndex: 14, sign: 'Scorpio', faculty: 'smell' },
  { number: 9, name: 'Kislev', hebrew: 'כסלו', letterIndex: 15, sign: 'Sagittarius', faculty: 'sleep' },
  { number: 10, name: 'Tevet', hebrew: 'טבת', letterIndex: 16, sign: 'Capricorn', faculty: 'anger' },
  { number: 11, name: 'Shevat', hebrew: 'שבט', letterIndex: 18, sign: 'Aquarius', faculty: 'taste' },
  { number: 12, name: 'Adar', hebrew: 'אדר', letterIndex: 19, sign: 'Pisces', faculty: 'laughter' },
];
const ADAR = MONTHS[11] as HebrewMonth;

/** ICU's English month names → our month; both Adars of a leap year take Adar's letter and sign. */
const ICU_MONTH: Readonly<Record<string, HebrewMonth>> = {
  Nisan: MONTHS[0] as HebrewMonth,
  Iyar: MONTHS[1] as HebrewMonth,
  Sivan: MONTHS[2] as HebrewMonth,
  Tamuz: MONTHS[3] as HebrewMonth,
  Av: MONTHS[4] as HebrewMonth,
  Elul: MONTHS[5] as HebrewMonth,
  Tishri: MONTHS[6] as HebrewMonth,
  Heshvan: MONTHS[7] as HebrewMonth,
  Kislev: MONTHS[8] as HebrewMonth,
  Tevet: MONTHS[9] as HebrewMonth,
  Shevat: MONTHS[10] as HebrewMonth,
  Adar: ADAR,
  'Adar I': { ...ADAR, number: 12, name: 'Adar I', hebrew: 'אדר א׳' },
  'Adar II': { ...ADAR, number: 13, name: 'Adar II', hebrew: 'אדר ב׳' },
};

export function hebrewMonths(): readonly HebrewMonth[] {
  return MONTHS;
}

export function monthLetter(month: HebrewMonth): HebrewLetter {
  return hebrewLetterByIndex(month.letterIndex);
}

export interface HebrewDate {
  readonly day: number;
  readonly month: HebrewMonth;
  readonly year: number;
  /** "16 Iyar 5737" */
  readonly text: string;
  /** "ט״ז אייר תשל״ז" */
  readonly hebrewText: string;
  /** The Gregorian day whose daytime this Hebrew date covers. */
  readonly gregorian: string;
}

// One formatter for the process: building Intl formatters is the slow part, formatting is fast.
const FORMATTER = new Intl.DateTimeFormat('en-u-ca-hebrew', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "16 Iyar 5737", "1 Adar II 5784": day, month name, year (the formatter's English day-month-year order). */
const ICU_OUTPUT = /^(\d{1,2}) ([A-Za-z]+(?: II?)?) (\d{4})$/;

let calendarChecked = false;

function assertHebrewCalendar(): void {
  if (calendarChecked) return;
  calendarChecked = FORMATTER.resolvedOptions().calendar === 'hebrew';
  if (!calendarChecked) {
    throw new Error('This JavaScript runtime has no Hebrew calendar (Intl with ICU calendar data is required).');
  }
}

/** ICU's reading of one Gregorian day: day of month, month and year. */
function icuDate(d: CalendarDate): { day: number; month: HebrewMonth; year: number } {
  assertHebrewCalendar();
  // Noon UTC on the calendar day, formatted in UTC: the day cannot slip to a neighbour. `format` and one
  // regular expression cost half of `formatToParts`; the month name is checked against ICU's names below.
  const text = FORMATTER.format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
  const m = ICU_OUTPUT.exec(text);
  const day = Number(m?.[1]);
  const year = Number(m?.[3]);
  const month = ICU_MONTH[m?.[2] ?? ''];
  if (!month || !day || !year) throw new Error(`Unexpected Hebrew calendar output: ${text}`);
  return { day, month, year };
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 (UTC calendar arithmetic, no zone). */
function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/**
 * The day number of 1 Tishrei (Rosh Hashanah) in Gregorian year `g`, asked of ICU once per year and kept.
 * Rosh Hashanah falls within a fortnight of 20 September in the centuries this engine reads, so ICU's date
 * for 20 September is late in Elul (29 days) or early in Tishrei. NaN when it is neither (far from our range).
 */
const NEW_YEARS = new Map<number, number>();

function newYearIn(g: number): number {
  let rd = NEW_YEARS.get(g);
  if (rd === undefined) {
    const h = icuProbe(g);
    const at = dayNumber(g, 9, 20);
    rd =
      h?.month === TISHREI && h.year === g + 3761
        ? at - (h.day - 1)
        : h?.month === ELUL && h.year === g + 3760
          ? at + (30 - h.day)
          : Number.NaN;
    if (NEW_YEARS.size < 5000) NEW_YEARS.set(g, rd);
  }
  return rd;
}

/** ICU's date for 20 September of `g`, or undefined where ICU's text is not one we read (five-digit years). */
function icuProbe(g: number): ReturnType<typeof icuDate> | undefined {
  try {
    return icuDate({ year: g, month: 9, day: 20 });
  } catch {
    return undefined;
  }
}

const TISHREI = MONTHS[6] as HebrewMonth;
const ELUL = MONTHS[5] as HebrewMonth;
/** The months from Tishrei in a common year and in a leap year (Adar I and Adar II). */
const YEAR_FROM_TISHREI: readonly HebrewMonth[] = [...MONTHS.slice(6, 11), ADAR, ...MONTHS.slice(0, 6)];
const LEAP_YEAR_FROM_TISHREI: readonly HebrewMonth[] = [
  ...MONTHS.slice(6, 11),
  ICU_MONTH['Adar I'] as HebrewMonth,
  ICU_MONTH['Adar II'] as HebrewMonth,
  ...MONTHS.slice(0, 6),
];

/** Month lengths from Tishrei; Cheshvan and Kislev (the 0s) depend on the year. */
const LENGTHS = [30, 0, 0, 29, 30, 29, 30, 29, 30, 29, 30, 29] as const;
const LEAP_LENGTHS = [30, 0, 0, 29, 30, 30, 29, 30, 29, 30, 29, 30, 29] as const;

/**
 * Day and month within a Hebrew year of `length` days, `offset` days after its 1 Tishrei. The length
 * says everything about the months: 383-385 days is a leap year (Adar I of 30 days, Adar II of 29), a year
 * of 355 or 385 days has a 30-day Cheshvan, one of 353 or 383 a 29-day Kislev.
 */
function dayInYear(offset: number, length: number): { day: number; month: HebrewMonth } | undefined {
  const leap = length > 380;
  const months = leap ? LEAP_YEAR_FROM_TISHREI : YEAR_FROM_TISHREI;
  const lengths = leap ? LEAP_LENGTHS : LENGTHS;
  const kind = length % 10; // 3: deficient, 4: regular, 5: complete
  let left = offset;
  for (let i = 0; i < months.length; i++) {
    const days = i === 1 ? (kind === 5 ? 30 : 29) : i === 2 ? (kind === 3 ? 29 : 30) : (lengths[i] as number);
    if (left < days) return { day: left + 1, month: months[i] as HebrewMonth };
    left -= days;
  }
  return undefined;
}

/** The Hebrew date whose daytime falls on the given Gregorian day (plain conversion, no sunset shift). */
export function toHebrewDate(d: CalendarDate): HebrewDate {
  // ICU gives the start of each Hebrew year (once per year, kept); the day within the year is counted from
  // the months' lengths. A date the yearly probe cannot place (far outside our range) asks ICU itself.
  const rd = dayNumber(d.year, d.month, d.day);
  const thisNewYear = newYearIn(d.year);
  const after = rd >= thisNewYear;
  const start = after ? thisNewYear : newYearIn(d.year - 1);
  const end = after ? newYearIn(d.year + 1) : thisNewYear;
  const within: { day: number; month: HebrewMonth; year?: number } = dayInYear(rd - start, end - start) ?? icuDate(d);
  const { day, month } = within;
  const year = within.year ?? d.year + (after ? 3761 : 3760);
  return {
    day,
    month,
    year,
    text: `${day} ${month.name} ${year}`,
    hebrewText: `${hebrewNumeral(day)} ${month.hebrew} ${hebrewNumeral(year)}`,
    gregorian: formatIsoDate(d),
  };
}

/** The next Hebrew day inside the same month (callers make sure the month does not end). */
function nextInMonth(d: HebrewDate): HebrewDate {
  const day = d.day + 1;
  return {
    day,
    month: d.month,
    year: d.year,
    text: `${day} ${d.month.name} ${d.year}`,
    hebrewText: `${hebrewNumeral(day)} ${d.month.hebrew} ${hebrewNumeral(d.year)}`,
    gregorian: d.gregorian,
  };
}

/** Planet of each weekday (Sunday = Sun … Saturday = Saturn). */
const WEEKDAY_RULERS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type Planet = (typeof WEEKDAY_RULERS)[number];

export interface BirthWeekday {
  readonly weekday: Weekday;
  readonly ruler: Planet;
}

export interface HebrewBirth {
  /** 'exact' for a morning birth; 'sunset-dependent' otherwise (afternoon vs after sunset). */
  readonly certainty: 'exact' | 'sunset-dependent';
  /** The date if born before sunset (always right for a morning birth). */
  readonly beforeSunset: HebrewDate;
  /** Only for a birth that may have been after sunset: the next Hebrew day. */
  readonly afterSunset?: HebrewDate;
  /** Weekday in Jewish reckoning (the day begins at sunset), and its planet. */
  readonly weekday: BirthWeekday;
  readonly weekdayAfterSunset?: BirthWeekday;
  readonly steps: readonly string[];
}

function weekdayOf(d: CalendarDate): BirthWeekday {
  const i = weekdayIndex(d);
  return { weekday: WEEKDAYS[i] as Weekday, ruler: WEEKDAY_RULERS[i] as Planet };
}

/**
 * A morning birth is before any sunset, so the plain conversion is exact. Any other birth may be
 * before or after that day's sunset: both dates are returned, never a guess.
 */
export function hebrewBirth(dob: CalendarDate, bornInMorning: boolean): HebrewBirth {
  const before = toHebrewDate(dob);
  const weekday = weekdayOf(dob);
  if (bornInMorning) {
    return {
      certainty: 'exact',
      beforeSunset: before,
      weekday,
      steps: [
        `Gregorian ${before.gregorian} converts to ${before.text} (${before.hebrewText}).`,
        'Born in the morning, before any sunset, so this Hebrew date is exact.',
      ],
    };
  }
  const nextDay = addDays(dob, 1);
  // Every Hebrew month has at least 29 days: before the 29th the next day is simply day + 1; from the 29th
  // on, the month may end, so convert the next Gregorian day.
  const after = before.day < 29 ? nextInMonth(before) : { ...toHebrewDate(nextDay), gregorian: before.gregorian };
  return {
    certainty: 'sunset-dependent',
    beforeSunset: before,
    afterSunset: after,
    weekday,
    weekdayAfterSunset: weekdayOf(nextDay),
    steps: [
      `Gregorian ${before.gregorian} converts to ${before.text} (${before.hebrewText}) for a birth before sunset.`,
      `A Hebrew day begins at sunset, so a birth after that evening's sunset belongs to ${after.text} (${after.hebrewText}).`,
      'Not born in the morning: both dates are kept, because the birth time is not known.',
    ],
  };
}
