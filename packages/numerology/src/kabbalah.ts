/**
 * The Tree of Life: ten sephirot plus Da'at, the 22 letter paths (Golden Dawn numbering 11-32),
 * and the profile's rules that tie numbers to them (reference §1.2, §3.1, §6).
 */
import { HEBREW_LETTERS, hebrewLetterByIndex, type HebrewLetter } from './letters';

export type SephirahId =
  | 'kether'
  | 'chokmah'
  | 'binah'
  | 'daat'
  | 'chesed'
  | 'geburah'
  | 'tiphareth'
  | 'netzach'
  | 'hod'
  | 'yesod'
  | 'malkuth';

export interface Sephirah {
  readonly id: SephirahId;
  /** 1-10; Da'at, the hidden sephirah, has none. */
  readonly number: number | null;
  readonly name: string;
  readonly hebrew: string;
  readonly english: string;
  readonly pillar: 'middle' | 'right' | 'left';
  readonly attribution: string;
  /** Gematria of the Hebrew name (reference §6). */
  readonly gematria: number;
  /** Position on a 0-100 wide, 0-130 tall drawing of the Kircher tree, for the web app's SVG. */
  readonly position: { readonly x: number; readonly y: number };
}

export const SEPHIROT: readonly Sephirah[] = [
  {
    id: 'kether',
    number: 1,
    name: 'Kether',
    hebrew: 'כתר',
    english: 'Crown',
    pillar: 'middle',
    attribution: 'the first motion',
    gematria: 620,
    position: { x: 50, y: 5 },
  },
  {
    id: 'chokmah',
    number: 2,
    name: 'Chokmah',
    hebrew: 'חכמה',
    english: 'Wisdom',
    pillar: 'right',
    attribution: 'the fixed stars',
    gematria: 73,
    position: { x: 85, y: 22 },
  },
  {
    id: 'binah',
    number: 3,
    name: 'Binah',
    hebrew: 'בינה',
    english: 'Understanding',
    pillar: 'left',
    attribution: 'Saturn',
    gematria: 67,
    position: { x: 15, y: 22 },
  },
  {
    id: 'daat',
    number: null,
    name: "Da'at",
    hebrew: 'דעת',
    english: 'Knowledge',
    pillar: 'middle',
    attribution: 'the hidden sephirah',
    gematria: 474,
    position: { x: 50, y: 38 },
  },
  {
    id: 'chesed',
    number: 4,
    name: 'Chesed',
    hebrew: 'חסד',
    english: 'Lovingkindness',
    pillar: 'right',
    attribution: 'Jupiter',
    gematria: 72,
    position: { x: 85, y: 52 },
  },
  {
    id: 'geburah',
    number: 5,
    name: 'Geburah',
    hebrew: 'גבורה',
    english: 'Strength',
    pillar: 'left',
    attribution: 'Mars',
    gematria: 216,
    position: { x: 15, y: 52 },
  },
  {
    id: 'tiphareth',
    number: 6,
    name: 'Tiphareth',
    hebrew: 'תפארת',
    english: 'Beauty',
    pillar: 'middle',
    attribution: 'the Sun',
    gematria: 1081,
    position: { x: 50, y: 68 },
  },
  {
    id: 'netzach',
    number: 7,
    name: 'Netzach',
    hebrew: 'נצח',
    english: 'Victory',
    pillar: 'right',
    attribution: 'Venus',
    gematria: 148,
    position: { x: 85, y: 85 },
  },
  {
    id: 'hod',
    number: 8,
    name: 'Hod',
    hebrew: 'הוד',
    english: 'Splendour',
    pillar: 'left',
    attribution: 'Mercury',
    gematria: 15,
    position: { x: 15, y: 85 },
  },
  {
    id: 'yesod',
    number: 9,
    name: 'Yesod',
    hebrew: 'יסוד',
    english: 'Foundation',
    pillar: 'middle',
    attribution: 'the Moon',
    gematria: 80,
    position: { x: 50, y: 102 },
  },
  {
    id: 'malkuth',
    number: 10,
    name: 'Malkuth',
    hebrew: 'מלכות',
    english: 'Kingdom',
    pillar: 'middle',
    attribution: 'the Earth',
    gematria: 496,
    position: { x: 50, y: 125 },
  },
];

const SEPHIRAH_BY_ID = new Map(SEPHIROT.map((s) => [s.id, s]));

export function sephirahById(id: SephirahId): Sephirah {
  const s = SEPHIRAH_BY_ID.get(id);
  if (!s) throw new RangeError(`no sephirah ${id}`);
  return s;
}

/**
 * Profile rule: 1-9 rule the sephirah of that number, 10 Malkuth; the masters take their own places:
 * 11 Da'at (insight arriving from beyond), 22 Malkuth (the builder who brings the whole tree into the world),
 * 33 Tiphareth (3 + 3 = 6, the compassionate heart of the tree).
 */
export function sephirahForNumber(n: number): Sephirah {
  const id: SephirahId | undefined =
    n === 11 ? 'daat' : n === 22 ? 'malkuth' : n === 33 ? 'tiphareth' : SEPHIROT.find((s) => s.number === n)?.id;
  if (!id) throw new RangeError(`no sephirah rules ${n}`);
  return sephirahById(id);
}

export interface TreePath {
  /** Golden Dawn path number 11-32. */
  readonly number: number;
  readonly letter: string;
  readonly letterName: string;
  readonly from: SephirahId;
  readonly to: SephirahId;
}

export const TREE_PATHS: readonly TreePath[] = HEBREW_LETTERS.map((l) => ({
  number: l.path,
  letter: l.char,
  letterName: l.name,
  from: l.connects[0] as SephirahId,
  to: l.connects[1] as SephirahId,
}));

/** The letter (and so the path and trump) of a number 1-22. */
export function letterForNumber(n: number): HebrewLetter {
  return hebrewLetterByIndex(n);
}
