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
          expect(text).toContain(`the road ${PAIR_ROLE[lp]?.gives} and the tools ${PAIR_ROLE[ex]?.gives}`);
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
