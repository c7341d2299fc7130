/**
 * The compatibility reading: two people's charts side by side. Pure and deterministic.
 * The pair is read by the product's convention (docs/decisions/0111-compatibility-reading.md): the three
 * families of numbers (mind 1 5 7, matter 2 4 8, heart 3 6 9) decide where two numbers meet or rub, and
 * the relationship number is the sum of the two Life Paths, reduced with the masters kept.
 */
import { buildChart, type Chart, type PersonInput, validatePerson, withTreeOfLife } from './chart';
import { formatIsoDate } from './dates';
import { NumerologyInputError, type NumerologyInputField } from './errors';
import { chainText, reduce } from './reduce';
import { familyOf, type NumberFamily } from './text/numbers';
import { validateDate } from './validate';
import { compatibilityMarkdown } from './write/compatibility';
import { makeContext } from './write/context';
import { countWords } from './write/markdown';

export type PairKey = 'lifePath' | 'expression' | 'soulUrge';
export type PairRelation = 'same' | 'meet' | 'rub';

export interface NumberPair {
  readonly key: PairKey;
  readonly label: string;
  readonly a: number;
  readonly b: number;
  /** Same number; same family (they meet); different families (they rub). */
  readonly relation: PairRelation;
  readonly familyA: NumberFamily;
  readonly familyB: NumberFamily;
}

export interface RelationshipNumber {
  readonly value: number;
  readonly total: number;
  readonly chain: readonly number[];
  readonly steps: readonly string[];
}

export interface Compatibility {
  readonly a: Chart;
  readonly b: Chart;
  readonly pairs: readonly NumberPair[];
  readonly relationship: RelationshipNumber;
}

const PAIR_LABELS: Readonly<Record<PairKey, string>> = {
  lifePath: 'Life Path',
  expression: 'Expression',
  soulUrge: 'Soul Urge',
};

export function pairOf(key: PairKey, a: number, b: number): NumberPair {
  const familyA = familyOf(a);
  const familyB = familyOf(b);
  const relation: PairRelation = a === b ? 'same' : familyA === familyB ? 'meet' : 'rub';
  return { key, label: PAIR_LABELS[key], a, b, relation, familyA, familyB };
}

/** Life Path + Life Path, reduced with 11, 22 and 33 kept. */
function relationshipNumber(a: Chart, b: Chart): RelationshipNumber {
  const la = a.core.lifePath.value;
  const lb = b.core.lifePath.value;
  const r = reduce(la + lb);
  return {
    value: r.value,
    total: la + lb,
    chain: r.chain,
    steps: [
      `Add the two Life Paths: ${la} + ${lb} = ${la + lb}.`,
      ...(r.chain.length > 1 ? [`Reduce: ${chainText(r.chain)} (11, 22 and 33 are kept).`] : []),
    ],
  };
}

export function compatibilityOf(a: Chart, b: Chart): Compatibility {
  const keys: readonly PairKey[] = ['lifePath', 'expression', 'soulUrge'];
  return {
    a,
    b,
    pairs: keys.map((k) => pairOf(k, a.core[k].value, b.core[k].value)),
    relationship: relationshipNumber(a, b),
  };
}

export interface CompatibilityReading {
  kind: 'compatibility';
  title: string;
  markdown: string;
  readonly wordCount: number;
  profile: { id: string; version: string };
  highlights: Array<{ label: string; value: number | string; meaning: string }>;
  compatibility: Compatibility;
  /** The first person's chart, with both people's lights on its Tree of Life. */
  chart: Chart;
}

const PARTNER_FIELD: Partial<Record<NumerologyInputField, NumerologyInputField>> = {
  name: 'partnerName',
  dateOfBirth: 'partnerDateOfBirth',
  hebrewName: 'partnerHebrewName',
};

/** The paid compatibility reading of `a` and `b`, as of `asOf` (YYYY-MM-DD). */
export function writeCompatibilityReading(a: PersonInput, b: PersonInput, asOf: string): CompatibilityReading {
  const on = validateDate('asOf', asOf, 'reading date');
  const label = `the reading date ${formatIsoDate(on)}`;
  const chartA = buildChart(validatePerson(a, on, label), on);
  let chartB: Chart;
  try {
    chartB = buildChart(validatePerson(b, on, label), on);
  } catch (error) {
    // The second person's fields are reported as theirs.
    if (error instanceof NumerologyInputError) {
      throw new NumerologyInputError(PARTNER_FIELD[error.field] ?? error.field, `Second person: ${error.message}`);
    }
    throw error;
  }
  const pair = compatibilityOf(chartA, chartB);
  const ctxA = makeContext(chartA, `with:${chartB.input.name}|${chartB.input.dateOfBirth}`);
  const ctxB = makeContext(chartB);
  const markdown = compatibilityMarkdown(ctxA, ctxB, pair);
  const sephirot = [...new Set([...chartA.treeOfLife.sephirot, ...chartB.treeOfLife.sephirot])];
  const paths = [...new Set([...chartA.treeOfLife.paths, ...chartB.treeOfLife.paths])];
  return {
    kind: 'compatibility',
    title: `A compatibility reading for ${ctxA.firstPlain} and ${ctxB.firstPlain}`,
    markdown,
    get wordCount() {
      return countWords(markdown);
    },
    profile: { ...chartA.profile },
    highlights: [
      {
        label: 'Relationship number',
        value: pair.relationship.value,
        meaning: `${chartA.core.lifePath.value} + ${chartB.core.lifePath.value}, reduced`,
      },
      ...pair.pairs.map((p) => ({
        label: p.label,
        value: `${p.a} & ${p.b}`,
        meaning: p.relation === 'rub' ? 'where you rub' : 'where you meet',
      })),
    ],
    compatibility: pair,
    chart: withTreeOfLife(chartA, { sephirot, paths }),
  };
}
