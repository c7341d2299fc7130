/** Paragraphs used by more than one kind of reading. */
import type { Chart } from '../chart';
import { formatLongDate, parseIsoDate } from '../dates';
import { CALCULATION_PROFILE } from '../profile';
import { lifePathNote } from '../methods';
import type { WriterContext } from './context';

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
  return `In the Hebrew calendar a day begins at sunset, so your Hebrew birth date depends on the hour: born before sunset, it is ${before}; born after that evening's sunset, it is ${after}. Without the time of birth we will not guess, so this reading keeps both.`;
}

export function kabbalahLetterSentence(chart: Chart): string {
  const k = chart.kabbalahNumber;
  // The letter's image is left to the sentence that follows (the letter text opens with it).
  return `Its value, ${chart.hebrewName.gematria.standard}, reduces to ${k.value}, the letter ${k.letter.name} (${k.letter.char}).`;
}

export function profileLine(): string {
  return `Calculated with the profile ${CALCULATION_PROFILE.id}, version ${CALCULATION_PROFILE.version}.`;
}

/** The life-path disagreement, if any, in one or two sentences (for the short report). */
export function lifePathDisagreement(ctx: WriterContext): string {
  const p = ctx.chart.dateParts;
  const note = lifePathNote({ year: p.year.total, month: p.month.total, day: p.day.total }, ctx.chart.core.lifePath);
  if (!note) return '';
  const alts = note.alternatives.map((a) => `${a.value} (${a.method})`).join(' or ');
  return `A word on other calculators: some would give you a Life Path of ${alts}. This reading follows the classic method, ${note.profileMethod}, which gives ${note.profileValue}. Both workings are set out in the comprehensive report.`;
}
