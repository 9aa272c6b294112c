import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { isSqlite } from '../engine';

/**
 * The site's background images: uploaded by administrators, ordered, at most one active (shown
 * behind the landing page's hero). Their files belong to the site, so they have no owner and
 * count against nobody's storage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('backgroundImage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('thumbKey', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('altEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('altTh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    // Kept when the administrator's account goes: the image is the site's.
    .addColumn('createdBy', 'text')
    .execute();
  // The database itself refuses a second active image, whatever a buggy or racing writer does.
  await sql`create unique index "backgroundImage_one_active" on "backgroundImage" ("active") where "active" = ${sql.lit(isSqlite(db) ? 1 : true)}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backgroundImage').execute();
}
