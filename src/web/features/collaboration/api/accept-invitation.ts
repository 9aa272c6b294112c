import type { InvitationAccepted } from '@common/collaboration';
import { apiRequest } from '@web/lib/api-client';
import { useSharingChange } from './use-sharing-change';

/** POST /api/invitations/:token/accept: the goal joins the signed-in member's dashboard. */
export function useAcceptInvitation(token: string) {
  return useSharingChange(() =>
    apiRequest<InvitationAccepted>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`),
  );
}
