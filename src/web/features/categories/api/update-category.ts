import type { CustomCategory, CustomCategoryUpdate } from '@common/custom-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { CATEGORIES_QUERY_KEY, GOAL_LISTS_KEY } from './list-categories';

export type UpdateCategoryInput = { id: string; changes: CustomCategoryUpdate };

/** PATCH /api/me/categories/:id: the fields sent change; 403 PRO_REQUIRED, 409 name taken. */
export function updateCategory({ id, changes }: UpdateCategoryInput): Promise<CustomCategory> {
  return apiRequest<CustomCategory>('PATCH', requestPathFromKey([...CATEGORIES_QUERY_KEY, id]), changes);
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
        client.invalidateQueries({ queryKey: GOAL_LISTS_KEY }),
      ]),
  });
}
