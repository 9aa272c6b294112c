import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type GoalMembers,
  INVITATIONS_PER_HOUR,
  type InvitationAccepted,
  type InvitationCreate,
  type InvitationPreview,
  type InvitationState,
  invitationPageUrl,
  type MemberRole,
  type PendingInvitation,
} from '../../../common/collaboration';
import { GOAL_MEMBERS_MAX, INVITATION_VALID_DAYS, LOCALES, type Locale } from '../../../common/limits';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import { countGoalsOf } from '../goals';
import { entitlementsOf, requirePro } from '../plans';
import {
  countInvitationsSince,
  deleteMember,
  findGoalFor,
  findInvitationByHash,
  findMemberRole,
  findPerson,
  findPersonByEmail,
  insertInvitation,
  insertMember,
  listMembers,
  listPendingInvitations,
  markInvitationAccepted,
  membersOfOwnedGoals,
  revokeInvitations,
  setGoalOwner,
  setMemberRole,
} from './collaboration.repository';
import { goalGoneMail, invitationMail } from './collaboration-mail';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');
const memberNotFound = () => new AppError('NOT_FOUND', 'No such member of this goal.');
const invitationNotFound = () => new AppError('NOT_FOUND', 'No such invitation.');

const localeOf = (value: string | null | undefined): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'en';
/** Only the hash is stored: a database leak opens no goal. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

function stateOf(row: InvitationRow, now: string): InvitationState {
  if (row.revokedAt !== null) return 'revoked';
  if (row.acceptedAt !== null) return 'accepted';
  return toIso(row.expiresAt) <= now ? 'expired' : 'pending';
}

const STATE_ERRORS = {
  revoked: 'INVITATION_REVOKED',
  accepted: 'INVITATION_USED',
  expired: 'INVITATION_EXPIRED',
} as const;

function toPending(row: Awaited<ReturnType<typeof listPendingInvitations>>[number]): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: toIso(row.createdAt),
    expiresAt: toIso(row.expiresAt),
  };
}

type CollaborationDeps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'logger'>;

/**
 * Sharing one goal with friends: invitations by mail, members and their roles, leaving, handing
 * the goal over. Who may then read or change the goal is the goals' access rule; this feature only
 * keeps its member rows.
 */
