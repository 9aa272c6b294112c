import type { BillingStatus } from '@common/billing';
import type { Usage } from '@common/goals';
import { type Plan, planEntitlements } from '@common/plans';

/** `/api/me/usage` as the server answers it for a plan, with the fields a test cares about changed. */
export function usageFixture(plan: Plan, fields: Partial<Usage> = {}): Usage {
  const entitlements = planEntitlements(plan);
  return {
    plan,
    planSource: plan === 'pro' ? 'demo' : null,
    proUntil: plan === 'pro' ? '2027-11-23T12:00:00.000Z' : null,
    entitlements,
    goalCount: 3,
    completedCount: 0,
    goalLimit: entitlements.goalLimit,
    storageBytes: 0,
    storageLimit: entitlements.storageLimit,
    ...fields,
  };
}

/** `/api/billing` of a free user on a demo server, with the fields a test cares about changed. */
export function billingFixture(fields: Partial<BillingStatus> = {}): BillingStatus {
  return {
    provider: 'demo',
    priceUsd: 9,
    plan: 'free',
    planSource: null,
    proUntil: null,
    cancelAtPeriodEnd: false,
    hasPortal: false,
    refundableUntil: null,
    ...fields,
  };
}
