/**
 * Every symbol and name of a source is explained in plain words where a report first says it (issue 23: "explain
 * each where it first appears"). Over generated people, free and comprehensive, the working ("How … calculated")
 * left out: the first sentence naming each term carries its gloss. Read aloud on 28 November 2026, the Sefer
 * Yetzirah, the Golden Dawn, mazal, "trump 12" and "arcanum 13" and "the mother letters" were said unexplained.
 */
import { describe, expect, it } from 'vitest';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { generatedPeople } from './support/figures';
import { sentencesOf } from './support/sentences';

const WORKING = /How (?:your numbers were|this was) calculated/;

/** A term, and what the first sentence that says it must also say. */
const GLOSSES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/gematria/i, /every Hebrew letter is also a number|sum of a word's Hebrew letters/],
  [/sephir/i, /ten (?:spheres|sephirot)|one of the Tree of Life's ten/],
  [/pinnacle/i, /seasons|long periods/],
  [/karmic debt/i, /lesson/],
  [/Sefer Yetzirah/, /oldest book of the letters/],
  [/Golden Dawn/, /Victorian order/],
  [/mazal/, /no ruling star/],
  [/(?:mother|double|simple) letters/, /(?:three mother|seven double|twelve simple) letters/],
  // Said unexplained until 28 November 2026 (issue 23).
  [/Hans Decoz/, /a numerologist of our day/],
  [/Hermetic/, /in the name of Hermes Trismegistus/],
];

function firstUnglossed(markdown: string): string[] {
  const sentences = sentencesOf(markdown, { skipSections: WORKING });
  const out: string[] = [];
  for (const [term, gloss] of GLOSSES) {
    const first = sentences.find((s) => term.test(s));
    if (first !== undefined && !gloss.test(first)) out.push(`${term.source}: ${first}`);
  }
  return out;
}

describe('symbols and sources explained where first said', () => {
  const people = generatedPeople(60, 1123);
  const on = ['2026-11-28', '2027-06-01'];

  it('in free and comprehensive reports for generated people, each term carries its gloss the first time', () => {
    const unglossed = people.flatMap((p, i) =>
      [writeSimpleReport, writeComprehensiveReport].flatMap((w) =>
        firstUnglossed(w(p, on[i % 2] as string).markdown).map((s) => `${p.name}: ${s}`),
      ),
    );
    expect(unglossed.slice(0, 5)).toEqual([]);
  });

  it('no tarot jargon in the prose: no "trump" or "arcanum", the card is numbered in words', () => {
    for (const p of people.slice(0, 20)) {
      const prose = sentencesOf(writeComprehensiveReport(p, '2026-11-28').markdown, { skipSections: WORKING });
      expect(prose.filter((s) => /\b(?:trump|arcanum)\b/i.test(s))).toEqual([]);
      expect(prose.some((s) => /of the tarot's twenty-two picture cards/.test(s))).toBe(true);
    }
  });
});
