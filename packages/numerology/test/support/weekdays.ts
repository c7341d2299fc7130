/** Shared by the weekday tests: a reading's weekday paragraph and a week of birth dates. */
export const ON = '2026-11-28';
export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The paragraph of the report that speaks of the weekday of birth. */
export function weekdayParagraph(markdown: string): string {
  return markdown.split('\n').find((l) => l.startsWith('You were born on a ')) ?? '';
}

/** Seven consecutive birth dates starting on a Sunday in the given year's March. */
export function week(year: number): string[] {
  const first = new Date(Date.UTC(year, 2, 1));
  const sunday = 1 + ((7 - first.getUTCDay()) % 7);
  return DAYS.map((_, i) => `${year}-03-${String(sunday + i).padStart(2, '0')}`);
}
