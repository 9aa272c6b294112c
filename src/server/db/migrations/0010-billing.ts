import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Payments: the Stripe customer of a user, each purchase (for the 30-day refund and the
 * portal), and the ids of webhook events already applied, so a replayed event changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('user').addColumn('stripeCustomerId', 'text').execute();
  await db.schema.createIndex('user_stripeCustomerId_idx').on('user').column('stripeCustomerId').execute();
  await db.schema
    .createTable('purchase')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('checkoutSessionId', 'text')
    .addColumn('subscriptionId', 'text')
    .addColumn('invoiceId', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cancelAtPeriodEnd', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('refundedAt', t.date)
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('purchase_userId_createdAt_idx')
    .on('purchase')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('purchase_subscriptionId_idx')
    .on('purchase')
    .column('subscriptionId')
    .execute();
  await db.schema
    .createIndex('purchase_checkoutSessionId_idx')
    .on('purchase')
    .column('checkoutSessionId')
    .unique()
    .execute();
  await db.schema
    .createTable('billingEvent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billingEvent').execute();
  await db.schema.dropTable('purchase').execute();
  await db.schema.alterTable('user').dropColumn('stripeCustomerId').execute();
}
