import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** The site's documents (privacy policy, terms, about), one row each once an administrator saves one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('siteDocument')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('published', t.bool, (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('siteDocument').execute();
}
