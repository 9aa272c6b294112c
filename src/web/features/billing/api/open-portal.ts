import { useMutation } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';
import type { RedirectUrl } from './stripe-checkout';

/** POST /api/billing/portal: the Stripe customer portal (cancel, invoices); 404 before any purchase. */
function openPortal(): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>('POST', `${requestPathFromKey(BILLING_QUERY_KEY)}/portal`);
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
