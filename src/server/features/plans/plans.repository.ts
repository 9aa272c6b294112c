import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';

export type PlanRow = { plan: string; proUntil: Date | string | null };

/**
 * The plan columns of a user. With `lock` (inside a transaction) the user row stays locked until
 * commit on PostgreSQL, so two quota checks of one user cannot both pass before either inserts.
 */
export async function findPlanRow(db: Db, userId: string, lock: boolean): Promise<PlanRow | undefined> {
  let query = db.selectFrom('user').select(['plan', 'proUntil']).where('id', '=', userId);
  if (lock && !isSqlite(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}
