import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The plan columns of `user`. Server-only: better-auth does not know them, so it never inserts
 * or lets a client set them; the default makes every new account free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .execute();
  await db.schema.alterTable('user').addColumn('planSource', 'text').execute();
  await db.schema.alterTable('user').addColumn('proUntil', t.date).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['proUntil', 'planSource', 'plan']) {
    await db.schema.alterTable('user').dropColumn(column).execute();
  }
}
