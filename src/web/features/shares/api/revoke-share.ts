import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { shareQueryKey } from './get-share';

/** DELETE /api/bucket-list/:id/share: 204; the link stops working at once. */
async function revokeShare(goalId: string): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey(shareQueryKey(goalId)));
}

export function useRevokeShare(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShare(goalId),
    onSuccess: () => queryClient.setQueryData(shareQueryKey(goalId), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareQueryKey(goalId) }),
  });
}
