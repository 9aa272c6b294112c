import type { CustomCategory, CustomCategoryCreate, CustomCategoryList } from '@common/custom-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { CATEGORIES_QUERY_KEY } from './list-categories';

/** POST /api/me/categories: 201 with the category; 403 PRO_REQUIRED, 409 name taken, 422 limit. */
export function createCategory(input: CustomCategoryCreate): Promise<CustomCategory> {
  return apiRequest<CustomCategory>('POST', requestPathFromKey(CATEGORIES_QUERY_KEY), input);
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) =>
      client.setQueryData<CustomCategoryList>(CATEGORIES_QUERY_KEY, (list) =>
        list ? { ...list, categories: [...list.categories, category] } : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}
