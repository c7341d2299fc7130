import type { Highlight, ReadingDetail, ReadingKind } from '@app/contracts/readings';
import { monthName } from '@app/numerology';

/** What a share link may show: the numbers and a summary, never the name, the date of birth or the text. */
export interface PublicReading {
  heading: string;
  numbers: Highlight[];
  summary: string;
  tree: ReadingDetail['tree'];
}

const KIND_HEADINGS: Record<ReadingKind, string> = {
  simple: 'A numerology reading',
  comprehensive: 'A comprehensive numerology reading',
  question: 'A numerology answer',
  compatibility: 'A compatibility reading',
};

/** Highlights that restate the birth date (the Hebrew birth date is the same day in another calendar). */
const DATE_LABELS = /birth ?date|date of birth|born/i;

/** What publicReading reads of a reading: its kind, numbers and tree, and the secrets it must leave out. */
type ShareableReading = Pick<
  ReadingDetail,
  'kind' | 'highlights' | 'tree' | 'name' | 'dateOfBirth' | 'partner' | 'hebrewName'
>;

/** The public face of a saved reading. Pure. */
export function publicReading(reading: ShareableReading): PublicReading {
  const { names, dates } = secretsOf(reading);
  // Whole words for names (a name "Li" must not hide "Life Path"), substrings for dates.
  const reveals = (text: string) => {
    const folded = text.toLowerCase();
    const words = new Set(folded.split(/[^\p{L}\p{N}]+/u));
    return names.some((n) => words.has(n)) || dates.some((d) => folded.includes(d));
  };
  const numbers = reading.highlights.filter(
    (h) => !DATE_LABELS.test(h.label) && !reveals(h.label) && !reveals(h.value) && !reveals(h.meaning),
  );
  return publicOf(reading.kind, numbers, reading.tree);
}

/** The page's heading and summary from numbers already stripped of anything identifying. Pure. */
export function publicOf(kind: ReadingKind, numbers: Highlight[], tree: ReadingDetail['tree']): PublicReading {
  const core = numbers.filter((h) => /^\d+$/.test(h.value)).slice(0, 3);
  const summary = core.length
    ? `${core.map((h) => `${h.label} ${h.value} (${h.meaning.split(':')[0]})`).join(', ')}: the numbers at the heart of this reading.`
    : 'The numbers at the heart of this reading.';
  return { heading: KIND_HEADINGS[kind], numbers, summary, tree };
}

/** Lower-cased pieces that would identify the person: each part of each name, and the date in its forms. */
function secretsOf(reading: ShareableReading): { names: string[]; dates: string[] } {
  const names = [reading.name, reading.partner?.name ?? '', reading.hebrewName ?? '']
    .flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => part.length >= 2);
  const dates = [reading.dateOfBirth, reading.partner?.dateOfBirth ?? ''].filter(Boolean).flatMap((d) => {
    const [y, m, day] = d.split('-');
    return [d, `${Number(day)} ${monthName(Number(m))} ${y}`.toLowerCase(), `${m}/${day}/${y}`];
  });
  return { names, dates };
}
