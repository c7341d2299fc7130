/**
 * Dates of the holidays a question can name, for one Gregorian year. Fixed dates are plain; Easter is the
 * Gregorian computus; the lunar and lunisolar feasts come from the ICU calendars in Intl (islamic-umalqura,
 * chinese, hebrew), so no hand-kept table goes stale; Diwali has no ICU calendar, hence a short table.
 */
import { addDays, weekdayIndex, type CalendarDate } from '../../dates';

export interface Occurrence {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return date(year, month, day);
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = date(year, month, 1);
  return addDays(first, ((weekday - weekdayIndex(first) + 7) % 7) + 7 * (n - 1));
}

/**
 * Diwali (Lakshmi Puja), 2025-2032, the dates drikpanchang.com lists for New Delhi (written from that
 * listing; not re-checked against it when this table was made: verify before relying on a year). Outside
 * these years Diwali is left undefined rather than guessed.
 */
const DIWALI: Readonly<Record<number, readonly [number, number]>> = {
  2025: [10, 20],
  2026: [11, 8],
  2027: [10, 29],
  2028: [10, 17],
  2029: [11, 5],
  2030: [10, 26],
  2031: [11, 14],
  2032: [11, 2],
};

/**
 * Years where ICU's astronomical Chinese calendar disagrees with the official one: in 2027 the new moon falls
 * minutes before midnight Beijing time and ICU puts the new year on 7 February; the Hong Kong Observatory
 * and the mainland holiday notice give 6 February.
 */
const LUNAR_NEW_YEAR_FIXES: Readonly<Record<number, readonly [number, number]>> = { 2027: [2, 6] };

type Calendar = 'islamic-umalqura' | 'chinese' | 'hebrew';
const formatters = new Map<Calendar, Intl.DateTimeFormat>();
function formatter(calendar: Calendar): Intl.DateTimeFormat {
  let f = formatters.get(calendar);
  if (!f) {
    f = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
      timeZone: 'UTC',
      day: 'numeric',
      month: calendar === 'hebrew' ? 'long' : 'numeric',
    });
    formatters.set(calendar, f);
  }
  return f;
}

/** Month (number, or English name for the Hebrew calendar) and day of a Gregorian date in another calendar. */
function inCalendar(calendar: Calendar, d: CalendarDate): { month: string; day: number } {
  let month = '';
  let day = 0;
  for (const part of formatter(calendar).formatToParts(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)))) {
    if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = Number(part.value);
  }
  return { month, day };
}

// Memo of the first Gregorian days in a year that are a given month/day of another calendar: pure (a
// function of its key), it only saves scanning a year of days again.
const memo = new Map<string, CalendarDate[]>();
function daysOfYearWhere(calendar: Calendar, month: string, day: number, year: number): CalendarDate[] {
  const key = `${calendar}|${month}|${day}|${year}`;
  let found = memo.get(key);
  if (!found) {
    found = [];
    // Jump in steps of ~a lunar month near the target day, then walk: a scan of 365 days per year is too slow.
    let d = date(year, 1, 1);
    while (d.year === year) {
      const c = inCalendar(calendar, d);
      if (c.month === month && c.day === day) {
        found.push(d);
        d = addDays(d, 25);
      } else if (c.day < day - 1 || c.day > day + 1) {
        // Move to about the target day of this or the next month.
        const step = c.day < day ? day - c.day - 1 : 30 - c.day + day - 2;
        d = addDays(d, Math.max(1, step));
      } else d = addDays(d, 1);
    }
    memo.set(key, found);
  }
  return found;
}

export type HolidayId =
  | 'christmas-eve'
  | 'christmas'
  | 'black-friday'
  | 'labor-day'
  | 'memorial-day'
  | 'juneteenth'
  | 'canada-day'
  | 'bastille-day'
  | 'anzac-day'
  | 'waitangi-day'
  | 'shrove-tuesday'
  | 'lent'
  | 'boxing-day'
  | 'new-years-eve'
  | 'new-years-day'
  | 'valentines'
  | 'easter'
  | 'good-friday'
  | 'easter-monday'
  | 'easter-weekend'
  | 'halloween'
  | 'thanksgiving'
  | 'fathers-day'
  | 'mothering-sunday'
  | 'mothers-day-us'
  | 'australia-day'
  | 'st-patricks'
  | 'july-4'
  | 'bonfire-night'
  | 'holidays'
  | 'ramadan'
  | 'eid-al-fitr'
  | 'eid-al-adha'
  | 'lunar-new-year'
  | 'rosh-hashanah'
  | 'yom-kippur'
  | 'hanukkah'
  | 'passover'
  | 'diwali'
  | 'independence-ng'
  | 'independence-in'
  | 'independence-pk'
  | 'independence-gh'
  | 'independence-jm'
  | 'independence-ph'
  | 'independence-mx'
  | 'independence-bd'
  | 'independence-lk'
  | 'independence-zw'
  | 'independence-ug'
  | 'independence-tz'
  | 'independence-zm'
  | 'independence-tt'
  | 'independence-id'
  | 'independence-br'
  | 'jamhuri-day'
  | 'madaraka-day'
  | 'mashujaa-day'
  | 'freedom-day'
  | 'heritage-day'
  | 'reconciliation-day'
  | 'burns-night'
  | 'st-andrews'
  | 'st-davids'
  | 'st-georges'
  | 'republic-day-in'
  | 'merdeka'
  | 'national-day-sg'
  | 'emancipation-day'
  | 'rizal-day'
  | 'bonifacio-day';