export function collaborationService({ database, mailer, config, logger }: CollaborationDeps) {
  const { db } = database;

  /** Mail goes after the commit; a failed delivery is logged and the change stays. */
  async function send(what: string, message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, what }, 'collaboration mail not sent');
    }
  }

  async function ownGoal(trx: Db, userId: string, goalId: string) {
    const goal = await findGoalFor(trx, userId, goalId, 'own', { lock: true });
    if (!goal) throw goalNotFound();
    return goal;
  }

  return {
    /** Everyone on the goal, owner first; its pending invitations for the owner only. */
    async members(userId: string, goalId: string): Promise<GoalMembers> {
      const goal = await findGoalFor(db, userId, goalId, 'read');
      if (!goal) throw goalNotFound();
      const [owner, members] = await Promise.all([findPerson(db, goal.userId), listMembers(db, goalId)]);
      const isOwner = goal.userId === userId;
      const invitations = isOwner ? await listPendingInvitations(db, goalId, new Date().toISOString()) : [];
      return {
        members: [
          { id: goal.userId, name: owner?.name ?? '', role: 'owner' },
          ...members.map((member) => ({ id: member.userId, name: member.name, role: member.role })),
        ],
        invitations: invitations.map(toPending),
      };
    },

    /**
     * Invites an address to the goal (Pro owners only). Inviting an address again withdraws its
     * earlier invitation, so only the newest link works. Counted per inviter and hour in the
     * database, so the limit holds across instances.
     */
    async invite(userId: string, goalId: string, input: InvitationCreate): Promise<PendingInvitation> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const created = await db.transaction().execute(async (trx) => {
        const goal = await ownGoal(trx, userId, goalId);
        await requirePro(trx, userId, 'collaboration');
        const since = new Date(now.getTime() - HOUR_MS).toISOString();
        if ((await countInvitationsSince(trx, userId, since)) >= INVITATIONS_PER_HOUR) {
          throw new AppError('RATE_LIMITED', `At most ${INVITATIONS_PER_HOUR} invitations an hour.`);
        }
        const inviter = await findPerson(trx, userId);
        if (!inviter) throw new AppError('UNAUTHORIZED');
        if (inviter.email.toLowerCase() === input.email) throw new AppError('CANNOT_INVITE_SELF');
        const invitee = await findPersonByEmail(trx, input.email);
        if (invitee && (await findMemberRole(trx, goalId, invitee.id))) throw new AppError('ALREADY_MEMBER');
        await revokeInvitations(trx, goalId, { email: input.email }, now.toISOString());
        const [members, pending] = await Promise.all([
          listMembers(trx, goalId),
          listPendingInvitations(trx, goalId, now.toISOString()),
        ]);
        if (members.length + pending.length >= GOAL_MEMBERS_MAX) throw new AppError('MEMBER_LIMIT_REACHED');
        const row = {
          id: randomUUID(),
          goalId,
          email: input.email,
          role: input.role,
          tokenHash: hashOf(token),
          invitedBy: userId,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
          acceptedAt: null,
          acceptedBy: null,
          revokedAt: null,
        };
        await insertInvitation(trx, row);
        return { row, goal, inviter, locale: localeOf(invitee?.locale ?? inviter.locale) };
      });
      const { row, goal, inviter, locale } = created;
      await send(
        'invitation',
        invitationMail(
          locale,
          row.email,
          { inviter: inviter.name, goalTitle: goal.title, role: row.role },
          invitationPageUrl(token, config.baseUrl),
        ),
      );
      return toPending(row);
    },

    async revokeInvitation(userId: string, goalId: string, invitationId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownGoal(trx, userId, goalId);
        const revoked = await revokeInvitations(trx, goalId, { id: invitationId }, new Date().toISOString());
        if (revoked === 0) throw invitationNotFound();
      });
    },

    async changeRole(userId: string, goalId: string, memberId: string, role: MemberRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownGoal(trx, userId, goalId);
        if (!(await setMemberRole(trx, goalId, memberId, role))) throw memberNotFound();
      });
    },

    /** The owner removes a member; a member removes themself (leaves). Access ends with the commit. */
    async removeMember(userId: string, goalId: string, memberId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const goal = await findGoalFor(trx, userId, goalId, 'read', { lock: true });
        if (!goal) throw goalNotFound();
        if (goal.userId !== userId && memberId !== userId) throw new AppError('FORBIDDEN');
        if (!(await deleteMember(trx, goalId, memberId))) throw memberNotFound();
      });
    },

    /**
     * Makes a member the owner; the former owner stays on the goal as an editor. The new owner's
     * plan must have room for one more goal, as if they had made it.
     */
    async transfer(userId: string, goalId: string, newOwnerId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await ownGoal(trx, userId, goalId);
        if (!(await findMemberRole(trx, goalId, newOwnerId))) throw memberNotFound();
        const { goalLimit } = await entitlementsOf(trx, newOwnerId, { lock: true });
        if (goalLimit !== null && (await countGoalsOf(trx, newOwnerId)) >= goalLimit) {
          throw new AppError('GOAL_LIMIT_REACHED', `Their free plan allows ${goalLimit} goals.`);
        }
        const now = new Date().toISOString();
        await deleteMember(trx, goalId, newOwnerId);
        await setGoalOwner(trx, goalId, newOwnerId, now);
        await insertMember(trx, goalId, userId, 'editor', now);
      });
    },

    /** What the invitation page shows; anyone holding the link may see it. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await findInvitationByHash(db, hashOf(token));
      if (!row) throw invitationNotFound();
      return {
        state: stateOf(row, new Date().toISOString()),
        goalTitle: row.goalTitle,
        invitedBy: row.inviterName,
        email: row.email,
        role: row.role,
        expiresAt: toIso(row.expiresAt),
      };
    },

    /** Accepts once, for the invited address only; an address already on the goal keeps its place. */
    async accept(userId: string, token: string): Promise<InvitationAccepted> {
      return db.transaction().execute(async (trx) => {
        const row = await findInvitationByHash(trx, hashOf(token));
        if (!row) throw invitationNotFound();
        const now = new Date().toISOString();
        const state = stateOf(row, now);
        if (state !== 'pending') throw new AppError(STATE_ERRORS[state]);
        const person = await findPerson(trx, userId);
        if (!person) throw new AppError('UNAUTHORIZED');
        if (person.email.toLowerCase() !== row.email) throw new AppError('INVITATION_WRONG_ACCOUNT');
        if (!person.emailVerified) throw new AppError('FORBIDDEN', 'Verify your email address first.');
        if (row.ownerId === userId) throw new AppError('ALREADY_MEMBER');
        if (!(await markInvitationAccepted(trx, row.id, userId, now))) throw new AppError('INVITATION_USED');
        const current = await findMemberRole(trx, row.goalId, userId);
        if (current) await setMemberRole(trx, row.goalId, userId, row.role);
        else await insertMember(trx, row.goalId, userId, row.role, now);
        return { goalId: row.goalId, role: row.role };
      });
    },

    /**
     * Before an account is deleted: who to tell that the goals it owned (and shared) are gone. The
     * answer sends those mails, once the deletion went through.
     */
    async farewell(ownerId: string): Promise<() => Promise<void>> {
      const [owner, members] = await Promise.all([findPerson(db, ownerId), membersOfOwnedGoals(db, ownerId)]);
      return async () => {
        for (const member of members) {
          await send(
            'goal gone',
            goalGoneMail(localeOf(member.locale), member.email, owner?.name ?? '', member.goalTitle),
          );
        }
      };
    },
  };
}

export type CollaborationService = ReturnType<typeof collaborationService>;
