import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
import type { PurchaseTable } from '../../db/schema';

type NewPurchase = Omit<PurchaseTable, 'id' | 'cancelAtPeriodEnd' | 'refundedAt' | 'createdAt'>;

const BILLING_USER_COLUMNS = ['id', 'email', 'plan', 'planSource', 'proUntil', 'stripeCustomerId'] as const;

export type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

export async function findBillingUser(db: Db, userId: string) {
  return db.selectFrom('user').select(BILLING_USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** The user a Stripe customer belongs to (set by their first checkout). */
export async function findBillingUserByCustomer(db: Db, customerId: string | undefined) {
  if (!customerId) return undefined;
  return db
    .selectFrom('user')
    .select(BILLING_USER_COLUMNS)
    .where('stripeCustomerId', '=', customerId)
    .executeTakeFirst();
}

export async function setStripeCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.updateTable('user').set({ stripeCustomerId: customerId }).where('id', '=', userId).execute();
}

/** Records a purchase; a second record of the same checkout session is ignored. */
export async function recordPurchase(db: Db, purchase: NewPurchase): Promise<void> {
  await db
    .insertInto('purchase')
    .values({
      ...purchase,
      id: randomUUID(),
      cancelAtPeriodEnd: dbBool(db, false),
      refundedAt: null,
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('checkoutSessionId').doNothing())
    .execute();
}

/** The newest purchase of a user that has not been refunded. */
export async function latestPurchase(db: Db, userId: string) {
  return db
    .selectFrom('purchase')
    .selectAll()
    .where('userId', '=', userId)
    .where('refundedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markRefunded(db: Db, purchaseId: string): Promise<void> {
  await db
    .updateTable('purchase')
    .set({ refundedAt: new Date().toISOString() })
    .where('id', '=', purchaseId)
    .execute();
}

export async function setCancelAtPeriodEnd(db: Db, subscriptionId: string, cancel: boolean): Promise<void> {
  await db
    .updateTable('purchase')
    .set({ cancelAtPeriodEnd: dbBool(db, cancel) })
    .where('subscriptionId', '=', subscriptionId)
    .execute();
}

/**
 * Claims a webhook event id; false when it was applied before (Stripe retries and replays).
 * Inside the transaction that applies the event, so a failure leaves it unclaimed for the retry.
 */
export async function claimEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto('billingEvent')
    .values({ id, type, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
