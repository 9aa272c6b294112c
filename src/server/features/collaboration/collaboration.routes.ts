import { Hono } from 'hono';
import {
  goalMembersSchema,
  invitationAcceptedSchema,
  invitationPreviewSchema,
} from '../../../common/api-responses';
import {
  invitationCreateSchema,
  memberUpdateSchema,
  ownerTransferSchema,
} from '../../../common/collaboration';
import type { ErrorCode } from '../../../common/errors';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { CollaborationService } from './collaboration.service';

const doc = (summary: string, rest: Pick<RouteDoc, 'success' | 'description'> & { errors?: ErrorCode[] }) =>
  routeDoc({ summary, tag: 'Sharing', access: 'user', errors: ['NOT_FOUND'], ...rest });

const done = { status: 204, description: 'Done.' };

/** /api/bucket-list/:id/{members,invitations,owner}: who shares one goal. */
export function goalMembersRoutes(collaboration: CollaborationService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/:id/members',
      doc("A goal's members", {
        description: 'Everyone on the goal, owner first; its pending invitations for the owner only.',
        success: { status: 200, description: 'The members.', schema: goalMembersSchema },
      }),
      idParams('id'),
      async (c) => c.json(await collaboration.members(currentUserId(c), c.req.param('id'))),
    )
    .post(
      '/:id/invitations',
      doc('Invite someone to a goal', {
        description:
          'Pro owners only. Mails a single-use link, valid for days, bound to the address. Inviting an address again withdraws its earlier link.',
        success: {
          status: 201,
          description: 'The pending invitation.',
          schema: goalMembersSchema.shape.invitations.element,
        },
        errors: [
          'NOT_FOUND',
          'PRO_REQUIRED',
          'CANNOT_INVITE_SELF',
          'ALREADY_MEMBER',
          'MEMBER_LIMIT_REACHED',
          'RATE_LIMITED',
        ],
      }),
      idParams('id'),
      jsonBody(invitationCreateSchema),
      async (c) =>
        c.json(await collaboration.invite(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .delete(
      '/:id/invitations/:invitationId',
      doc('Withdraw an invitation', { success: done }),
      idParams('id', 'invitationId'),
      async (c) => {
        await collaboration.revokeInvitation(
          currentUserId(c),
          c.req.param('id'),
          c.req.param('invitationId'),
        );
        return c.body(null, 204);
      },
    )
    .patch(
      '/:id/members/:userId',
      doc("Change a member's role", { success: done }),
      idParams('id', 'userId'),
      jsonBody(memberUpdateSchema),
      async (c) => {
        const { id, userId } = c.req.param();
        await collaboration.changeRole(currentUserId(c), id, userId, c.req.valid('json').role);
        return c.body(null, 204);
      },
    )
    .delete(
      '/:id/members/:userId',
      doc('Remove a member, or leave', {
        description: 'The owner removes anyone; a member removes themself. Access ends at once.',
        success: done,
        errors: ['NOT_FOUND', 'FORBIDDEN'],
      }),
      idParams('id', 'userId'),
      async (c) => {
        const { id, userId } = c.req.param();
        await collaboration.removeMember(currentUserId(c), id, userId);
        return c.body(null, 204);
      },
    )
    .post(
      '/:id/owner',
      doc('Hand a goal over to a member', {
        description: 'The member becomes the owner; the former owner stays on the goal as an editor.',
        success: done,
        errors: ['NOT_FOUND', 'GOAL_LIMIT_REACHED'],
      }),
      idParams('id'),
      jsonBody(ownerTransferSchema),
      async (c) => {
        await collaboration.transfer(currentUserId(c), c.req.param('id'), c.req.valid('json').userId);
        return c.body(null, 204);
      },
    );
}

/** /api/invitations/:token: the mailed link's page reads it without a session; accepting needs one. */
export function invitationRoutes(collaboration: CollaborationService) {
  return new Hono<AppEnv>()
    .get(
      '/:token',
      routeDoc({
        summary: 'An invitation',
        description: 'Public: what the invitation page shows, to whoever holds the link.',
        tag: 'Sharing',
        access: 'public',
        success: { status: 200, description: 'The invitation.', schema: invitationPreviewSchema },
        errors: ['NOT_FOUND', 'RATE_LIMITED'],
      }),
      idParams('token'),
      async (c) => c.json(await collaboration.preview(c.req.param('token'))),
    )
    .post(
      '/:token/accept',
      requireUser,
      doc('Accept an invitation', {
        description: 'Only for the invited address, once, before it expires.',
        success: {
          status: 200,
          description: 'The goal now shared with the caller.',
          schema: invitationAcceptedSchema,
        },
        errors: [
          'NOT_FOUND',
          'FORBIDDEN',
          'INVITATION_WRONG_ACCOUNT',
          'INVITATION_EXPIRED',
          'INVITATION_USED',
          'INVITATION_REVOKED',
          'ALREADY_MEMBER',
        ],
      }),
      idParams('token'),
      async (c) => c.json(await collaboration.accept(currentUserId(c), c.req.param('token'))),
    );
}
