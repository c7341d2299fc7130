/**
 * The Tree of Life drawing's data: where each sephirah and path sits, which ones a reading lights, and
 * the same in words for screen readers. Only the engine's tree module is imported (`@app/numerology/tree`,
 * a few kilobytes of tables) and its text helpers (`@app/numerology/markdown`, no imports, of which the
 * bundle keeps only `capitalise`), never the engine itself, so this stays in the reading view's lazy chunk.
 */
import type { Highlight, TreeOfLifeLights } from '@app/contracts/readings';
import { capitalise } from '@app/numerology/markdown';
import { SEPHIROT, TREE_PATHS, sephirahForNumber, type Sephirah } from '@app/numerology/tree';

/** Whose light a sephirah or path is on a compatibility reading's tree: the first person's, the second's, or both. */
export type Owner = 'first' | 'second' | 'both';

export interface DrawnSephirah {
  /** On a pair's tree (lights.people), whose light it is; null when unlit or on a one-person tree. */
  owner: Owner | null;
  id: string;
  name: string;
  english: string;
  /** 1-10; null for Da'at, drawn dashed. */
  number: number | null;
  x: number;
  y: number;
  lit: boolean;
  /** The reader's numbers that light it, e.g. ["Life Path 11"]. */
  litBy: string[];
  /** The number in its disc: its own, or for a lit Da'at the reader's number that lights it. */
  shown: string | null;
}

/** One line of the tree's visible key: "Life Path 5 lights Geburah (Strength)". */
export interface TreeKeyEntry {
  label: string;
  value: string;
  sephirah: { id: string; name: string; english: string };
}

export interface DrawnPath {
  number: number;
  letter: string;
  letterName: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
  lit: boolean;
  /** As for a sephirah: whose letter lights it on a pair's tree. */
  owner: Owner | null;
}

export interface DrawnTree {
  sephirot: DrawnSephirah[];
  paths: DrawnPath[];
}

const BY_ID = new Map<string, Sephirah>(SEPHIROT.map((s) => [s.id, s]));

/** Circle radius, in the engine's drawing units (the tree is 100 wide and 130 tall). */
export const R = 6.6;
/** A lit path's letter: a small disc on (or beside) its line. */
export const LETTER_R = 3.9;
/** The plate under a sephirah's name: from R + top below its centre, `height` tall. */
export const PLATE = { top: 1.3, height: 5.6 } as const;
type Point = { x: number; y: number };

/** The width of a name's plate: about 2.5 units a letter at the names' 4.7 px size, plus a margin. */
export const labelWidth = (name: string) => name.length * 2.5 + 3;

/** Whether a letter disc at `q` keeps clear of a sephirah's disc and of its name plate. */
function clearOf(q: Point, s: Point & { name: string }): boolean {
  if (Math.hypot(s.x - q.x, s.y - q.y) <= R + LETTER_R + 0.3) return false;
  const half = labelWidth(s.name) / 2;
  const top = s.y + R + PLATE.top;
  // Distance from the disc's centre to the plate's rectangle.
  const dx = Math.max(s.x - half - q.x, 0, q.x - (s.x + half));
  const dy = Math.max(top - q.y, 0, q.y - (top + PLATE.height));
  return Math.hypot(dx, dy) > LETTER_R + 0.3;
}

/**
 * Where a lit path's letter sits: a little below the middle (clear of the name under the upper sephirah),
 * or further along, or beside the line, wherever it covers neither a sephirah nor a name (Kether to
 * Tiphareth crosses Da'at; Yesod's name sits on the short path down to Malkuth).
 */
export function letterPlace(from: Point, to: Point, sephirot: readonly (Point & { name: string })[]): Point {
  const [top, bottom] = from.y <= to.y ? [from, to] : [to, from];
  const length = Math.hypot(bottom.x - top.x, bottom.y - top.y) || 1;
  // Unit normal to the path: a letter that cannot sit on the line sits just beside it.
  const nx = -(bottom.y - top.y) / length;
  const ny = (bottom.x - top.x) / length;
  const at = (t: number, side: number) => ({
    x: top.x + (bottom.x - top.x) * t + nx * side,
    y: top.y + (bottom.y - top.y) * t + ny * side,
  });
  for (const side of [0, 7.5, -7.5, 12.5, -12.5]) {
    for (const t of [0.56, 0.72, 0.4, 0.64, 0.48]) {
      const q = at(t, side);
      if (sephirot.every((s) => clearOf(q, s))) return q;
    }
  }
  return at(0.56, 0);
}

