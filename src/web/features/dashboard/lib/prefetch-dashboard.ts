import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@web/features/categories';
import { prefetchGoals, usageQueryOptions } from '@web/features/goals';
import { metaQueryOptions, siteSettingsQueryOptions } from '@web/features/meta';
import { templatesQueryOptions } from '@web/features/templates';

/**
 * Puts what the dashboard shows first into the cache before its first render, so that render
 * already shows the goals: drawn with loading states first, the screen was rendered and laid out
 * twice, once per state, and on a slow phone each pass was a long task. The answers are usually
 * on their way already (the boot script asked for them, lib/early-requests.ts). A list filtered by
 * the address (`?category=`) is left to the screen, which knows the filter.
 */
export function prefetchDashboard(queryClient: QueryClient, search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  const filtered = params.has('category') || params.has('customCategory');
  return Promise.all([
    ...(filtered ? [] : [prefetchGoals(queryClient, 'active'), prefetchGoals(queryClient, 'completed')]),
    queryClient.prefetchQuery(usageQueryOptions()),
    queryClient.prefetchQuery(metaQueryOptions()),
    queryClient.prefetchQuery(siteSettingsQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(templatesQueryOptions()),
  ]);
}