export const HOLIDAY_NAMES: Readonly<Record<HolidayId, string>> = {
  'christmas-eve': 'Christmas Eve',
  christmas: 'Christmas Day',
  'black-friday': 'Black Friday',
  'labor-day': 'Labor Day',
  'memorial-day': 'Memorial Day',
  juneteenth: 'Juneteenth',
  'canada-day': 'Canada Day',
  'bastille-day': 'Bastille Day',
  'anzac-day': 'Anzac Day',
  'waitangi-day': 'Waitangi Day',
  'shrove-tuesday': 'Shrove Tuesday',
  lent: 'Lent',
  'boxing-day': 'Boxing Day',
  'new-years-eve': "New Year's Eve",
  'new-years-day': "New Year's Day",
  valentines: "Valentine's Day",
  easter: 'Easter Sunday',
  'good-friday': 'Good Friday',
  'easter-monday': 'Easter Monday',
  'easter-weekend': 'the Easter weekend',
  halloween: 'Halloween',
  thanksgiving: 'Thanksgiving',
  'fathers-day': "Father's Day",
  'mothering-sunday': "Mother's Day",
  'mothers-day-us': "Mother's Day",
  'australia-day': 'Australia Day',
  'st-patricks': "St Patrick's Day",
  'july-4': 'the Fourth of July',
  'bonfire-night': 'Bonfire Night',
  holidays: 'the holidays',
  ramadan: 'Ramadan',
  'eid-al-fitr': 'Eid al-Fitr',
  'eid-al-adha': 'Eid al-Adha',
  'lunar-new-year': 'Lunar New Year',
  'rosh-hashanah': 'Rosh Hashanah',
  'yom-kippur': 'Yom Kippur',
  hanukkah: 'Hanukkah',
  passover: 'Passover',
  diwali: 'Diwali',
  'independence-ng': "Nigeria's Independence Day",
  'independence-in': "India's Independence Day",
  'independence-pk': "Pakistan's Independence Day",
  'independence-gh': "Ghana's Independence Day",
  'independence-jm': "Jamaica's Independence Day",
  'independence-ph': 'Philippine Independence Day',
  'independence-mx': "Mexico's Independence Day",
  'independence-bd': "Bangladesh's Independence Day",
  'independence-lk': "Sri Lanka's Independence Day",
  'independence-zw': "Zimbabwe's Independence Day",
  'independence-ug': "Uganda's Independence Day",
  'independence-tz': "Tanzania's Independence Day",
  'independence-zm': "Zambia's Independence Day",
  'independence-tt': "Trinidad and Tobago's Independence Day",
  'independence-id': "Indonesia's Independence Day",
  'independence-br': "Brazil's Independence Day",
  'jamhuri-day': 'Jamhuri Day',
  'madaraka-day': 'Madaraka Day',
  'mashujaa-day': 'Mashujaa Day',
  'freedom-day': 'Freedom Day',
  'heritage-day': 'Heritage Day',
  'reconciliation-day': 'the Day of Reconciliation',
  'burns-night': 'Burns Night',
  'st-andrews': "St Andrew's Day",
  'st-davids': "St David's Day",
  'st-georges': "St George's Day",
  'republic-day-in': 'Republic Day',
  merdeka: 'Merdeka Day',
  'national-day-sg': "Singapore's National Day",
  'emancipation-day': 'Emancipation Day',
  'rizal-day': 'Rizal Day',
  'bonifacio-day': 'Bonifacio Day',
};

const one = (d: CalendarDate): Occurrence[] => [{ from: d, to: d }];
const lasting = (days: number) => (d: CalendarDate) => ({ from: d, to: addDays(d, days - 1) });

