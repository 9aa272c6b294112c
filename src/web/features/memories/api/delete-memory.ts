import type { Memory } from '@common/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { memoriesQueryKey } from './list-memories';

/** DELETE /api/memories/:id: 204; the memory (and its media) is gone. */
export async function deleteMemory(id: string): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/memories/${encodeURIComponent(id)}`);
}

export function useDeleteMemory(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Memory[]>(memoriesQueryKey(goalId), (list) =>
        list?.filter((item) => item.id !== id),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memoriesQueryKey(goalId) }),
        queryClient.invalidateQueries({ queryKey: ['api', 'me', 'usage'] }),
      ]),
  });
}
