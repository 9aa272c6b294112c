import type { SupportRequestList } from '@common/support';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const MY_SUPPORT_REQUESTS_KEY = ['api', 'support', 'requests'] as const;

const NONE: SupportRequestList = { data: [] };

export const mySupportRequestsQuery = () =>
  apiQueryOptions(
    MY_SUPPORT_REQUESTS_KEY,
    async (signal) => (await apiGet<SupportRequestList>(MY_SUPPORT_REQUESTS_KEY, signal)) ?? NONE,
  );

/** GET /api/support/requests: my requests, newest first, with their state and answer. */
export function useMySupportRequests() {
  return useQuery(mySupportRequestsQuery());
}
