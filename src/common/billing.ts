import type { Plan } from './goals';
import { GOAL_LIMIT, STORAGE_LIMIT_BYTES } from './media';

/** Spec §1, §9: Pro is 9 dollars a year with a 30-day money-back guarantee. */
export const PRO_PRICE_USD = 9;
export const PRO_PERIOD_DAYS = 365;
export const REFUND_WINDOW_DAYS = 30;

/** How Pro was obtained (DESIGN: user.planSource). */
export type PlanSource = 'purchase' | 'admin' | 'demo';

/**
 * What a user may do (spec §6), answered by the server's plans module and read by the client
 * from /api/me/usage; every Pro-only server feature refuses free users with 403 PRO_REQUIRED.
 */
export type Entitlements = {
  plan: Plan;
  goalLimit: number | null;
  storageLimit: number;
  ai: boolean;
  analytics: boolean;
  customTemplates: boolean;
  advancedCategories: boolean;
  sharing: boolean;
  collaboration: boolean;
  reminders: boolean;
  prioritySupport: boolean;
};

/** What each plan allows; the server's plans module applies it to a user's plan columns. */
export function planEntitlements(plan: Plan): Entitlements {
  const pro = plan === 'pro';
  return {
    plan,
    goalLimit: GOAL_LIMIT[plan],
    storageLimit: STORAGE_LIMIT_BYTES[plan],
    ai: pro,
    analytics: pro,
    customTemplates: pro,
    advancedCategories: pro,
    sharing: pro,
    collaboration: pro,
    reminders: pro,
    prioritySupport: pro,
  };
}

/** Pro-only capabilities, the names used in PRO_REQUIRED errors (`details.feature`). */
export type ProFeature = Exclude<keyof Entitlements, 'plan' | 'goalLimit' | 'storageLimit'>;

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
