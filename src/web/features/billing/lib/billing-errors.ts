import type { ErrorCode } from '@common/errors';
import { isApiError } from '@web/lib/api-error';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';

/** 403 PRO_REQUIRED: a Pro-only feature asked for by a free user; show the upgrade prompt. */
export function isProRequired(error: unknown): boolean {
  return errorCodeOf(error) === 'PRO_REQUIRED';
}

/** Codes billing words in its own terms; every other code uses the error catalogue's text. */
const BILLING_WORDING: Partial<Record<ErrorCode, BillingOwnKey>> = {
  SERVICE_UNAVAILABLE: 'errors.unavailable',
  ALREADY_PRO: 'errors.alreadyPro',
  REFUND_WINDOW_CLOSED: 'errors.refundClosed',
  NOT_FOUND: 'errors.noPurchase',
};

type BillingOwnKey =
  | 'errors.unavailable'
  | 'errors.alreadyPro'
  | 'errors.refundClosed'
  | 'errors.noPurchase'
  | 'errors.generic';

/** A `billing` catalog key, or an `errors` one (translate with both namespaces). */
export type BillingErrorKey = BillingOwnKey | ReturnType<typeof errorCodeKey>;

/** The key explaining a failed billing call: by the server's code, else by status. */
export function billingErrorKey(error: unknown): BillingErrorKey {
  if (!isApiError(error)) return 'errors.generic';
  const code = errorCodeOf(error);
  if (code) return BILLING_WORDING[code] ?? errorCodeKey(code);
  if (error.status === 503) return 'errors.unavailable';
  if (error.status === 404) return 'errors.noPurchase';
  return 'errors.generic';
}
