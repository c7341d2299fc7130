import type { TokenPackage } from '@app/contracts/tokens';

/** The token packages on sale: the one place prices live. The client only ever names one. */
export const TOKEN_PACKAGES: readonly TokenPackage[] = Object.freeze([
  { id: 'starter', label: 'Starter Pack', tokens: 100, amount: 1000, popular: false },
  { id: 'value', label: 'Value Pack', tokens: 500, amount: 4500, popular: true },
  { id: 'pro', label: 'Pro Pack', tokens: 1000, amount: 8000, popular: false },
  { id: 'ultimate', label: 'Ultimate Pack', tokens: 5000, amount: 35000, popular: false },
]);

export function findPackage(query: { packageId: string } | { amount: number }): TokenPackage | undefined {
  return 'packageId' in query
    ? TOKEN_PACKAGES.find((p) => p.id === query.packageId)
    : TOKEN_PACKAGES.find((p) => p.amount === query.amount);
}
