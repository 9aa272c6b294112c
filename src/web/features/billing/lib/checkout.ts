import type { BillingStatus } from '@common/billing';
import { formatDate } from '@web/lib/format-date';

/** What the upgrade button offers, given who is looking and how this deployment takes payment. */
export type CheckoutState =
  | { kind: 'sign-up' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'already-pro'; proUntil: string | null }
  | { kind: 'admin-only' }
  | { kind: 'ready'; provider: 'demo' | 'stripe' };

export function checkoutStateFor(input: {
  sessionPending?: boolean;
  signedIn: boolean;
  billing: BillingStatus | null | undefined;
  isPending: boolean;
}): CheckoutState {
  if (!input.signedIn) return input.sessionPending ? { kind: 'loading' } : { kind: 'sign-up' };
  if (input.billing === undefined) return input.isPending ? { kind: 'loading' } : { kind: 'unavailable' };
  if (input.billing === null) return { kind: 'unavailable' };
  if (input.billing.plan === 'pro') return { kind: 'already-pro', proUntil: input.billing.proUntil };
  if (input.billing.provider === 'none') return { kind: 'admin-only' };
  return { kind: 'ready', provider: input.billing.provider };
}

/**
 * Starts the upgrade the way the provider wants: the simulated dialog in demo mode, or a Stripe
 * Checkout session the browser is then sent to.
 */
export async function startCheckout(
  provider: 'demo' | 'stripe',
  steps: {
    openDemoDialog: () => void;
    requestStripeCheckout: () => Promise<{ url: string }>;
    redirect: (url: string) => void;
  },
): Promise<void> {
  if (provider === 'demo') {
    steps.openDemoDialog();
    return;
  }
  const { url } = await steps.requestStripeCheckout();
  steps.redirect(url);
}

/** A plan date for people: the day in the interface language, or null without one. */
export function formatPlanDate(iso: string | null | undefined, language: string | undefined): string | null {
  return formatDate(iso, language);
}
