import { type CachePolicy, cachePolicyFor } from '@common/cache-policy';
import { queryOptions } from '@tanstack/react-query';
import { type ApiQueryKey, requestPathFromKey } from './api-client';

/** Stale and gc times of the path kind a key addresses. */
export function cacheTimesFor(queryKey: ApiQueryKey): Pick<CachePolicy, 'staleTime' | 'gcTime'> {
  const { staleTime, gcTime } = cachePolicyFor(requestPathFromKey(queryKey));
  return { staleTime, gcTime };
}

/**
 * Query options for a read whose path is its key, with the stale and gc times of that
 * path kind. Every feature read goes through this (or `cacheTimesFor` for paged reads)
 * so the cache policy has one home.
 */
export function apiQueryOptions<T, const K extends ApiQueryKey>(
  queryKey: K,
  fetcher: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    ...cacheTimesFor(queryKey),
  });
}
