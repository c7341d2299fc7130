import type { Pricing } from '@app/contracts/readings';
import type { TokenPackagesResponse } from '@app/contracts/tokens';

/** Each reading's name in the FAQ's sentence, in the order a reader meets them. */
const READINGS: readonly [keyof Pricing, string][] = [
  ['simpleReport', 'the simple report'],
  ['comprehensiveReport', 'a comprehensive report'],
  ['question', 'a question reading'],
  ['compatibility', 'a compatibility reading'],
];

// en-GB: "a, b and c", the site's lists without the serial comma, the same on the server and in every browser.
const and = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const or = new Intl.ListFormat('en-GB', { type: 'disjunction' });

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
  return `Currently ${and.format(parts)}.`;
}

/** "You buy tokens in packs (100, 500, 1000 or 5000) with a card.": the packages on sale. */
export function packsSentence(catalogue: TokenPackagesResponse | undefined): string {
  const sizes = [...(catalogue?.packages ?? [])].sort((a, b) => a.tokens - b.tokens).map((p) => String(p.tokens));
  return sizes.length > 0
    ? `You buy tokens in packs (${or.format(sizes)}) with a card.`
    : 'You buy tokens in packs with a card.';
}
