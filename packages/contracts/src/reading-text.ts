/** Pure text helpers for readings, shared by the page and the e-mail (no zod: the reading view stays small). */

/**
 * A reading's text without its own first-level heading: the engine opens with "# A numerology reading
 * for …", which the page and the e-mail already show as the reading's title.
 */
export function withoutLeadingHeading(markdown: string): string {
  return markdown.replace(/^\s*# [^\n]*\n+/, '');
}
