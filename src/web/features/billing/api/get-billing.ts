import type { BillingStatus } from '@common/billing';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const BILLING_QUERY_KEY = ['api', 'billing'] as const;

/** GET /api/billing: how this deployment takes payment and where the user's plan stands. */
function getBilling(signal?: AbortSignal): Promise<BillingStatus | null> {
  return apiGet<BillingStatus>(BILLING_QUERY_KEY, signal);
}

export function billingQueryOptions() {
  return apiQueryOptions(BILLING_QUERY_KEY, getBilling);
}

/** Visitors have no billing status: pass `enabled: false` until the user is signed in. */
export function useBilling({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions(), enabled });
}
