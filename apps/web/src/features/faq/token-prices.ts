import type { Pricing } from '@app/contracts/readings';
import type { TokenPackagesResponse } from '@app/contracts/tokens';

/** Each reading's name in the FAQ's sentence, in the order a reader meets them. */
const READINGS: readonly [keyof Pricing, string][] = [
  ['simpleReport', 'the simple report'],
  ['comprehensiveReport', 'a comprehensive report'],
  ['question', 'a question reading'],
  ['compatibility', 'a compatibility reading'],
];

/**
 * en-GB lists: "a, b and c", the site's lists without the serial comma, the same on the server and in every
 * browser. Not Intl.ListFormat: creating the two at start-up cost ~60 ms of one task on the throttled phone
 * (4x CPU), a long task of the FAQ page (issue 25).
 */
const list = (items: readonly string[], word: 'and' | 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

/**
 * "Currently the simple report is free, a comprehensive report costs 50 tokens, …": the prices the server
 * serves (ADR 0602 makes them configuration), never typed into the FAQ. A general line until they arrive.
 */
export function pricesSentence(pricing: Pricing | undefined): string {
  if (!pricing) return 'The simple report is free; the other readings are paid with tokens.';
  const parts = READINGS.map(([key, name]) =>
    pricing[key] === 0 ? `${name} is free` : `${name} costs ${tokens(pricing[key])}`,
  );
  return `Currently ${list(parts, 'and')}.`;
}

/** "You buy tokens in packs (100, 500, 1000 or 5000) with a card.": the packages on sale. */
export function packsSentence(catalogue: TokenPackagesResponse | undefined): string {
  const sizes = [...(catalogue?.packages ?? [])].sort((a, b) => a.tokens - b.tokens).map((p) => String(p.tokens));
  return sizes.length > 0
    ? `You buy tokens in packs (${list(sizes, 'or')}) with a card.`
    : 'You buy tokens in packs with a card.';
}
