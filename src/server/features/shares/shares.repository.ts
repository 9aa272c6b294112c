import type { InferResult, Insertable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
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

function liveShareForViewQuery(db: Db, token: string, now: string) {
  return (
    db
      .selectFrom('share')
      .innerJoin('goal', 'goal.id', 'share.goalId')
      // The owner's own category the goal carries, shown on the page beside the built-in one.
      .leftJoin('customCategory', 'customCategory.id', 'goal.customCategoryId')
      .select([
        'share.id',
        'share.goalId',
        'share.title',
        'share.description',
        'share.viewCount',
        'share.createdAt',
        'share.expiresAt',
        'goal.title as goalTitle',
        'goal.description as goalDescription',
        'goal.category',
        'goal.imageId',
        'goal.completedAt',
        'customCategory.id as customCategoryId',
        'customCategory.name as customCategoryName',
        'customCategory.icon as customCategoryIcon',
        'customCategory.color as customCategoryColor',
      ])
      .where('share.token', '=', token)
      .where((eb) => shareIsLive(eb, now))
  );
}
type LiveShareForView = InferResult<ReturnType<typeof liveShareForViewQuery>>[number];
// Compiled once: it runs on every view of a shared page.
const liveShareForView = compiledQuery<'token' | 'now', LiveShareForView>((db, slot) =>
  liveShareForViewQuery(db, slot('token'), slot('now')),
);

/** A live share by its token with its goal; a dead token (revoked, expired, unknown) finds nothing. */
export async function findLiveShareForView(db: Db, token: string, now: string) {
  const [row] = await liveShareForView(db, { token, now });
  return row;
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

/** Whether a moderator has taken down a link of this goal (and not restored it). */
export async function hasTakenDownShare(db: Db, goalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('share')
    .select('id')
    .where('goalId', '=', goalId)
    .where('takenDownAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
