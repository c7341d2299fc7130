import type { TokenBalanceResponse } from '@app/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

/**
 * The signed-in reader's balance (GET /get-tokens/), shared by every component that shows it. Keyed by
 * user so one account never sees another's cached balance; invalidating `tokenBalance` covers all.
 * Needs a query client (`withQueries`); does nothing without a user.
 */
export function useTokenBalance(userId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.tokenBalance, userId],
    queryFn: ({ signal }) => apiFetch<TokenBalanceResponse>('/get-tokens/', { signal }),
    enabled: userId !== undefined,
  });
}
