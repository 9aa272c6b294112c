import type { Insertable } from 'kysely';
import type { MemberRole } from '../../../common/collaboration';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';
import type { GoalInvitationTable } from '../../db/schema';
import { goalAccessibleBy } from '../goals';

const INVITATION_COLUMNS = [
  'goalInvitation.id',
  'goalInvitation.goalId',
  'goalInvitation.email',
  'goalInvitation.role',
  'goalInvitation.invitedBy',
  'goalInvitation.createdAt',
  'goalInvitation.expiresAt',
  'goalInvitation.acceptedAt',
  'goalInvitation.revokedAt',
] as const;

/** The goal if the viewer may act on it so; with `lock`, its row stays locked until commit on PostgreSQL. */
export async function findGoalFor(
  db: Db,
  viewerId: string,
  goalId: string,
  action: 'read' | 'own',
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('goal')
    .select(['goal.id', 'goal.userId', 'goal.title'])
    .where('goal.id', '=', goalId)
    .where(goalAccessibleBy(viewerId, action));
  if (options.lock && !isSqlite(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findPersonByEmail(db: Db, email: string) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'locale'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** The goal's members, oldest first, with their names. */
export async function listMembers(db: Db, goalId: string) {
  return db
    .selectFrom('goalMember')
    .innerJoin('user', 'user.id', 'goalMember.userId')
    .select(['goalMember.userId', 'goalMember.role', 'user.name', 'user.email', 'user.locale'])
    .where('goalMember.goalId', '=', goalId)
    .orderBy('goalMember.createdAt')
    .orderBy('goalMember.userId')
    .execute();
}

export async function findMemberRole(db: Db, goalId: string, userId: string) {
  const row = await db
    .selectFrom('goalMember')
    .select('role')
    .where('goalId', '=', goalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

export async function insertMember(db: Db, goalId: string, userId: string, role: MemberRole, now: string) {
  await db.insertInto('goalMember').values({ goalId, userId, role, createdAt: now }).execute();
}

export async function setMemberRole(db: Db, goalId: string, userId: string, role: MemberRole) {
  const result = await db
    .updateTable('goalMember')
    .set({ role })
    .where('goalId', '=', goalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMember(db: Db, goalId: string, userId: string) {
  const result = await db
    .deleteFrom('goalMember')
    .where('goalId', '=', goalId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Hands the goal over; its own category stays with the one who made it. */
export async function setGoalOwner(db: Db, goalId: string, userId: string, now: string) {
  await db
    .updateTable('goal')
    .set({ userId, customCategoryId: null, updatedAt: now })
    .where('id', '=', goalId)
    .execute();
}

/** Invitations neither accepted, withdrawn nor expired, oldest first. */
export async function listPendingInvitations(db: Db, goalId: string, now: string) {
  return db
    .selectFrom('goalInvitation')
    .select(INVITATION_COLUMNS)
    .where('goalId', '=', goalId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function countInvitationsSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('goalInvitation')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('invitedBy', '=', userId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInvitation(db: Db, row: Insertable<GoalInvitationTable>) {
  await db.insertInto('goalInvitation').values(row).execute();
}

/** Withdraws pending invitations of the goal: one by id, or every one to an address. */
export async function revokeInvitations(
  db: Db,
  goalId: string,
  which: { id: string } | { email: string },
  now: string,
): Promise<number> {
  let query = db
    .updateTable('goalInvitation')
    .set({ revokedAt: now })
    .where('goalId', '=', goalId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('email', '=', which.email);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An invitation by its token's hash, with its goal's title and the inviter's name. */
export async function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('goalInvitation')
    .innerJoin('goal', 'goal.id', 'goalInvitation.goalId')
    .innerJoin('user', 'user.id', 'goalInvitation.invitedBy')
    .select([
      ...INVITATION_COLUMNS,
      'goal.title as goalTitle',
      'goal.userId as ownerId',
      'user.name as inviterName',
    ])
    .where('goalInvitation.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markInvitationAccepted(db: Db, id: string, userId: string, now: string) {
  const result = await db
    .updateTable('goalInvitation')
    .set({ acceptedAt: now, acceptedBy: userId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Members of the goals a user owns, to tell them when that user's account (and so the goal) goes. */
export async function membersOfOwnedGoals(db: Db, ownerId: string) {
  return db
    .selectFrom('goalMember')
    .innerJoin('goal', 'goal.id', 'goalMember.goalId')
    .innerJoin('user', 'user.id', 'goalMember.userId')
    .select(['goal.title as goalTitle', 'user.email', 'user.locale'])
    .where('goal.userId', '=', ownerId)
    .execute();
}
