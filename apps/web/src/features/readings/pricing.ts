import type { Pricing } from '@app/contracts/readings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** Token prices from the server (the only place they are set); undefined until loaded. */
export function usePricing(): Pricing | undefined {
  return useQuery({
    queryKey: queryKeys.pricing,
    queryFn: () => apiFetch<Pricing>('/api/pricing'),
    staleTime: 5 * 60_000,
  }).data;
}
