import type { Memory, MemoryUpdate } from '@common/memories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { memoriesQueryKey } from './list-memories';

/** PATCH /api/memories/:id: caption, tags, public flag and a note's content. */
export function updateMemory({ id, changes }: { id: string; changes: MemoryUpdate }): Promise<Memory> {
  return apiRequest<Memory>('PATCH', `/api/memories/${encodeURIComponent(id)}`, changes);
}

export function useUpdateMemory(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    onSuccess: (memory) =>
      queryClient.setQueryData<Memory[]>(memoriesQueryKey(goalId), (list) =>
        list?.map((item) => (item.id === memory.id ? memory : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey(goalId) }),
  });
}
