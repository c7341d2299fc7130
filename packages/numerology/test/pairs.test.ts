/**
 * Pairs of numbers are read by meaning, not by position (issue 23): a number's part in a pair (what it
 * supplies, what its face promises, what its wish needs) comes from its own meaning, never contradicts
 * one of its keywords, and is said of that number whichever side of the pair it stands on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heartAndFace, PAIR_ROLE, type PairTag, roadAndTools } from '../src/text/combinations';
import { familyOf, MEANING_NUMBERS, meaningOf, seeksOf } from '../src/text/numbers';
import { youthMeaningOf } from '../src/text/youth';
import { writeCompatibilityReading } from '../src/compatibility';
import { computeChart } from '../src/chart';
import { writeComprehensiveReport } from '../src/reading';
import { addDays, formatIsoDate } from '../src/dates';
import { generatedPeople } from './support/figures';

/** Keywords and the parts they rule out (our reading of the words, kept apart from the engine's table). */
const RULES_OUT: Readonly<Record<string, readonly PairTag[]>> = {
  freedom: ['last'],
  change: ['last'],
  adventure: ['last'],
  structure: ['move'],
  order: ['move'],
  steadiness: ['move'],
  patience: ['move', 'lead'],
  introspection: ['lead', 'bond'],
  independence: ['bond'],
  partnership: [],
  joy: ['last'],
};

const CORE = MEANING_NUMBERS;
const number = fc.constantFrom(...CORE);

