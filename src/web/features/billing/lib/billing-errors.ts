import { isApiError } from '@web/lib/api-error';

/** 403 PRO_REQUIRED: a Pro-only feature asked for by a free user; show the upgrade prompt. */
export function isProRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'PRO_REQUIRED';
}

export type BillingErrorKey =
  | 'errors.unavailable'
  | 'errors.alreadyPro'
  | 'errors.refundClosed'
  | 'errors.noPurchase'
  | 'errors.generic';

/** The `billing` catalog key explaining a failed billing call, by the server's code or status. */
export function billingErrorKey(error: unknown): BillingErrorKey {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'SERVICE_UNAVAILABLE' || error.status === 503) return 'errors.unavailable';
  if (error.code === 'ALREADY_PRO') return 'errors.alreadyPro';
  if (error.code === 'REFUND_WINDOW_CLOSED') return 'errors.refundClosed';
  if (error.status === 404) return 'errors.noPurchase';
  return 'errors.generic';
}
