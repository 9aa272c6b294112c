import type { Entitlements } from '@common/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';
import { invalidatePlanQueries } from './invalidate-plan';

/** POST /api/billing/demo-checkout (demo mode only): Pro for a year at once; 409 ALREADY_PRO. */
export function demoCheckout(): Promise<Entitlements> {
  return apiRequest<Entitlements>('POST', `${requestPathFromKey(BILLING_QUERY_KEY)}/demo-checkout`);
}

export function useDemoCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoCheckout,
    onSettled: () => invalidatePlanQueries(queryClient),
  });
}
