import type { Memory, MemoryCreate } from '@common/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { retryUnlessRefused } from '../lib/retry';
import { memoriesQueryKey } from './list-memories';

/** POST /api/bucket-list/:id/memories: 201 with the memory (a note's HTML comes back sanitised). */
export function createMemory({ goalId, input }: { goalId: string; input: MemoryCreate }): Promise<Memory> {
  return apiRequest<Memory>('POST', requestPathFromKey(memoriesQueryKey(goalId)), input);
}

export function useCreateMemory(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemoryCreate) => createMemory({ goalId, input }),
    retry: retryUnlessRefused,
    onSuccess: (memory) =>
      queryClient.setQueryData<Memory[]>(memoriesQueryKey(goalId), (list) => [
        memory,
        ...(list ?? []).filter((item) => item.id !== memory.id),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(goalId) }),
  });
}
