import type { ReadingKind } from './reading-limits';

/**
 * Each kind of reading in words, declared once for every page, e-mail and admin table that names one
 * (they drifted: "Compatibility reading" in some, "Compatibility" in others). No zod, so the web imports it
 * as `@app/contracts/reading-labels` without the schemas.
 */
export const READING_KIND_LABELS: Record<ReadingKind, string> = {
  simple: 'Simple report',
  comprehensive: 'Comprehensive report',
  question: 'Question',
  compatibility: 'Compatibility',
};

/** A kind that arrived as a plain string (an admin figure, an old row) in words, or the string itself. */
export function readingKindLabel(kind: string): string {
  return (READING_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}
