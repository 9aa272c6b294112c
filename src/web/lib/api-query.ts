import { cachePolicyFor } from '@common/cache-policy';
import { queryOptions } from '@tanstack/react-query';
import { requestPathFromKey } from './api-client';

/**
 * Query options for a read whose path is its key (spec §7.1), with the stale and gc times of that
 * path kind (spec §9). Every feature read goes through this so the cache policy has one home.
 */
export function apiQueryOptions<T, const K extends readonly string[]>(
  queryKey: K,
  fetcher: (signal: AbortSignal) => Promise<T>,
) {
  const policy = cachePolicyFor(requestPathFromKey(queryKey));
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    staleTime: policy.staleTime,
    gcTime: policy.gcTime,
  });
}
