import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits';
import { idSchema } from './params';

/**
 * Goals shared with friends. The owner (Pro) invites by email; an editor changes the goal, its
 * milestones and memories; a viewer reads them. Only the owner shares by link, manages members,
 * hands the goal over or deletes it.
 */
export const MEMBER_ROLES = ['editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type GoalRole = 'owner' | MemberRole;

/** Invitation mails one user may send per hour. */
export const INVITATIONS_PER_HOUR = 30;

/** The page an invitation mail links to; it accepts the invitation once signed in. */
export const INVITATION_PAGE_PATH = '/invitations';
export function invitationPageUrl(token: string, baseUrl = ''): string {
  return `${baseUrl}${INVITATION_PAGE_PATH}/${encodeURIComponent(token)}`;
}

const role = z.enum(MEMBER_ROLES, { message: 'Choose editor or viewer.' });

/** Body of POST /api/bucket-list/:id/invitations. */
export const invitationCreateSchema = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter an email address.')),
  role,
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

/** Body of PATCH /api/bucket-list/:id/members/:userId. */
export const memberUpdateSchema = z.object({ role });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** Body of POST /api/bucket-list/:id/owner: a member who becomes the owner (the old owner stays, as editor). */
export const ownerTransferSchema = z.object({ userId: idSchema });
export type OwnerTransfer = z.infer<typeof ownerTransferSchema>;

/** A person on a goal, as its cards and member list show them. */
export type GoalPerson = { id: string; name: string };
export type GoalMember = GoalPerson & { role: GoalRole };

/** A goal's sharing as answered with the goal: my role, its owner when that is not me, its members. */
export type GoalSharing = {
  role: GoalRole;
  sharedBy: GoalPerson | null;
  members: GoalMember[];
};

/** A pending invitation, as its goal's owner sees it. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: MemberRole;
  createdAt: string;
  expiresAt: string;
};

/** GET /api/bucket-list/:id/members: owner first; invitations only for the owner. */
export type GoalMembers = {
  members: GoalMember[];
  invitations: PendingInvitation[];
};

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/invitations/:token: what the invitation page shows before it is accepted. */
export type InvitationPreview = {
  state: InvitationState;
  goalTitle: string;
  invitedBy: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
};

/** POST /api/invitations/:token/accept. */
export type InvitationAccepted = { goalId: string; role: MemberRole };
