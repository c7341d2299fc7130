import type { Token, Tokens } from 'marked';

/** A section of a reading: a second-level heading of its Markdown ("## Your Hebrew birth date"). */
export interface Section {
  /** Stable: the same heading text always gives the same id ("section-your-hebrew-birth-date"). */
  id: string;
  title: string;
}

/** A reading long enough to want a table of contents: several sections, several phone screens of text. */
export const CONTENTS_MIN_SECTIONS = 4;
export const CONTENTS_MIN_CHARACTERS = 8000;

/** A heading's words as plain text (emphasis and code marks dropped). */
function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens) : 'text' in t ? String(t.text) : ''))
    .join('');
}

/** "Your Life Path 5: The Free Spirit" → "section-your-life-path-5-the-free-spirit" (letters of any script kept). */
function sectionSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `section-${words || 'part'}`;
}

/**
 * The ids of a reading's second-level headings, by token index: the slug of the heading, with "-2", "-3" after
 * a repeated one. The Markdown view gives these ids to its headings and the contents link to the same ones.
 */
export function sectionIds(tokens: readonly Token[]): Map<number, Section> {
  const seen = new Map<string, number>();
  const ids = new Map<number, Section>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading' || (token as Tokens.Heading).depth !== 2) return;
    const title = plainText((token as Tokens.Heading).tokens).trim();
    const base = sectionSlug(title);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    ids.set(i, { id: n === 1 ? base : `${base}-${n}`, title });
  });
  return ids;
}
