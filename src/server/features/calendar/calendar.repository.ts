import type { CalendarRange } from '../../../common/calendar';
import type { Db } from '../../db/database';

/** The feed's owner with what decides whether the feed answers: plan, suspension, language. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendarFeed')
    .innerJoin('user', 'user.id', 'calendarFeed.userId')
    .select([
      'user.id as userId',
      'user.plan',
      'user.planSource',
      'user.proUntil',
      'user.banned',
      'user.locale',
    ])
    .where('calendarFeed.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findFeed(db: Db, userId: string) {
  return db.selectFrom('calendarFeed').select(['createdAt']).where('userId', '=', userId).executeTakeFirst();
}

/** One feed per user: a new token replaces the old one in the same row. */
export async function replaceFeed(
  db: Db,
  userId: string,
  tokenHash: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('calendarFeed')
    .values({ userId, tokenHash, createdAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ tokenHash, createdAt }))
    .execute();
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('calendarFeed').where('userId', '=', userId).execute();
}

/** The user's goals with a target date, within the range when one is given. */
export async function datedGoals(db: Db, userId: string, range?: CalendarRange) {
  let query = db
    .selectFrom('goal')
    .select(['id', 'title', 'description', 'targetDate', 'status', 'updatedAt'])
    .where('userId', '=', userId)
    .where('targetDate', 'is not', null);
  if (range) query = query.where('targetDate', '>=', range.from).where('targetDate', '<=', range.to);
  return query.orderBy('targetDate').orderBy('id').execute();
}

/** The user's milestones with a due date, with their goal, within the range when one is given. */
export async function datedMilestones(db: Db, userId: string, range?: CalendarRange) {
  let query = db
    .selectFrom('milestone')
    .innerJoin('goal', 'goal.id', 'milestone.goalId')
    .select([
      'milestone.id',
      'milestone.title',
      'milestone.dueDate',
      'milestone.done',
      'milestone.updatedAt',
      'goal.id as goalId',
      'goal.title as goalTitle',
      'goal.status as goalStatus',
    ])
    .where('milestone.userId', '=', userId)
    .where('milestone.dueDate', 'is not', null);
  if (range)
    query = query.where('milestone.dueDate', '>=', range.from).where('milestone.dueDate', '<=', range.to);
  return query.orderBy('milestone.dueDate').orderBy('milestone.id').execute();
}
