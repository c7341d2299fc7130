/**
 * A number's keywords are set only where any of them reads as English (issue 23: "why people who came for drive
 * find love", "talents for love and a heart set on drive"). The keywords are abstract nouns (courage, drive, love,
 * completion, partnership); "came for", "talents for", "a heart set on", "made for", "longs for" and "steps towards" want something one
 * can seek or practise, which many of them are not. The templates set a keyword after "a note of", "of", "along
 * the road", "among the tools", "at the heart" or "speaks of", which take any abstract noun. Checked for every
 * number 1-9, 11, 22 and 33, in adult and young words, and over generated reports.
 */
import { describe, expect, it } from 'vitest';
import { heartAndFace } from '../src/text/combinations';
import { MEANING_NUMBERS, meaningOf } from '../src/text/numbers';
import { youthMeaningOf } from '../src/text/youth';
import { writeComprehensiveReport, writeSimpleReport } from '../src/reading';
import { interplay } from '../src/write/phrases';
import { generatedPeople } from './support/figures';

const ON = '2026-11-27';
const KEYWORDS = [
  ...new Set(MEANING_NUMBERS.flatMap((n) => [...meaningOf(n).keywords, ...youthMeaningOf(n).keywords])),
];
const K = KEYWORDS.join('|');
/** Frames that want a thing one can seek or practise, never a bare keyword. */
const NARROW = new RegExp(
  `\\b(?:came for|come for|talents for|heart set on|set on|made for|longs for|steps towards) (?:the )?(?:${K})\\b`,
);

describe("every number's keywords read as English where a template sets them", () => {
  it('the issue’s phrases are gone', () => {
    expect(NARROW.test('why people who came for drive find love')).toBe(true);
    expect(NARROW.test('talents for love and a heart set on drive')).toBe(true);
  });

  it('the wish under the face, for every pair of numbers, adult and young: a note of one keyword, then a deeper one', () => {
    for (const meaning of [meaningOf, youthMeaningOf])
      for (const su of MEANING_NUMBERS)
        for (const pe of MEANING_NUMBERS) {
          const text = heartAndFace(su, pe, 'Ada', meaning);
          expect(text, `${su}/${pe}`).not.toMatch(NARROW);
          const note = text.match(/people hear a note of ([\w-]+) first and a deeper one of ([\w-]+) later/);
          if (text.startsWith('There is a gap')) {
            expect(note, `${su}/${pe}`).not.toBeNull();
            expect(meaning(pe).keywords).toContain(note?.[1]);
            expect(meaning(su).keywords).toContain(note?.[2]);
          }
        }
  });

  it('two numbers of one chart: one is about a keyword, the other speaks of one, for every number', () => {
    for (const meaning of [meaningOf, youthMeaningOf])
      for (const a of MEANING_NUMBERS)
        for (const b of MEANING_NUMBERS)
          for (let seed = 0; seed < 6; seed++)
            expect(interplay('Ada', 'Life Path', a, 'Soul Urge', b, seed, meaning)).not.toMatch(NARROW);
  });

  it('over 400 generated people, adults and teenagers, no keyword sits in a narrow frame; the portrait names one per place', () => {
    const people = generatedPeople(400, 2311);
    const teens = people.slice(0, 150).map((p, i) => ({ ...p, dateOfBirth: `201${i % 3}-0${1 + (i % 9)}-1${i % 9}` }));
    const slots = { road: new Set<string>(), tools: new Set<string>(), heart: new Set<string>() };
    for (const p of [...people, ...teens])
      for (const md of [writeSimpleReport(p, ON).markdown, writeComprehensiveReport(p, ON).markdown]) {
        const hit = md.match(NARROW);
        expect(hit?.[0], p.name).toBeUndefined();
        const portrait = md.match(
          /yours shows ([\w-]+) along the road, ([\w-]+) among the tools and ([\w-]+) at the heart\./,
        );
        if (portrait) {
          slots.road.add(portrait[1] ?? '');
          slots.tools.add(portrait[2] ?? '');
          slots.heart.add(portrait[3] ?? '');
        }
      }
    // Each place of the portrait is filled by many numbers' keywords, all of them keywords.
    for (const words of Object.values(slots)) {
      expect(words.size).toBeGreaterThan(8);
      for (const w of words) expect(KEYWORDS).toContain(w);
    }
  }, 120_000);
});
