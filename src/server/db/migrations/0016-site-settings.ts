import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** Settings of the whole site an administrator changes (the landing page's video), one row each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('siteSetting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .addColumn('updatedBy', 'text')
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('siteSetting').execute();
}
