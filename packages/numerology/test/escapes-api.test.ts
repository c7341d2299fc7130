/**
 * No Markdown escape inside a word anywhere in what the reading API returns (issue 23: "Anna\-Lena", "Jr\.",
 * "O\'Neil"): over generated names of several scripts joined by hyphens, apostrophes and full stops, with titles and
 * suffixes, every string of a simple, comprehensive, compatibility and question reading (markdown, title,
 * highlights, the question as read, the chart the server stores beside it) is walked. Such names hold nothing
 * Markdown could misread, so a backslash after a letter or digit is an escape inside a word; the title and
 * highlights are plain text and hold none at all; and the name is echoed as typed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCompatibilityReading } from '../src/compatibility';
import { answerQuestion, computeChart, writeComprehensiveReport, writeSimpleReport } from '../src/index';

const ON = '2026-06-15';

/** Letters that open a name word (so no word starts with a joiner), then letters and joiners inside it. */
const initial = fc.constantFrom(...'ADJLMOSZÉÖŁ', 'Ñ', 'א', 'Д', 'Λ');
const inner = fc.constantFrom(...'aeilnorsyéüçøłă', '-', "'", '’', '.');
const word = fc
  .tuple(initial, fc.array(inner, { minLength: 1, maxLength: 8 }), fc.constantFrom(...'anelo'))
  .map(([a, rest, z]) => a + rest.join('') + z)
  // Two joiners in a row, or a joiner before a full stop, are not how names are typed.
  .filter((w) => !/[-'’.]{2}/.test(w));
const name = fc
  .tuple(
    fc.constantFrom('', 'Dr. ', 'Mrs. '),
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('', ' Jr.', ' Sr.', ' III'),
  )
  .map(([title, words, suffix]) => `${title}${words.join(' ')}${suffix}`);

/** Every string in a value, with where it was found. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
}

/** The strings of an API answer with an escape inside a word, or any backslash in a plain-text field. */
function escapesInWords(answer: unknown, root: string): string[] {
  const found: string[] = [];
  for (const [path, text] of strings(answer, root)) {
    const plain = !path.endsWith('.markdown');
    const m = (plain ? /\\/u : /[\p{L}\p{N}\p{M}]\\/u).exec(text);
    if (m) found.push(`${path}: …${text.slice(Math.max(0, m.index - 30), m.index + 30)}…`);
  }
  return found;
}

const person = (n: string, dateOfBirth = '1990-03-14') => ({ name: n, dateOfBirth, bornInMorning: true });

describe('the reading API echoes names without escapes inside words', () => {
  it('simple and comprehensive readings, with the chart stored beside them', () => {
    fc.assert(
      fc.property(name, (n) => {
        const p = person(n);
        const simple = writeSimpleReport(p, ON);
        const full = writeComprehensiveReport(p, ON);
        expect([
          ...escapesInWords(simple, 'simple'),
          ...escapesInWords(full, 'comprehensive'),
          ...escapesInWords(computeChart(p, ON), 'chart'),
        ]).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('compatibility readings and question answers', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        const pair = writeCompatibilityReading(person(a), person(b, '1985-11-02'), ON);
        const answer = answerQuestion(person(a), `Will ${b} and I work well together this year?`, ON);
        expect([...escapesInWords(pair, 'compatibility'), ...escapesInWords(answer, 'question')]).toEqual([]);
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  it('a typed name is echoed as typed', () => {
    for (const n of ["Anna-Lena O'Neil Jr.", 'Dr. Jean-Luc D’Arcy', 'Zoë St. John-Smith']) {
      const md = writeComprehensiveReport(person(n), ON).markdown;
      expect(escapesInWords({ markdown: md }, 'r')).toEqual([]);
    }
  });
});
