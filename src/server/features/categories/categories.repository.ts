import type { Insertable, Updateable } from 'kysely';
import { CUSTOM_CATEGORY_LIMIT } from '../../../common/limits';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';
import type { CustomCategoryTable } from '../../db/schema';

const COLUMNS = ['id', 'name', 'icon', 'color'] as const;

export type CategoryRow = Pick<CustomCategoryTable, (typeof COLUMNS)[number]>;

/** A member's own categories by name (customCategory_userId_nameKey_idx); never more than the limit. */
export async function listCategoriesOf(db: Db, userId: string): Promise<CategoryRow[]> {
  return db
    .selectFrom('customCategory')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .orderBy('id')
    .limit(CUSTOM_CATEGORY_LIMIT)
    .execute();
}

export async function countCategoriesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('customCategory')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One of the member's own categories; anyone else's is not found. With `lock`, inside a
 * transaction on PostgreSQL the row stays locked until commit (a delete cannot slip in between
 * the check and a goal taking it on; SQLite already runs one writer at a time).
 */
export async function findOwnCategory(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CategoryRow | undefined> {
  let query = db
    .selectFrom('customCategory')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId);
  if (options.lock && !isSqlite(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The id of the member's category with this name key, if any. */
export async function findCategoryIdByNameKey(db: Db, userId: string, nameKey: string) {
  const row = await db
    .selectFrom('customCategory')
    .select('id')
    .where('userId', '=', userId)
    .where('nameKey', '=', nameKey)
    .executeTakeFirst();
  return row?.id;
}

export async function insertCategory(db: Db, row: Insertable<CustomCategoryTable>): Promise<CategoryRow> {
  return db.insertInto('customCategory').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Db,
  userId: string,
  id: string,
  changes: Updateable<CustomCategoryTable>,
): Promise<CategoryRow | undefined> {
  return db
    .updateTable('customCategory')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Goals carrying it keep their built-in category (the goal's foreign key sets null). */
export async function deleteCategory(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('customCategory')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The categories of these ids, by primary key in one read (a page of goals costs one query). */
export async function categoriesByIds(db: Db, ids: readonly string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('customCategory').select(COLUMNS).where('id', 'in', ids).execute();
}
