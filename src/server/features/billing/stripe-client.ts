import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** Webhook signatures older than this are refused (Stripe's own default, spec of the issue). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeClient = Stripe;

/** The official client; `config.api` points it at a local server speaking Stripe's protocol in tests. */
export function createStripeClient(config: StripeConfig): StripeClient {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Someday' },
    ...(config.api ?? {}),
  });
}
