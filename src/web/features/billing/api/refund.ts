import type { Entitlements } from '@common/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';
import { invalidatePlanQueries } from './invalidate-plan';

/** POST /api/billing/refund: back to free (30-day money-back); 422 REFUND_WINDOW_CLOSED after. */
function refundPurchase(): Promise<Entitlements> {
  return apiRequest<Entitlements>('POST', `${requestPathFromKey(BILLING_QUERY_KEY)}/refund`);
}

export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPurchase,
    onSettled: () => invalidatePlanQueries(queryClient),
  });
}
