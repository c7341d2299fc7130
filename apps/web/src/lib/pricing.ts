import { API_ROUTES } from '@app/contracts/api-routes';
import type { Pricing } from '@app/contracts/readings';
// The price's words from money.ts, not tokens.ts: the latter builds zod schemas as it loads (31-53 ms of a long
// task on the FAQ page on the throttled phone, issue 25); only types come from it.
import { formatPrice } from '@app/contracts/money';
import type { TokenPackage, TokenPackagesResponse } from '@app/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

/** Token prices of each reading as the server serves them (configuration, ADR 0602); undefined until loaded. */
export function usePricing(): Pricing | undefined {
  return useQuery({
    queryKey: queryKeys.pricing,
    queryFn: ({ signal }) => apiFetch<Pricing>(API_ROUTES.pricing, { signal }),
    staleTime: 5 * 60_000,
  }).data;
}

/** The token packages on sale (shared with the buy-tokens modal through the query key). */
export function useTokenPackages() {
  return useQuery({
    queryKey: queryKeys.tokenPackages,
    queryFn: ({ signal }) => apiFetch<TokenPackagesResponse>(API_ROUTES.tokenPackages, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The package a reader would buy to afford `tokens` with `balance` already in hand: the smallest that
 * covers what is missing (the cheapest when nothing is), else the largest.
 */
function packageFor(packages: readonly TokenPackage[], tokens: number, balance = 0): TokenPackage | undefined {
  const bySize = [...packages].sort((a, b) => a.tokens - b.tokens);
  const missing = Math.max(0, tokens - balance);
  return bySize.find((p) => p.tokens >= missing) ?? bySize.at(-1);
}

/** "$5.00": what `tokens` cost at the rate of the package the reader would buy; undefined without packages. */
export function moneyFor(catalogue: TokenPackagesResponse | undefined, tokens: number, balance = 0) {
  const pkg = catalogue && packageFor(catalogue.packages, tokens, balance);
  if (!pkg || pkg.tokens <= 0) return undefined;
  return formatPrice(Math.round((tokens * pkg.amount) / pkg.tokens), catalogue.currency);
}

/** "2 full reports or 5 questions": what a number of tokens buys, in readings. */
export function whatTokensBuy(tokens: number, pricing: Pricing): string {
  const count = (price: number, one: string, many: string) => {
    const n = price > 0 ? Math.floor(tokens / price) : 0;
    return `${n} ${n === 1 ? one : many}`;
  };
  return `${count(pricing.comprehensiveReport, 'full report', 'full reports')} or ${count(pricing.question, 'question', 'questions')}`;
}
