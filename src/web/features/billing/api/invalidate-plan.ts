import type { QueryClient } from '@tanstack/react-query';
import { usageQueryOptions } from '@web/features/goals';
import { BILLING_QUERY_KEY } from './get-billing';

/** After the plan changed: usage (limits, entitlements) and billing status are read again. */
export function invalidatePlanQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  ]);
}
