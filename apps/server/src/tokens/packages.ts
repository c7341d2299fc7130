import type { TokenPackage } from '@app/contracts/tokens';

/** The token packages on sale: the one place prices live. The client only ever names one. */
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
