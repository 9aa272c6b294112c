import type { InvitationCreate, PendingInvitation } from '@common/collaboration';
import { apiRequest } from '@web/lib/api-client';
import { goalPath } from './keys';
import { useSharingChange } from './use-sharing-change';

/** POST /api/bucket-list/:id/invitations: mails a single-use link to the address. */
export function useInviteMember(goalId: string) {
  return useSharingChange((body: InvitationCreate) =>
    apiRequest<PendingInvitation>('POST', `${goalPath(goalId)}/invitations`, body),
  );
}
