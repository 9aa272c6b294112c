import { apiRequest } from '@web/lib/api-client';
import { goalPath } from './keys';
import { useSharingChange } from './use-sharing-change';

/** DELETE /api/bucket-list/:id/members/:userId: the owner removes a member, or a member (own id) leaves. */
export function useRemoveMember(goalId: string) {
  return useSharingChange((userId: string) =>
    apiRequest<void>('DELETE', `${goalPath(goalId)}/members/${encodeURIComponent(userId)}`),
  );
}
