import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('mailOutbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mailOutbox_to_createdAt_idx')
    .on('mailOutbox')
    .columns(['to', 'createdAt'])
    .execute();

  await db.schema
    .createTable('clientError')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('errorId', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('errorInfo', 'text')
    .addColumn('url', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('occurredAt', 'text')
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clientError_userId_idx').on('clientError').column('userId').execute();
  await db.schema.createIndex('clientError_createdAt_idx').on('clientError').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clientError').execute();
  await db.schema.dropTable('mailOutbox').execute();
}
