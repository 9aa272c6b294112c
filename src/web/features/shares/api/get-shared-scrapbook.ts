import type { SharedScrapbook } from '@common/shares';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const sharedScrapbookQueryKey = (token: string) => ['api', 'shared', token] as const;

/** GET /api/shared/:token (public): the shared scrapbook; 404 when expired, revoked or unknown. */
function getSharedScrapbook(token: string, signal?: AbortSignal): Promise<SharedScrapbook | null> {
  return apiGet<SharedScrapbook>(sharedScrapbookQueryKey(token), signal);
}

function sharedScrapbookQueryOptions(token: string) {
  return apiQueryOptions(sharedScrapbookQueryKey(token), (signal) => getSharedScrapbook(token, signal));
}

export function useSharedScrapbook(token: string) {
  return useQuery(sharedScrapbookQueryOptions(token));
}
