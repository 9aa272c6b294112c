import type Stripe from 'stripe';
import {
  type BillingStatus,
  PRO_PERIOD_DAYS,
  PRO_PRICE_USD,
  REFUND_WINDOW_DAYS,
} from '../../../common/billing';
import { UPGRADED_RETURN_PATH } from '../../../common/urls';
import type { AppDeps } from '../../app-env';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { entitlementsFor, entitlementsOf, grantPro, revokePro } from '../plans';
import { findBillingUser, latestPurchase, markRefunded, recordPurchase } from './billing.repository';
import { createStripeClient, type StripeClient, WEBHOOK_TOLERANCE_SECONDS } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

const DAY_MS = 86_400_000;

/**
 * Taking payment for Pro: the demo's simulated checkout, or Stripe Checkout with its webhook,
 * customer portal and the 30-day refund. Grants and revocations go through the plans module.
 */
export function billingService({
  config,
  database,
  logger,
}: Pick<AppDeps, 'config' | 'database' | 'logger'>) {
  const db = database.db;
  const stripeConfig = config.stripe;
  let stripeClient: Promise<StripeClient> | undefined;
  const provider: BillingStatus['provider'] = stripeConfig
    ? 'stripe'
    : config.mode === 'demo'
      ? 'demo'
      : 'none';

  const requireStripe = async () => {
    if (!stripeConfig) throw new AppError('NOT_FOUND', 'Payments are not set up on this server.');
    stripeClient ??= createStripeClient(stripeConfig);
    return { stripe: await stripeClient, stripeConfig };
  };

  const userOf = async (userId: string) => {
    const user = await findBillingUser(db, userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  const refundDeadline = (purchase: { createdAt: Date | string }) =>
    new Date(new Date(purchase.createdAt).getTime() + REFUND_WINDOW_DAYS * DAY_MS);

  async function refundStripePurchase(purchase: { invoiceId: string | null; subscriptionId: string | null }) {
    const { stripe } = await requireStripe();
    if (purchase.invoiceId) {
      const invoice = await stripe.invoices.retrieve(purchase.invoiceId, { expand: ['payments'] });
      const paymentIntent = invoice.payments?.data
        .map((p) => p.payment.payment_intent)
        .find((pi): pi is string | Stripe.PaymentIntent => Boolean(pi));
      const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
      if (id) await stripe.refunds.create({ payment_intent: id, reason: 'requested_by_customer' });
    }
    if (purchase.subscriptionId) await stripe.subscriptions.cancel(purchase.subscriptionId);
  }

  return {
    async status(userId: string): Promise<BillingStatus> {
      const [user, purchase] = await Promise.all([userOf(userId), latestPurchase(db, userId)]);
      const plan = entitlementsFor(user);
      const refundable =
        plan.plan === 'pro' &&
        plan.planSource !== 'admin' &&
        purchase &&
        refundDeadline(purchase).getTime() > Date.now();
      return {
        provider,
        priceUsd: PRO_PRICE_USD,
        plan: plan.plan,
        planSource: plan.planSource,
        proUntil: plan.proUntil,
        cancelAtPeriodEnd: Boolean(purchase?.cancelAtPeriodEnd),
        hasPortal: provider === 'stripe' && user.stripeCustomerId !== null,
        refundableUntil: refundable && purchase ? refundDeadline(purchase).toISOString() : null,
      };
    },

    /** Demo mode only: a clearly simulated purchase that grants Pro for a year at once. */
    async demoCheckout(userId: string) {
      const plan = await entitlementsOf(db, userId);
      if (plan.plan === 'pro') throw new AppError('ALREADY_PRO');
      await recordPurchase(db, {
        userId,
        provider: 'demo',
        checkoutSessionId: null,
        subscriptionId: null,
        invoiceId: null,
        amount: PRO_PRICE_USD * 100,
        currency: 'usd',
      });
      await grantPro(db, userId, 'demo', new Date(Date.now() + PRO_PERIOD_DAYS * DAY_MS));
      return entitlementsOf(db, userId);
    },

    /** A Stripe Checkout session for the yearly price; the client goes to its URL. */
    async checkout(userId: string): Promise<{ url: string }> {
      const { stripe, stripeConfig } = await requireStripe();
      const user = await userOf(userId);
      if (entitlementsFor(user).plan === 'pro') throw new AppError('ALREADY_PRO');
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: stripeConfig.priceId, quantity: 1 }],
        client_reference_id: user.id,
        metadata: { userId: user.id },
        subscription_data: { metadata: { userId: user.id } },
        ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
        success_url: `${config.baseUrl}${UPGRADED_RETURN_PATH}`,
        cancel_url: `${config.baseUrl}/upgrade?checkout=cancelled`,
      });
      if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'The payment page could not be opened.');
      return { url: session.url };
    },

    /** Stripe's customer portal: cancel, payment method, invoices. */
    async portal(userId: string): Promise<{ url: string }> {
      const { stripe } = await requireStripe();
      const user = await userOf(userId);
      if (!user.stripeCustomerId) throw new AppError('NOT_FOUND', 'There is no purchase to manage.');
      const session = await stripe.billingPortal.sessions.create({
        customer: user.stripeCustomerId,
        return_url: `${config.baseUrl}/profile`,
      });
      return { url: session.url };
    },

    /**
     * The 30-day money-back guarantee: refunds the newest purchase, ends its subscription and
     * returns the user to free at once. The admin area calls it with `byAdmin`, without the window.
     */
    async refund(userId: string, options: { byAdmin?: boolean } = {}) {
      const purchase = await latestPurchase(db, userId);
      if (!purchase) throw new AppError('NOT_FOUND', 'There is no purchase to refund.');
      if (!options.byAdmin && refundDeadline(purchase).getTime() <= Date.now()) {
        throw new AppError('REFUND_WINDOW_CLOSED');
      }
      if (purchase.provider === 'stripe') await refundStripePurchase(purchase);
      await markRefunded(db, purchase.id);
      await revokePro(db, userId);
      logger.info(
        { userId, purchase: purchase.id, createdAt: toIso(purchase.createdAt) },
        'purchase refunded',
      );
      return entitlementsOf(db, userId);
    },

    /** Verifies a webhook's signature on the raw body, then applies the event once. */
    async webhook(
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate: boolean }> {
      const { stripe, stripeConfig } = await requireStripe();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          stripeConfig.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', (error as Error).message);
      }
      const applied = await applyStripeEvent(db, event, logger);
      return { received: true, duplicate: !applied };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
