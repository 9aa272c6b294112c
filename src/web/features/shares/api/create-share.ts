import type { Share, ShareCreate } from '@common/shares';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { shareQueryKey } from './get-share';

/** POST /api/bucket-list/:id/share: 201 with the new link (it replaces a previous one). */
function createShare({ goalId, input }: { goalId: string; input: ShareCreate }): Promise<Share> {
  return apiRequest<Share>('POST', requestPathFromKey(shareQueryKey(goalId)), input);
}

export function useCreateShare(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareCreate) => createShare({ goalId, input }),
    onSuccess: (share) => queryClient.setQueryData(shareQueryKey(goalId), share),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareQueryKey(goalId) }),
  });
}
