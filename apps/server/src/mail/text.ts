/** Small text helpers for the e-mails the features write. Pure. */

/** Safe inside a header such as Subject: line breaks become spaces, and it is cut to `max` characters. */
export function headerText(text: string, max: number): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, max);
}

/** "2026-11-22 21:05 UTC": a moment as a reader anywhere reads it the same. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