/** Holidays on the same day every year: [month, day]. */
const FIXED_DAYS: Partial<Readonly<Record<HolidayId, readonly [number, number]>>> = {
  'christmas-eve': [12, 24],
  christmas: [12, 25],
  juneteenth: [6, 19],
  'canada-day': [7, 1],
  'bastille-day': [7, 14],
  'anzac-day': [4, 25],
  'waitangi-day': [2, 6],
  'boxing-day': [12, 26],
  'new-years-eve': [12, 31],
  'new-years-day': [1, 1],
  valentines: [2, 14],
  halloween: [10, 31],
  'australia-day': [1, 26],
  'st-patricks': [3, 17],
  'july-4': [7, 4],
  'bonfire-night': [11, 5],
  // National days (a country's own Independence Day is named with the country: 'independence day' alone is July's).
  'independence-ng': [10, 1],
  'independence-in': [8, 15],
  'independence-pk': [8, 14],
  'independence-gh': [3, 6],
  'independence-jm': [8, 6],
  'independence-ph': [6, 12],
  'independence-mx': [9, 16],
  'independence-bd': [3, 26],
  'independence-lk': [2, 4],
  'independence-zw': [4, 18],
  'independence-ug': [10, 9],
  'independence-tz': [12, 9],
  'independence-zm': [10, 24],
  'independence-tt': [8, 31],
  'independence-id': [8, 17],
  'independence-br': [9, 7],
  'jamhuri-day': [12, 12],
  'madaraka-day': [6, 1],
  'mashujaa-day': [10, 20],
  'freedom-day': [4, 27],
  'heritage-day': [9, 24],
  'reconciliation-day': [12, 16],
  'burns-night': [1, 25],
  'st-andrews': [11, 30],
  'st-davids': [3, 1],
  'st-georges': [4, 23],
  'republic-day-in': [1, 26],
  merdeka: [8, 31],
  'national-day-sg': [8, 9],
  'emancipation-day': [8, 1],
  'rizal-day': [12, 30],
  'bonifacio-day': [11, 30],
};

/** Every occurrence of a holiday that starts in the Gregorian year (lunar feasts can fall twice). */
export function holidayIn(id: HolidayId, year: number): Occurrence[] {
  const fixed = FIXED_DAYS[id];
  if (fixed) return one(date(year, fixed[0], fixed[1]));
  switch (id) {
    case 'black-friday':
      return one(addDays(nthWeekday(year, 11, 4, 4), 1));
    case 'labor-day':
      return one(nthWeekday(year, 9, 1, 1));
    case 'memorial-day':
      return one(addDays(nthWeekday(year, 6, 1, 1), -7));
    case 'shrove-tuesday':
      return one(addDays(easterSunday(year), -47));
    case 'lent':
      // Ash Wednesday to Holy Saturday.
      return [{ from: addDays(easterSunday(year), -46), to: addDays(easterSunday(year), -1) }];
    case 'easter':
      return one(easterSunday(year));
    case 'good-friday':
      return one(addDays(easterSunday(year), -2));
    case 'easter-monday':
      return one(addDays(easterSunday(year), 1));
    case 'easter-weekend':
      return [{ from: addDays(easterSunday(year), -2), to: addDays(easterSunday(year), 1) }];
    case 'thanksgiving':
      return one(nthWeekday(year, 11, 4, 4));
    case 'fathers-day':
      return one(nthWeekday(year, 6, 0, 3));
    case 'mothering-sunday':
      // The fourth Sunday of Lent, three weeks before Easter (UK and Ireland).
      return one(addDays(easterSunday(year), -21));
    case 'mothers-day-us':
      return one(nthWeekday(year, 5, 0, 2));
    case 'holidays':
      return [{ from: date(year, 12, 20), to: date(year + 1, 1, 2) }];
    case 'ramadan':
      // From 1 Ramadan to the day before 1 Shawwal.
      return daysOfYearWhere('islamic-umalqura', '9', 1, year).map((start) => {
        const next = daysOfYearWhere('islamic-umalqura', '10', 1, year)
          .concat(daysOfYearWhere('islamic-umalqura', '10', 1, year + 1))
          .find((d) => d.year * 400 + d.month * 32 + d.day > start.year * 400 + start.month * 32 + start.day);
        return { from: start, to: next ? addDays(next, -1) : addDays(start, 29) };
      });
    case 'eid-al-fitr':
      return daysOfYearWhere('islamic-umalqura', '10', 1, year).map((d) => ({ from: d, to: d }));
    case 'eid-al-adha':
      return daysOfYearWhere('islamic-umalqura', '12', 10, year).map((d) => ({ from: d, to: d }));
    case 'lunar-new-year': {
      const fix = LUNAR_NEW_YEAR_FIXES[year];
      if (fix) return one(date(year, fix[0], fix[1]));
      return daysOfYearWhere('chinese', '1', 1, year).map((d) => ({ from: d, to: d }));
    }
    case 'rosh-hashanah':
      return daysOfYearWhere('hebrew', 'Tishri', 1, year).map(lasting(2));
    case 'yom-kippur':
      return daysOfYearWhere('hebrew', 'Tishri', 10, year).map((d) => ({ from: d, to: d }));
    case 'hanukkah':
      return daysOfYearWhere('hebrew', 'Kislev', 25, year).map(lasting(8));
    case 'passover':
      return daysOfYearWhere('hebrew', 'Nisan', 15, year).map(lasting(8));
    case 'diwali': {
      const d = DIWALI[year];
      return d ? one(date(year, d[0], d[1])) : [];
    }
    default:
      // Only the fixed days of FIXED_DAYS, answered above.
      return [];
  }
}
