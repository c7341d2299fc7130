/** Paragraphs used by more than one kind of reading. */
import type { Chart } from '../chart';
import type { HebrewDate } from '../hebrew-calendar';
import { formatLongDate, parseIsoDate } from '../dates';
import { CALCULATION_PROFILE } from '../profile';
import { lifePathNote } from '../methods';
import type { WriterContext } from './context';
import { letterValuesShort } from './letter-values';

export function longDate(iso: string): string {
  const d = parseIsoDate(iso);
  return d ? formatLongDate(d) : iso;
}

/** "16 Iyar 5737 (ט״ז אייר תשל״ז)" and the after-sunset alternative, said plainly. */
export function hebrewDateSentence(ctx: WriterContext): string {
  const hb = ctx.chart.hebrewBirth;
  const before = `${hb.beforeSunset.text} (${hb.beforeSunset.hebrewText})`;
  if (hb.certainty === 'exact' || !hb.afterSunset) {
    return `In the Hebrew calendar you were born on ${before}. Because you were born in the morning, before any sunset, this date is exact.`;
  }
  const after = `${hb.afterSunset.text} (${hb.afterSunset.hebrewText})`;
  return `In the Hebrew calendar a day begins at sunset, so your Hebrew birth date depends on the hour: before sunset, ${before}; after that evening's sunset, ${after}. Without the time of birth we will not guess between ${twoDays(hb.beforeSunset, hb.afterSunset)}, so this reading keeps both.`;
}

/** The two days an evening birth may fall on: "the 10th and the 11th", or "30 Av and 1 Elul" across a month's end. */
export function twoDays(before: HebrewDate, after: HebrewDate): string {
  if (before.month.name === after.month.name)
    return `the ${ordinalNumber(before.day)} and the ${ordinalNumber(after.day)}`;
  return `${before.day} ${before.month.name} and ${after.day} ${after.month.name}`;
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinalNumber(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${tail}`;
}

export function kabbalahLetterSentence(chart: Chart): string {
  const k = chart.kabbalahNumber;
  // The letter's image is left to the sentence that follows (the letter text opens with it). The summary
  // card shows the number, the letter, its path and its tarot card: each is said here in words (issue 23).
  return `Counted the Kabbalah's way, where every Hebrew letter is also a number (gematria), it comes to ${chart.hebrewName.gematria.standard}, which reduces to ${k.value}, the ${ordinalNumber(k.value)} letter of the Hebrew alphabet: ${k.letter.name} (${k.letter.char}). On the Tree of Life its letter is one of the twenty-two paths between the spheres, path ${k.letter.path}. The tarot of the Golden Dawn, a Victorian order whose deck most others follow, puts the card ${k.letter.trump.name} on that path, as a picture of the letter rather than a prediction.`;
}

/**
 * The rules the numbers were made by, in words and only in the "how this was calculated" part (issue 23):
 * the profile's identifier stays in the data (`Reading.profile`), its version is said as a version. Given the
 * chart, the letter values are the ones its name really took (a name typed in Hebrew is not "Pythagorean").
 */
export function profileLine(...charts: readonly Chart[]): string {
  return `Calculated by this reading's rules: ${letterValuesShort(charts)}, names reduced word by word, master numbers kept, Hebrew letters and tarot after the Golden Dawn (rules version ${CALCULATION_PROFILE.version}).`;
}

/** The life-path disagreement, if any, in one or two sentences (for the short report). */
export function lifePathDisagreement(ctx: WriterContext): string {
  const p = ctx.chart.dateParts;
  const note = lifePathNote({ year: p.year.total, month: p.month.total, day: p.day.total }, ctx.chart.core.lifePath);
  if (!note) return '';
  const alts = note.alternatives.map((a) => `${a.value} (${a.method})`).join(' or ');
  return `A word on other calculators: some would give you a Life Path of ${alts}. This reading follows the classic method, ${note.profileMethod}, which gives ${note.profileValue}. Both workings are set out in the comprehensive report.`;
}
