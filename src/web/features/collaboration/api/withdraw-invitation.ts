import { apiRequest } from '@web/lib/api-client';
import { goalPath } from './keys';
import { useSharingChange } from './use-sharing-change';

/** DELETE /api/bucket-list/:id/invitations/:invitationId: the link stops working. */
export function useWithdrawInvitation(goalId: string) {
  return useSharingChange((invitationId: string) =>
    apiRequest<void>('DELETE', `${goalPath(goalId)}/invitations/${encodeURIComponent(invitationId)}`),
  );
}
