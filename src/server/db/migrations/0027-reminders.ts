import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Deadline reminders. On `user`: the time zone reminders are computed in (a better-auth field the
 * person may set), and server-only settings (the master switch, the default choice for goals
 * without their own, the weekly digest). `goalReminder`: a goal's own choice. `reminderDelivery`:
 * one row per reminder ever claimed, keyed by goal (or user, for the digest), kind and date, so
 * that each goes out at most once across processes. `mailOutbox.headers`: the demo outbox keeps
 * a mail's extra headers (List-Unsubscribe) as JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('timeZone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('remindersEnabled', t.bool, (c) => c.notNull().defaultTo(true))
    .execute();
  // JSON array of the REMINDER_DAYS_BEFORE choices.
  await db.schema
    .alterTable('user')
    .addColumn('reminderDaysBefore', 'text', (c) => c.notNull().defaultTo('[7]'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('reminderOnTheDay', t.bool, (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('weeklyDigest', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('goalReminder')
    .addColumn('goalId', 'text', (c) => c.primaryKey().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('daysBefore', 'text', (c) => c.notNull())
    .addColumn('onTheDay', t.bool, (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goalReminder_userId_idx').on('goalReminder').column('userId').execute();

  await db.schema
    .createTable('reminderDelivery')
    // `${goalId}:${kind}:${targetDate}` or `${userId}:digest-YYYY-Www:${monday}`: the at-most-once key.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('goalId', 'text', (c) => c.references('goal.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('targetDate', 'text', (c) => c.notNull())
    // 'sending' (claimed), 'sent', 'superseded' (a later reminder of the goal went out), 'failed'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimToken', 'text')
    .addColumn('claimedAt', t.date, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sentAt', t.date)
    .execute();
  await db.schema
    .createIndex('reminderDelivery_userId_idx')
    .on('reminderDelivery')
    .column('userId')
    .execute();
  await db.schema
    .createIndex('reminderDelivery_goalId_idx')
    .on('reminderDelivery')
    .column('goalId')
    .execute();

  // The reminder pass reads the active goals whose target date is near.
  await db.schema
    .createIndex('goal_status_targetDate_idx')
    .on('goal')
    .columns(['status', 'targetDate'])
    .execute();

  await db.schema.alterTable('mailOutbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mailOutbox').dropColumn('headers').execute();
  await db.schema.dropIndex('goal_status_targetDate_idx').execute();
  await db.schema.dropTable('reminderDelivery').execute();
  await db.schema.dropTable('goalReminder').execute();
  for (const column of [
    'weeklyDigest',
    'reminderOnTheDay',
    'reminderDaysBefore',
    'remindersEnabled',
    'timeZone',
  ]) {
    await db.schema.alterTable('user').dropColumn(column).execute();
  }
}
