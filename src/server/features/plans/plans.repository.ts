import type { PlanSource } from '../../../common/plans';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';

export type PlanRow = { plan: string; planSource: string | null; proUntil: Date | string | null };

/**
 * The plan columns of a user. With `lock` (inside a transaction) the user row stays locked until
 * commit on PostgreSQL, so two quota checks of one user cannot both pass before either inserts.
 */
export async function findPlanRow(db: Db, userId: string, lock: boolean): Promise<PlanRow | undefined> {
  let query = db.selectFrom('user').select(['plan', 'planSource', 'proUntil']).where('id', '=', userId);
  if (lock && !isSqlite(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Pro from now until `until` (null: no end), recording how it was obtained. */
export async function grantPro(
  db: Db,
  userId: string,
  source: PlanSource,
  until: Date | null,
): Promise<void> {
  await db
    .updateTable('user')
    .set({
      plan: 'pro',
      planSource: source,
      proUntil: until?.toISOString() ?? null,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Back to free; data stays (over-limit goals remain readable, new ones are refused). */
export async function revokePro(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ plan: 'free', planSource: null, proUntil: null, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Moves the end of Pro (a cancellation at period end, a renewal). */
export async function setProUntil(db: Db, userId: string, until: Date | null): Promise<void> {
  await db
    .updateTable('user')
    .set({ proUntil: until?.toISOString() ?? null, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
