import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { GoalMember, GoalPerson, GoalRole, GoalSharing } from '../../../common/collaboration';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { goalAccessibleBy } from './goals.repository';

/** A goal nobody else shares: what a new goal, or one of an owner without members, answers. */
export const NOT_SHARED: GoalSharing = { role: 'owner', sharedBy: null, members: [] };

type Shareable = { id: string; userId: string };

/**
 * Each goal's sharing as `viewerId` sees it: their role, the owner when that is someone else, and
 * everyone on the goal (owner first) when it has members. Two reads for a whole page: the members
 * of its goals (goalMember's primary key), and the names of the people involved, skipped when no
 * goal of the page is shared.
 */
export async function sharingOfGoals(
  db: Db,
  viewerId: string,
  goals: readonly Shareable[],
): Promise<Map<string, GoalSharing>> {
  const sharing = new Map<string, GoalSharing>();
  if (goals.length === 0) return sharing;
  const memberRows = await db
    .selectFrom('goalMember')
    .select(['goalId', 'userId', 'role'])
    .where(
      'goalId',
      'in',
      goals.map((goal) => goal.id),
    )
    .orderBy('createdAt')
    .orderBy('userId')
    .execute();
  const shared = goals.filter(
    (goal) => goal.userId !== viewerId || memberRows.some((member) => member.goalId === goal.id),
  );
  if (shared.length === 0) return sharing;

  const personIds = [...new Set([...shared.map((goal) => goal.userId), ...memberRows.map((m) => m.userId)])];
  const people = new Map<string, GoalPerson>();
  for (const person of await db
    .selectFrom('user')
    .select(['id', 'name'])
    .where('id', 'in', personIds)
    .execute()) {
    people.set(person.id, { id: person.id, name: person.name });
  }
  const personOf = (id: string): GoalPerson => people.get(id) ?? { id, name: '' };

  for (const goal of shared) {
    const members = memberRows.filter((member) => member.goalId === goal.id);
    const mine = members.find((member) => member.userId === viewerId);
    const role: GoalRole = goal.userId === viewerId ? 'owner' : (mine?.role ?? 'viewer');
    const everyone: GoalMember[] =
      members.length === 0
        ? []
        : [
            { ...personOf(goal.userId), role: 'owner' },
            ...members.map((member) => ({ ...personOf(member.userId), role: member.role })),
          ];
    sharing.set(goal.id, {
      role,
      sharedBy: goal.userId === viewerId ? null : personOf(goal.userId),
      members: everyone,
    });
  }
  return sharing;
}

export const sharingIn = (sharing: Map<string, GoalSharing>, goalId: string): GoalSharing =>
  sharing.get(goalId) ?? NOT_SHARED;

/**
 * The files a viewer sees through goals they share with others: the image and the memory files
 * of a goal they own or are a member of, whoever uploaded them (their own files they see anyway).
 */
export function mediaOpenedByGoals(viewerId: string) {
  return (eb: ExpressionBuilder<Database, 'media'>): Expression<SqlBool> =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('goal')
          .select('goal.id')
          .whereRef('goal.imageId', '=', 'media.id')
          .where(goalAccessibleBy(viewerId, 'read')),
      ),
      eb.exists(
        eb
          .selectFrom('memory')
          .innerJoin('goal', 'goal.id', 'memory.goalId')
          .select('memory.id')
          .whereRef('memory.mediaId', '=', 'media.id')
          .where(goalAccessibleBy(viewerId, 'read')),
      ),
    ]);
}
