import type Stripe from 'stripe';
import { PRO_PERIOD_DAYS } from '../../../common/billing';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { grantPro, revokePro, setProUntil } from '../plans';
import {
  type BillingUser,
  claimEvent,
  findBillingUser,
  findBillingUserByCustomer,
  latestPurchase,
  markRefunded,
  recordPurchase,
  setCancelAtPeriodEnd,
  setStripeCustomer,
} from './billing.repository';

const DAY_MS = 86_400_000;
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const aYearFromNow = () => new Date(Date.now() + PRO_PERIOD_DAYS * DAY_MS);

/** Only a purchase takes away what a purchase gave: an admin's or the demo's Pro is left alone. */
async function revokePurchasedPro(db: Db, user: BillingUser) {
  if (user.plan === 'pro' && user.planSource === 'purchase') await revokePro(db, user.id);
}

async function checkoutCompleted(db: Db, session: Stripe.Checkout.Session, log: Logger) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  const user = userId ? await findBillingUser(db, userId) : undefined;
  if (!user) return log.warn({ session: session.id }, 'checkout for an unknown user ignored');
  // An asynchronous payment method completes later: invoice.paid grants Pro then.
  if (session.payment_status === 'unpaid') return;
  const customerId = idOf(session.customer);
  if (customerId) await setStripeCustomer(db, user.id, customerId);
  await recordPurchase(db, {
    userId: user.id,
    provider: 'stripe',
    checkoutSessionId: session.id,
    subscriptionId: idOf(session.subscription) ?? null,
    invoiceId: idOf(session.invoice) ?? null,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
  });
  await grantPro(db, user.id, 'purchase', aYearFromNow());
}

async function invoicePaid(db: Db, invoice: Stripe.Invoice) {
  const user = await findBillingUserByCustomer(db, idOf(invoice.customer));
  if (!user) return;
  const userId = user.id;
  const periodEnd = invoice.lines?.data[0]?.period?.end;
  await grantPro(db, userId, 'purchase', periodEnd ? fromUnix(periodEnd) : aYearFromNow());
  if (invoice.billing_reason === 'subscription_cycle') {
    await recordPurchase(db, {
      userId,
      provider: 'stripe',
      checkoutSessionId: null,
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? null,
      invoiceId: invoice.id ?? null,
      amount: invoice.amount_paid,
      currency: invoice.currency,
    });
  }
}

async function chargeRefunded(db: Db, charge: Stripe.Charge) {
  const user = await findBillingUserByCustomer(db, idOf(charge.customer));
  if (!user) return;
  const purchase = await latestPurchase(db, user.id);
  if (purchase) await markRefunded(db, purchase.id);
  await revokePurchasedPro(db, user);
}

async function subscriptionUpdated(db: Db, subscription: Stripe.Subscription) {
  const user = await findBillingUserByCustomer(db, idOf(subscription.customer));
  if (!user) return;
  await setCancelAtPeriodEnd(db, subscription.id, subscription.cancel_at_period_end);
  if (user.planSource !== 'purchase') return;
  const periodEnd = subscription.cancel_at ?? subscription.items.data[0]?.current_period_end;
  // Cancelled at period end: Pro runs until then and ends by itself; resumed: until the period end.
  if (periodEnd) await setProUntil(db, user.id, fromUnix(periodEnd));
}

async function subscriptionDeleted(db: Db, subscription: Stripe.Subscription) {
  const user = await findBillingUserByCustomer(db, idOf(subscription.customer));
  if (user) await revokePurchasedPro(db, user);
}

/**
 * Applies one verified Stripe event exactly once: the event id is claimed in the same
 * transaction as its effect, so a replay (or Stripe's retry after a timeout) changes nothing.
 * Returns false for an event seen before.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event, log: Logger): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimEvent(trx, event.id, event.type))) return false;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await checkoutCompleted(trx, event.data.object, log);
        break;
      case 'invoice.paid':
        await invoicePaid(trx, event.data.object);
        break;
      case 'charge.refunded':
        await chargeRefunded(trx, event.data.object);
        break;
      case 'customer.subscription.updated':
        await subscriptionUpdated(trx, event.data.object);
        break;
      case 'customer.subscription.deleted':
        await subscriptionDeleted(trx, event.data.object);
        break;
      default:
        log.debug({ type: event.type }, 'stripe event not used');
    }
    return true;
  });
}
