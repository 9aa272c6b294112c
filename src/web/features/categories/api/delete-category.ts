import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { CATEGORIES_QUERY_KEY, GOAL_LISTS_KEY } from './list-categories';

/** DELETE /api/me/categories/:id: 204; its goals keep their built-in category. */
export async function deleteCategory(id: string): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey([...CATEGORIES_QUERY_KEY, id]));
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
        client.invalidateQueries({ queryKey: GOAL_LISTS_KEY }),
      ]),
  });
}
