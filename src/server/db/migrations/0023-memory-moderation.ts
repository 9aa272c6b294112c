import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Moderation of single public memories: an administrator can take one down from its shared page
 * (and restore it) without taking down the whole link. The owner still sees it in the scrapbook.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('memory').addColumn('takenDownAt', t.date).execute();
  await db.schema.alterTable('memory').addColumn('takenDownBy', 'text').execute();
  await db.schema.alterTable('memory').addColumn('takedownReason', 'text').execute();
  // The moderation list: newest memories first.
  await db.schema.createIndex('memory_createdAt_idx').on('memory').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('memory_createdAt_idx').execute();
  for (const column of ['takedownReason', 'takenDownBy', 'takenDownAt']) {
    await db.schema.alterTable('memory').dropColumn(column).execute();
  }
}
