import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Which built-in catalogue idea a user added to their list, once per user and idea: "popular
 * ideas" count these rows, never the text of anyone's goals. The row outlives the goal (the idea
 * was still chosen) but not the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('ideaAdoption')
    .addColumn('ideaId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addPrimaryKeyConstraint('ideaAdoption_pkey', ['ideaId', 'userId'])
    .execute();
  // The key leads with ideaId, which serves the counts; a user's own ideas need their own index.
  await db.schema.createIndex('ideaAdoption_userId_idx').on('ideaAdoption').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ideaAdoption').execute();
}
