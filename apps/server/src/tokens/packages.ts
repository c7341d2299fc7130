import { EXACT_PACKAGE_ID, exactPrice, formatPrice, type TokenPackage } from '@app/contracts/tokens';

/**
 * The token packages on sale and their money prices, declared here only (a reading's price in tokens is
 * readings/pricing.ts). The client only ever names one.
 */
export const TOKEN_PACKAGES: readonly TokenPackage[] = Object.freeze([
  { id: 'starter', label: 'Starter Pack', tokens: 100, amount: 1000, popular: false },
  { id: 'value', label: 'Value Pack', tokens: 500, amount: 4500, popular: true },
  { id: 'pro', label: 'Pro Pack', tokens: 1000, amount: 8000, popular: false },
  { id: 'ultimate', label: 'Ultimate Pack', tokens: 5000, amount: 35000, popular: false },
]);

/** The package a request names by id and/or price; undefined when unknown or when the two disagree. */
export function findPackage(query: { packageId?: string | undefined; amount?: number | undefined }) {
  const byId = query.packageId === undefined ? undefined : TOKEN_PACKAGES.find((p) => p.id === query.packageId);
  const byAmount = query.amount === undefined ? undefined : TOKEN_PACKAGES.find((p) => p.amount === query.amount);
  if (query.packageId !== undefined && query.amount !== undefined) return byId === byAmount ? byId : undefined;
  return byId ?? byAmount;
}

/**
 * Buying exactly the tokens a reading needs (ADR 0631): priced at the smallest package's rate (10 tokens = $1.00),
 * never below one dollar's worth, because a card payment's fixed fee (about $0.30) would eat a smaller one; never
 * more than the smallest package holds, because from there a package is the same price or better.
 */
const EXACT_MINIMUM_AMOUNT = 100;

export function exactLimits(): { minimumTokens: number; maximumTokens: number } {
  const smallest = [...TOKEN_PACKAGES].sort((a, b) => a.tokens - b.tokens)[0]!;
  const perToken = smallest.amount / smallest.tokens;
  return { minimumTokens: Math.ceil(EXACT_MINIMUM_AMOUNT / perToken), maximumTokens: smallest.tokens };
}

/** An exact purchase of `tokens` as a package, or the reason it cannot be bought that way. */
export function exactPackage(tokens: number, currency: string): TokenPackage | { refused: string } {
  const { minimumTokens, maximumTokens } = exactLimits();
  if (tokens < minimumTokens) {
    const least = formatPrice(exactPrice(TOKEN_PACKAGES, minimumTokens), currency);
    return { refused: `The smallest card payment is ${least} (${minimumTokens} tokens).` };
  }
  if (tokens > maximumTokens) {
    return { refused: `Buy more than ${maximumTokens} tokens as a package: it costs the same or less.` };
  }
  return {
    id: EXACT_PACKAGE_ID,
    label: `${tokens} tokens`,
    tokens,
    amount: exactPrice(TOKEN_PACKAGES, tokens),
    popular: false,
  };
}