describe('pairs read by meaning', () => {
  it("no number's part in a pair contradicts one of its keywords", () => {
    for (const n of CORE) {
      const role = PAIR_ROLE[n];
      expect(role, `${n}`).toBeDefined();
      const ruledOut = meaningOf(n).keywords.flatMap((k) => RULES_OUT[k] ?? []);
      expect(
        role?.tags.filter((t) => ruledOut.includes(t)),
        `${n} (${meaningOf(n).keywords.join(', ')})`,
      ).toEqual([]);
    }
  });

  it('the Life Path and Expression each get their own part, whichever is which', () => {
    fc.assert(
      fc.property(number, number, (lp, ex) => {
        const text = roadAndTools(lp, ex, 'Ada');
        const fl = familyOf(lp);
        const fe = familyOf(ex);
        if (new Set([fl, fe]).size === 2 && [fl, fe].includes('mind') && [fl, fe].includes('matter')) {
          expect(text).toContain(`the road brings ${PAIR_ROLE[lp]?.gives}, the tools ${PAIR_ROLE[ex]?.gives}`);
        }
        // The old positional sentence is gone for every pair.
        expect(text).not.toContain('the first a reason to move and the second something that lasts');
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("a Five is never the one that lasts, nor a Four the reason to move (the issue's Eight with a Five)", () => {
    const text = roadAndTools(8, 5, 'Ada');
    expect(text).toContain('the tools a reason to move');
    expect(text).toContain('the road brings the drive to get results');
    expect(text).not.toMatch(/tools something that lasts/);
  });

  it('the inner wish and the outer face: people expect what the face promises from a person who needs what the wish needs', () => {
    fc.assert(
      fc.property(number, number, (su, pe) => {
        const text = heartAndFace(su, pe, 'Ada');
        expect(text).not.toContain('warmth on demand from a person who needs time alone to think, or the reverse');
        const fs = familyOf(su);
        const fp = familyOf(pe);
        if (fs !== fp && [fs, fp].includes('mind') && [fs, fp].includes('heart'))
          expect(text).toContain(
            `people may expect ${PAIR_ROLE[pe]?.face} from a person who most needs ${PAIR_ROLE[su]?.need}`,
          );
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe("a number's role in a pair comes from its own keywords (fast-check)", () => {
  const pool = generatedPeople(200, 23);
  const on = fc.integer({ min: 0, max: 3650 }).map((d) => formatIsoDate(addDays({ year: 2024, month: 1, day: 1 }, d)));
  /** Every number's keywords, adult and young, and which numbers own each. */
  const owners = new Map<string, Set<number>>();
  for (const n of CORE)
    for (const k of [...meaningOf(n).keywords, ...youthMeaningOf(n).keywords])
      owners.set(k, (owners.get(k) ?? new Set()).add(n));
  const own = (n: number) => new Set([...meaningOf(n).keywords, ...youthMeaningOf(n).keywords]);
  const words = (list: string) => list.split(/, | and /).map((w) => w.trim());

  /** The roles a text gives numbers: "Where Ada's 2 looks for …", "where your 2 looks for …, that time asks for …". */
  function roles(text: string): Array<{ n: number; said: string[] }> {
    const out: Array<{ n: number; said: string[] }> = [];
    for (const m of text.matchAll(
      /Where [^,]*?(\d+) looks for ([^,]+, [^,]+ and [\w ]+?), [^,]*?(\d+) looks for ([^,]+, [^,]+ and [\w ]+?), and/g,
    ))
      out.push({ n: Number(m[1]), said: words(m[2] ?? '') }, { n: Number(m[3]), said: words(m[4] ?? '') });
    return out;
  }

  it('the role of every number says only its own keywords, never one only another number has', () => {
    let seen = 0;
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.constantFrom(...pool), on, (a, b, date) => {
        for (const role of roles(writeCompatibilityReading(a, b, date).markdown)) {
          seen++;
          const mine = own(role.n);
          for (const w of role.said) {
            expect(owners.has(w), `${w} (${role.n})`).toBe(true);
            expect(
              mine.has(w),
              `${role.n} is said to look for ${w}, a keyword of ${[...(owners.get(w) ?? [])].join(', ')}`,
            ).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(seen).toBeGreaterThan(20);
  }, 60_000);

  it("the issue's Two is never said to look for structure and loyalty, in a pair reading or an answer", () => {
    for (const n of CORE) expect(seeksOf(meaningOf(n)).split(/, | and /)).toEqual([...meaningOf(n).keywords]);
    const text = writeCompatibilityReading(
      { name: 'Ada Two', dateOfBirth: '1990-01-10', bornInMorning: true },
      { name: 'Ben Five', dateOfBirth: '1985-05-14', bornInMorning: true },
      '2026-11-27',
    ).markdown;
    expect(text).not.toMatch(/\b2 looks for structure/);
  });
});

describe("each side of a pair is said in its own number's words (issue 23)", () => {
  /** What may be said of a number: its keywords (adult and young) and its part in a pair. */
  const own = (n: number) =>
    new Set([
      ...meaningOf(n).keywords,
      ...youthMeaningOf(n).keywords,
      PAIR_ROLE[n]?.gives,
      PAIR_ROLE[n]?.face,
      PAIR_ROLE[n]?.need,
    ]);
  const lower = (w: string) => w.charAt(0).toLowerCase() + w.slice(1);

  /** Each pattern's groups, in order, are said of the first number (0) or the second (1). */
  const SIDES: ReadonlyArray<readonly [RegExp, readonly (0 | 1)[]]> = [
    [/The Life Path wants (\w+) and (\w+); the Expression is equipped for (\w+) and (\w+)\./, [0, 0, 1, 1]],
    [/The road leans on (\w+), the tools on (\w+),/, [0, 1]],
    [/the road brings (.+?), the tools (.+?)\./, [0, 1]],
    [/(\w+) and (\w+) will sometimes argue over which comes first/, [0, 1]],
    [/the road offers (.+?) where the tools offer (.+?), and/, [0, 1]],
    [/So (\w+) and (\w+) may compete for the same hours/, [0, 1]],
    [/they let you offer (.+?) as well as (.+?)\./, [0, 1]],
    [/At heart you are after (\w+)(?: and (\w+))?[;,]/, [0, 0]],
    [/outside you look made for (.+?), (?:and|so) people/, [1]],
    [/(?:what you need is|how much you need|a person who most needs) (.+?)\./, [0]],
    [/people may expect (.+?) from a person/, [1]],
  ];

  /** Every side a text speaks of, as [number, what is said of it]; `hits` counts each pattern's matches. */
  function sides(text: string, first: number, second: number, hits: number[]): Array<[number, string]> {
    const out: Array<[number, string]> = [];
    SIDES.forEach(([re, who], i) => {
      const m = text.match(re);
      if (!m) return;
      hits[i] = (hits[i] ?? 0) + 1;
      who.forEach((w, g) => {
        const said = m[g + 1];
        if (said) out.push([w === 0 ? first : second, lower(said)]);
      });
    });
    return out;
  }

  it("for every pair of numbers, adult and young, a side's words are its own number's, never another's", () => {
    const hits: number[] = [];
    let checked = 0;
    for (const meaning of [meaningOf, youthMeaningOf])
      for (const a of CORE)
        for (const b of CORE)
          for (const text of [roadAndTools(a, b, 'Ada', meaning), heartAndFace(a, b, 'Ada', meaning)])
            for (const [n, said] of sides(text, a, b, hits)) {
              checked++;
              expect(own(n).has(said), `${n} is said to be "${said}" in: ${text}`).toBe(true);
            }
    // Every frame was met, so none passes by never matching.
    expect(
      SIDES.map((_, i) => hits[i] ?? 0).every((h) => h > 0),
      String(hits),
    ).toBe(true);
    expect(checked).toBeGreaterThan(1000);
  });

  it('no pair is read by its family: no side thinks in structures and results, or ideas and freedom, or is the head or the heart', () => {
    for (const a of CORE)
      for (const b of CORE) {
        const text = `${roadAndTools(a, b, 'Ada')} ${heartAndFace(a, b, 'Ada')}`;
        expect(text).not.toMatch(
          /structures and results|ideas and freedom|wants things built|wants them felt|the head keeps|trusts the mind|how much you want to build|duties that suit the look/,
        );
      }
    // The Eleven with a Five: the Eleven's own vision and insight, the Five's adventure and a reason to move.
    const text = roadAndTools(11, 5, 'Ada');
    expect(text).toContain('The road leans on vision, the tools on adventure');
    expect(text).toContain('the road brings a flash of insight, the tools a reason to move');
  });

  it('in generated comprehensive reports, each side of the two pairs is said in its own words (fast-check)', () => {
    const pool = generatedPeople(300, 2323);
    const on = fc
      .integer({ min: 0, max: 3650 })
      .map((d) => formatIsoDate(addDays({ year: 2024, month: 1, day: 1 }, d)));
    const hits: number[] = [];
    fc.assert(
      fc.property(fc.constantFrom(...pool), on, (p, date) => {
        const md = writeComprehensiveReport(p, date).markdown;
        const core = computeChart(p, date).core;
        const paragraphs = md.split('\n\n');
        const road = paragraphs.find((x) =>
          /^(?:Here the road of|Your road and your equipment|\w[\w ]* on the road and)/.test(x),
        );
        const heart = paragraphs.find((x) =>
          /^(?:There is a gap between the door|What you want inside|Your inner wish)/.test(x),
        );
        expect(road && heart, p.name).toBeTruthy();
        for (const [n, said] of [
          ...sides(road ?? '', core.lifePath.value, core.expression.value, hits),
          ...sides(heart ?? '', core.soulUrge.value, core.personality.value, hits),
        ])
          expect(own(n).has(said), `${p.name}: ${n} is said to be "${said}"`).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(hits.filter((h) => h > 0).length).toBeGreaterThan(6);
  }, 120_000);
});
