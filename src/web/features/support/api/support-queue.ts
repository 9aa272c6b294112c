import type { SupportQueuePage, SupportState } from '@common/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';

export const SUPPORT_QUEUE_KEY = ['api', 'admin', 'support', 'requests'] as const;
export type SupportQueueParams = { state: SupportState; page: number; pageSize: number };

const EMPTY: SupportQueuePage = { data: [], count: 0, page: 1, pageSize: 1 };

/** GET /api/admin/support/requests?state=&page=&pageSize=: Pro first, then the oldest first. */
export function useSupportQueue(params: SupportQueueParams) {
  const queryKey = [...SUPPORT_QUEUE_KEY, { ...params }] as const;
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => (await apiGet<SupportQueuePage>(queryKey, signal)) ?? EMPTY,
      ...cacheTimesFor(queryKey),
      placeholderData: keepPreviousData,
    }),
  );
}
