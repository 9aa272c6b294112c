import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Moderation of what is public: a share link can be taken down by an administrator (and
 * restored), and anyone reading a shared page can report it. Reports keep no address or account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('share').addColumn('takenDownAt', t.date).execute();
  await db.schema.alterTable('share').addColumn('takenDownBy', 'text').execute();
  await db.schema.alterTable('share').addColumn('takedownReason', 'text').execute();
  // The moderation list: newest links first.
  await db.schema.createIndex('share_createdAt_idx').on('share').columns(['createdAt', 'id']).execute();
  await db.schema
    .createTable('contentReport')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shareId', 'text', (c) => c.notNull().references('share.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('resolvedBy', 'text')
    .addColumn('resolvedAt', t.date)
    .execute();
  await db.schema
    .createIndex('contentReport_shareId_status_idx')
    .on('contentReport')
    .columns(['shareId', 'status'])
    .execute();
  await db.schema
    .createIndex('contentReport_status_createdAt_idx')
    .on('contentReport')
    .columns(['status', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contentReport').execute();
  await db.schema.dropIndex('share_createdAt_idx').execute();
  for (const column of ['takedownReason', 'takenDownBy', 'takenDownAt']) {
    await db.schema.alterTable('share').dropColumn(column).execute();
  }
}
