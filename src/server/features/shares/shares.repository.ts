import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ShareTable } from '../../db/schema';
import { goalAccessibleBy } from '../goals';
import { shareIsLive } from './share-access';

const COLUMNS = [
  'share.id',
  'share.goalId',
  'share.token',
  'share.title',
  'share.description',
  'share.viewCount',
  'share.createdAt',
  'share.expiresAt',
] as const;

export type ShareRow = Pick<
  ShareTable,
  'id' | 'goalId' | 'token' | 'title' | 'description' | 'createdAt' | 'expiresAt'
> & { viewCount: number };

/** The live share of a goal the viewer may change (at most one is live). */
export async function findLiveShareOfGoal(db: Db, viewerId: string, goalId: string, now: string) {
  return db
    .selectFrom('share')
    .innerJoin('goal', 'goal.id', 'share.goalId')
    .select(COLUMNS)
    .where('share.goalId', '=', goalId)
    .where(goalAccessibleBy(viewerId, 'change'))
    .where((eb) => shareIsLive(eb, now))
    .orderBy('share.createdAt', 'desc')
    .executeTakeFirst();
}

/** Revokes every live share of a goal; answers how many were live. */
export async function revokeSharesOfGoal(db: Db, goalId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('share')
    .set({ revokedAt: now })
    .where('goalId', '=', goalId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertShare(db: Db, row: Insertable<ShareTable>) {
  return db.insertInto('share').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** A live share by its token; a dead token (revoked, expired, unknown) finds nothing. */
export async function findLiveShare(db: Db, token: string, now: string) {
  return db
    .selectFrom('share')
    .select(['id', 'goalId', 'title', 'description', 'viewCount', 'createdAt', 'expiresAt'])
    .where('token', '=', token)
    .where((eb) => shareIsLive(eb, now))
    .executeTakeFirst();
}

/** A live share with its goal, without counting a view (link previews). */
export async function findLiveShareWithGoal(db: Db, token: string, now: string) {
  return db
    .selectFrom('share')
    .innerJoin('goal', 'goal.id', 'share.goalId')
    .select(['share.title', 'share.description', 'goal.title as goalTitle', 'goal.imageId'])
    .where('share.token', '=', token)
    .where((eb) => shareIsLive(eb, now))
    .executeTakeFirst();
}

/** The goal fields a shared scrapbook shows; the share itself grants access to them. */
export async function findSharedGoal(db: Db, goalId: string) {
  return db
    .selectFrom('goal')
    .select(['title', 'description', 'category', 'imageId', 'completedAt'])
    .where('id', '=', goalId)
    .executeTakeFirst();
}
