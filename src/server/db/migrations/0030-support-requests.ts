import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Support requests: what a signed-in person asks the team, with an optional screenshot (one of
 * their own uploads; the request stays if the picture goes), the team's answer and the state
 * ('open' | 'answered' | 'closed'). `proAtCreation` keeps the plan the person had when asking, so
 * the queue can put Pro members first without reading the user table per row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('supportRequest')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('screenshotId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answer', 'text')
    .addColumn('answeredBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('answeredAt', t.date)
    .addColumn('proAtCreation', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // A person's own list, newest first; also the hourly count of their requests.
  await db.schema
    .createIndex('supportRequest_userId_createdAt_idx')
    .on('supportRequest')
    .columns(['userId', 'createdAt'])
    .execute();
  // The admin queue: one state, Pro first, oldest first.
  await db.schema
    .createIndex('supportRequest_queue_idx')
    .on('supportRequest')
    .columns(['state', 'proAtCreation desc', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('supportRequest_screenshotId_idx')
    .on('supportRequest')
    .column('screenshotId')
    .execute();
  await db.schema
    .createIndex('supportRequest_answeredBy_idx')
    .on('supportRequest')
    .column('answeredBy')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supportRequest').execute();
}
