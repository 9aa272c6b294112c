import type { CustomCategoryList } from '@common/custom-categories';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/me/categories, keyed by its path like every read. */
export const CATEGORIES_QUERY_KEY = ['api', 'me', 'categories'] as const;

/** The goal answers carry each goal's own category: a change to one changes them too. */
export const GOAL_LISTS_KEY = ['api', 'bucket-list'] as const;

const EMPTY: CustomCategoryList = { categories: [], limit: 0 };

export async function listCategories(signal?: AbortSignal): Promise<CustomCategoryList> {
  return (await apiGet<CustomCategoryList>(CATEGORIES_QUERY_KEY, signal)) ?? EMPTY;
}

export function categoriesQueryOptions() {
  return apiQueryOptions(CATEGORIES_QUERY_KEY, listCategories);
}

export function useCategories(options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled: options.enabled ?? true });
}
