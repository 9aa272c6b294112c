import type { Insertable, Updateable } from 'kysely';
import { TEMPLATE_LIMIT } from '../../../common/limits';
import type { Db } from '../../db/database';
import type { GoalTemplateTable } from '../../db/schema';

export type TemplateRow = GoalTemplateTable;

/** A member's templates, newest first (goalTemplate_userId_createdAt_idx); never more than the limit. */
export async function listTemplatesOf(db: Db, userId: string): Promise<TemplateRow[]> {
  return db
    .selectFrom('goalTemplate')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(TEMPLATE_LIMIT)
    .execute();
}

export async function countTemplatesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('goalTemplate')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One template of this very member; anyone else's is not found. */
export async function findOwnTemplate(db: Db, userId: string, id: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('goalTemplate')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function insertTemplate(db: Db, row: Insertable<GoalTemplateTable>): Promise<void> {
  await db.insertInto('goalTemplate').values(row).execute();
}

export async function updateOwnTemplate(
  db: Db,
  userId: string,
  id: string,
  changes: Updateable<GoalTemplateTable>,
): Promise<TemplateRow | undefined> {
  await db
    .updateTable('goalTemplate')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .execute();
  return findOwnTemplate(db, userId, id);
}

export async function deleteOwnTemplate(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('goalTemplate')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
