import { apiRequest } from '@web/lib/api-client';
import { goalPath } from './keys';
import { useSharingChange } from './use-sharing-change';

/** POST /api/bucket-list/:id/owner: the member becomes the owner; the former owner an editor. */
export function useTransferOwner(goalId: string) {
  return useSharingChange((userId: string) =>
    apiRequest<void>('POST', `${goalPath(goalId)}/owner`, { userId }),
  );
}
