/**
 * One date format across the site: the reader's own locale, in words ("23 November 2026" or
 * "November 23, 2026"). Only for parts rendered in the browser (prerendered pages keep their text).
 */
const long = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const longWithTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });
const calendar = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** An instant (ISO string) as the reader's local date. */
export const formatDate = (iso: string): string => long.format(new Date(iso));

/** An instant as the reader's local date and time. */
export const formatDateTime = (iso: string): string => longWithTime.format(new Date(iso));

/** A calendar date "YYYY-MM-DD" (a birth date: no time zone may move it to the day before). */
export const formatCalendarDate = (ymd: string): string => calendar.format(new Date(`${ymd}T00:00:00Z`));
