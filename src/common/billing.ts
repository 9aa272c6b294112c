import type { Plan, PlanSource } from './plans';

/** Pro is 9 dollars a year with a 30-day money-back guarantee. */
export const PRO_PRICE_USD = 9;
export const PRO_PERIOD_DAYS = 365;
export const REFUND_WINDOW_DAYS = 30;

/**
 * GET /api/billing: how this deployment takes payment and where the user stands.
 * `provider` is 'demo' in demo mode (simulated checkout), 'stripe' when Stripe is configured,
 * 'none' otherwise (Pro only through an admin).
 */
export type BillingStatus = {
  provider: 'demo' | 'stripe' | 'none';
  priceUsd: number;
  plan: Plan;
  planSource: PlanSource | null;
  /** ISO date when Pro ends by itself; null for free or Pro without an end. */
  proUntil: string | null;
  /** A Stripe subscription set to end at the period end (cancelled in the portal). */
  cancelAtPeriodEnd: boolean;
  /** A customer portal exists for this user (Stripe purchase made). */
  hasPortal: boolean;
  /** The purchase can still be refunded by the user (30-day money-back guarantee). */
  refundableUntil: string | null;
};
