import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { isSqlite } from '../engine';

/**
 * A Pro member's own categories (name, icon, colour), and the one a goal may carry besides its
 * built-in category. `nameKey` is the name in lower case: a member cannot have two categories whose
 * names differ only in case. Deleting a category leaves its goals with their built-in category.
 * Goal answers show the category's name, icon and colour, so renaming or deleting one moves the
 * owner's list version like a goal write does (the triggers of migration 0013).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customCategory')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameKey', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // One name per member whatever its case; also serves the user FK and the member's list.
  await db.schema
    .createIndex('customCategory_userId_nameKey_idx')
    .unique()
    .on('customCategory')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .alterTable('goal')
    .addColumn('customCategoryId', 'text', (c) => c.references('customCategory.id').onDelete('set null'))
    .execute();
  // The dashboard filtered by one's own category, newest first; also serves the FK's set null.
  await db.schema
    .createIndex('goal_customCategoryId_createdAt_id_idx')
    .on('goal')
    .columns(['customCategoryId', 'createdAt', 'id'])
    .execute();
  // The dashboard filtered by a built-in category, newest first, paged like the whole list.
  await db.schema
    .createIndex('goal_userId_category_createdAt_id_idx')
    .on('goal')
    .columns(['userId', 'category', 'createdAt', 'id'])
    .execute();

  if (isSqlite(db)) {
    await sql
      .raw(`create trigger customCategory_update_bumps_list_version after update on "customCategory" begin
        update "user" set "listVersion" = "listVersion" + 1 where id in (old."userId", new."userId");
      end`)
      .execute(db);
    await sql
      .raw(`create trigger customCategory_delete_bumps_list_version after delete on "customCategory" begin
        update "user" set "listVersion" = "listVersion" + 1 where id = old."userId";
      end`)
      .execute(db);
    return;
  }
  // Statement triggers calling migration 0013's function, once per statement, not per row.
  const transitions = {
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, tables] of Object.entries(transitions)) {
    await sql
      .raw(`create trigger "customCategory_${event}_bumps_list_version" after ${event} on "customCategory"
        referencing ${tables} for each statement execute function bump_list_version()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('goal_userId_category_createdAt_id_idx').execute();
  await db.schema.dropIndex('goal_customCategoryId_createdAt_id_idx').execute();
  await db.schema.alterTable('goal').dropColumn('customCategoryId').execute();
  // The triggers go with the table.
  await db.schema.dropTable('customCategory').execute();
}