/**
 * Every sephirah and path at its place, lit or not. Unknown ids and numbers in `lights` are ignored, and
 * Da'at (which has no number of its own) is lit only when one of the reader's numbers (an 11) lights it.
 */
export function drawTree(lights: TreeOfLifeLights, highlights: readonly Highlight[] = []): DrawnTree {
  const litSephirot = litIds(lights, highlights);
  const litPaths = new Set(lights.paths);
  const key = treeKey(lights, highlights);
  return {
    sephirot: SEPHIROT.map((s) => {
      const by = key.filter((k) => k.sephirah.id === s.id);
      const lit = litSephirot.has(s.id);
      return {
        owner: lit ? ownerOf(lights, (p) => p.sephirot.includes(s.id)) : null,
        id: s.id,
        name: s.name,
        english: s.english,
        number: s.number,
        x: s.position.x,
        y: s.position.y,
        lit,
        litBy: by.map((k) => `${k.label} ${k.value}`),
        shown: s.number !== null ? String(s.number) : lit ? (by[0]?.value ?? null) : null,
      };
    }),
    paths: TREE_PATHS.map((p) => ({
      number: p.number,
      letter: p.letter,
      letterName: p.letterName,
      from: BY_ID.get(p.from)!.position,
      to: BY_ID.get(p.to)!.position,
      lit: litPaths.has(p.number),
      owner: litPaths.has(p.number) ? ownerOf(lights, (one) => one.paths.includes(p.number)) : null,
    })),
  };
}

/** Whose a light is on a pair's tree (two people's lights recorded), or null on a one-person tree. */
function ownerOf(
  lights: TreeOfLifeLights,
  has: (one: { sephirot: string[]; paths: number[] }) => boolean,
): Owner | null {
  const [first, second] = lights.people ?? [];
  if (!first || !second) return null;
  const a = has(first);
  const b = has(second);
  return a && b ? 'both' : a ? 'first' : b ? 'second' : null;
}

/** Whether the tree is a pair's, with each person's lights: drawn in two colours, with a key to whose is whose. */
export const isPairTree = (lights: TreeOfLifeLights): boolean => (lights.people?.length ?? 0) === 2;

/**
 * A pair reading's key, person by person: "Sarah's Life Path 5 lights Geburah (Strength)", from the cards' "5 & 4"
 * values (the first number is the first person's) for the numbers that person's own lights include.
 */
export function pairKey(lights: TreeOfLifeLights, highlights: readonly Highlight[], names: readonly [string, string]) {
  const entries: { whose: Owner; strong: string; rest: string; text: string }[] = [];
  (['first', 'second'] as const).forEach((whose, i) => {
    const own = lights.people?.[i];
    if (!own) return;
    for (const h of highlights) {
      const value = h.value.split(' & ')[i];
      if (!CORE_LABELS.includes(h.label) || !value || !/^\d{1,2}$/.test(value)) continue;
      const s = rulerOf(Number(value));
      if (!s || !own.sephirot.includes(s.id)) continue;
      const strong = `${names[i]}’s ${h.label} ${value}`;
      entries.push({ whose, strong, rest: `lights ${s.name}`, text: `${strong} lights ${named(s)}` });
    }
  });
  return entries;
}

/** The highlight cards whose number rules a sephirah (the engine lights the sephirot of these six). */
const CORE_LABELS = ['Life Path', 'Expression', 'Soul Urge', 'Personality', 'Birthday', 'Maturity'];

