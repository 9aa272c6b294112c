import { useMutation } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { BILLING_QUERY_KEY } from './get-billing';

export type RedirectUrl = { url: string };

/** POST /api/billing/checkout: the Stripe Checkout page to send the browser to; 503 when unreachable. */
function stripeCheckout(): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>('POST', `${requestPathFromKey(BILLING_QUERY_KEY)}/checkout`);
}

export function useStripeCheckout() {
  return useMutation({ mutationFn: stripeCheckout });
}
