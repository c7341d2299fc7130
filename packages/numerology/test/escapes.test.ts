/**
 * Markdown escapes of the reader's own words (issue 23): a backslash only where Markdown would misread a
 * character, never inside a word ("Anna-Lena", "Jr.", "O'Neil" stay as typed), and the rendered Markdown
 * still safe: parsed by marked (the parser the web app renders with), escaped text is one paragraph of
 * plain text that says exactly what was typed, wherever in a line it lands.
 */
import fc from 'fast-check';
import { marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { escapeMarkdown } from '../src/write/markdown';

/** Letters of several scripts and the joiners names use inside a word. */
const nameChar = fc.constantFrom(...'aAeEnNlLkKzZéÉøñüçłşאבשДжλΩ', '-', "'", '’', '.', ' ');
/** Every character Markdown or HTML gives a meaning to, with letters and spaces between them. */
const anyChar = fc.constantFrom(
  ..."aBé1 -.'_*`[]()<>#+=|~\\!&;:\t\n0)",
  '\u2028',
  '&amp;',
  '&#38;',
  '1. ',
  '- ',
  '> ',
  '## ',
);

const collapse = (s: string) =>
  s
    .replace(/\p{Cc}|[\u2028\u2029]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** The inline tokens of a Markdown text, or undefined when it is not one plain paragraph. */
function plainText(markdown: string): string | undefined {
  const blocks = marked.lexer(markdown);
  if (blocks.length !== 1 || blocks[0]?.type !== 'paragraph') return undefined;
  const inline = (blocks[0] as Token & { tokens: Token[] }).tokens;
  if (!inline.every((t) => t.type === 'text' || t.type === 'escape')) return undefined;
  return inline.map((t) => (t as Token & { text: string }).text).join('');
}

describe('escapeMarkdown', () => {
  it('leaves names as typed: no backslash inside or around a word', () => {
    for (const name of ['Anna-Lena', "O'Neil", 'Jr.', 'Mary-Kate O’Brien', 'J. R. R. Tolkien', 'snake_case', 'AT&T'])
      expect(escapeMarkdown(name)).toBe(name);
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: 1, maxLength: 30 }), (chars) => {
        const text = chars.join('');
        // A hyphen can start a list only at the start of a line, and only there is it escaped.
        const typed = text.trim();
        const out = escapeMarkdown(text);
        expect(out.replace(/^\\(?=-)/, '')).toBe(collapse(typed));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('still keeps any text plain: one paragraph of text saying what was typed, at a line start or inside one', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 1, maxLength: 24 }), (chars) => {
        const typed = collapse(chars.join(''));
        fc.pre(typed.length > 0);
        const escaped = escapeMarkdown(chars.join(''));
        expect(plainText(escaped), escaped).toBe(typed);
        expect(plainText(`Dear ${escaped}, welcome.`), escaped).toBe(`Dear ${typed}, welcome.`);
        expect(plainText(`${escaped}, this is your reading.`), escaped).toBe(`${typed}, this is your reading.`);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('reports echo hyphenated and apostrophe names without backslashes', () => {
    const person = { name: "Anna-Lena O'Neil Jr.", dateOfBirth: '1990-03-14', bornInMorning: true };
    for (const md of [
      writeSimpleReport(person, '2026-06-15').markdown,
      writeComprehensiveReport(person, '2026-06-15').markdown,
      writeCompatibilityReading(person, { ...person, name: 'Zoë St. John' }, '2026-06-15').markdown,
    ]) {
      expect(md).toContain("Anna-Lena O'Neil Jr.");
      expect(md).not.toMatch(/Anna\\-|O\\'|Jr\\\.|St\\\./);
    }
  });
});
