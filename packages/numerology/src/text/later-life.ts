/**
 * What each number says to a reader of 80 or more on the reading's date (issue 23, ADR 0613, 0660): most are
 * no longer at work, so "At work you shine in …" becomes the work and whatever else fills their days.
 * Everything else reads as it does for any adult.
 */
import { meaningOf, type NumberMeaning } from './numbers';

const LATER = new Map<number, NumberMeaning>();

/** "At work you shine in teaching …" → "In work and in whatever fills your days, you shine in teaching …". */
function laterLifeWork(work: string): string {
  return work.replace(/^At work you /, 'In work and in whatever fills your days, you ');
}

export function laterLifeMeaningOf(n: number): NumberMeaning {
  let m = LATER.get(n);
  if (!m) {
    const adult = meaningOf(n);
    m = { ...adult, work: laterLifeWork(adult.work) };
    LATER.set(n, m);
  }
  return m;
}
