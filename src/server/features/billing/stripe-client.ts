import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/** Webhook signatures older than this are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeClient = Stripe;

/**
 * The official client, loaded only on a server that takes payments (the package costs about
 * 150 ms of start-up); `config.api` points it at a local server speaking Stripe's protocol in tests.
 */
export async function createStripeClient(config: StripeConfig): Promise<StripeClient> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Someday' },
    ...(config.api ?? {}),
  });
}

/** An error the Stripe client raised (network, API refusal), as opposed to one of ours. */
export function isStripeError(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('Stripe');
}