/** Which of the reader's core numbers lights which sephirah (only sephirot the reading lights). */
export function treeKey(lights: TreeOfLifeLights, highlights: readonly Highlight[]): TreeKeyEntry[] {
  const entries: TreeKeyEntry[] = [];
  for (const h of highlights) {
    if (!CORE_LABELS.includes(h.label) || !/^\d{1,2}$/.test(h.value)) continue;
    const s = rulerOf(Number(h.value));
    if (!s || !lights.sephirot.includes(s.id)) continue;
    entries.push({ label: h.label, value: h.value, sephirah: { id: s.id, name: s.name, english: s.english } });
  }
  return entries;
}

/** The sephirot drawn lit: the reading's, less a Da'at no number explains. */
function litIds(lights: TreeOfLifeLights, highlights: readonly Highlight[]): Set<string> {
  const explained = new Set(treeKey(lights, highlights).map((k) => k.sephirah.id));
  return new Set(lights.sephirot.filter((id) => id !== 'daat' || explained.has(id)));
}

/**
 * The lit tree in words, e.g. "Your Life Path 5 lights Geburah (Strength), your Expression 9 lights Yesod
 * (Foundation). The paths of your letters glow too: Nun, path 24, from Tiphareth to Netzach."
 * The core numbers come from the reading's highlight cards; a lit sephirah no card explains is still named.
 */
export function describeTree(lights: TreeOfLifeLights, highlights: readonly Highlight[] = []): string {
  const litSet = litIds(lights, highlights);
  const lit = SEPHIROT.filter((s) => litSet.has(s.id));
  const litPaths = TREE_PATHS.filter((p) => lights.paths.includes(p.number));
  if (lit.length === 0 && litPaths.length === 0) return 'No sephirah or path is lit on this tree.';

  const explained = new Set<string>();
  const clauses: string[] = [];
  for (const k of treeKey(lights, highlights)) {
    explained.add(k.sephirah.id);
    clauses.push(`your ${k.label} ${k.value} lights ${named(k.sephirah)}`);
  }
  const sentences: string[] = [];
  if (clauses.length > 0) sentences.push(capitalise(`${clauses.join(', ')}.`));
  const rest = lit.filter((s) => !explained.has(s.id));
  if (rest.length > 0) {
    sentences.push(`${clauses.length > 0 ? 'Also lit' : 'Lit'}: ${rest.map(named).join(', ')}.`);
  }
  if (litPaths.length > 0) {
    const paths = litPaths.map(
      (p) => `${p.letterName}, path ${p.number}, from ${BY_ID.get(p.from)!.name} to ${BY_ID.get(p.to)!.name}`,
    );
    sentences.push(
      `The ${litPaths.length === 1 ? 'path' : 'paths'} of your letters ${litPaths.length === 1 ? 'glows' : 'glow'} too: ${paths.join('; ')}.`,
    );
  }
  return sentences.join(' ');
}

/**
 * A pair's tree in words: whose sephirot are lit, and whose letters' paths, e.g. "Lit for Sarah: Geburah
 * (Strength). Lit for Dana: Chesed (Mercy). Lit for both of you: Tiphareth (Beauty). …"
 */
export function describePair(
  lights: TreeOfLifeLights,
  highlights: readonly Highlight[],
  names: readonly [string, string],
) {
  const drawn = drawTree(lights, highlights);
  const whose: Record<Owner, string> = { first: names[0], second: names[1], both: 'both of you' };
  const sentences = pairKey(lights, highlights, names).map((k) => `${k.text}.`);
  for (const owner of ['first', 'second', 'both'] as const) {
    const lit = drawn.sephirot.filter((s) => s.owner === owner);
    if (lit.length > 0) sentences.push(`Lit for ${whose[owner]}: ${lit.map(named).join(', ')}.`);
    const paths = drawn.paths.filter((p) => p.owner === owner);
    if (paths.length > 0) {
      sentences.push(
        `Letter paths for ${whose[owner]}: ${paths.map((p) => `${p.letterName} (path ${p.number})`).join(', ')}.`,
      );
    }
  }
  return sentences.join(' ');
}

function rulerOf(n: number): Sephirah | undefined {
  try {
    return sephirahForNumber(n);
  } catch {
    return undefined; // a number no sephirah rules (e.g. 12): nothing to say
  }
}

const named = (s: { name: string; english: string }) => `${s.name} (${s.english})`;
