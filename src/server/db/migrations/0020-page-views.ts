import type { Kysely } from 'kysely';

/**
 * Views of the public pages, one row per UTC day, route pattern and referring domain (empty:
 * direct): no cookie, address or account is kept. And each public page's search and preview text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pageView')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrerDomain', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pageView_pk', ['day', 'path', 'referrerDomain'])
    .execute();
  await db.schema
    .createTable('seoPage')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('imageUrl', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seoPage').execute();
  await db.schema.dropTable('pageView').execute();
}
