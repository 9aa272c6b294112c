import type { MemberRole } from '@common/collaboration';
import { apiRequest } from '@web/lib/api-client';
import { goalPath } from './keys';
import { useSharingChange } from './use-sharing-change';

/** PATCH /api/bucket-list/:id/members/:userId: the owner makes a member an editor or a viewer. */
export function useChangeRole(goalId: string) {
  return useSharingChange(({ userId, role }: { userId: string; role: MemberRole }) =>
    apiRequest<void>('PATCH', `${goalPath(goalId)}/members/${encodeURIComponent(userId)}`, { role }),
  );
}
