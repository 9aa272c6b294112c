import type { Category, GoalPage, GoalStatus } from '@common/goals';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';

/** Prefix of every goals query: invalidating it refreshes both lists (and any single goal). */
export const GOALS_QUERY_KEY = ['api', 'bucket-list'] as const;

const EMPTY_PAGE: GoalPage = { items: [], nextCursor: null };

/** Only the goals of one built-in category, or of one of the member's own (by id). */
export type GoalListFilter = { category?: Category | undefined; customCategory?: string | undefined };

/** GET /api/bucket-list?status=&category=&customCategory=&cursor=: one page of my goals, newest first. */
export async function listGoals(
  status: GoalStatus,
  cursor: string | null,
  signal?: AbortSignal,
  filter: GoalListFilter = {},
): Promise<GoalPage> {
  // A 403 reads as null: show an empty list rather than an error.
  return (await apiGet<GoalPage>([...GOALS_QUERY_KEY, { status, ...filter, cursor }], signal)) ?? EMPTY_PAGE;
}

function goalsQueryOptions(status: GoalStatus, filter: GoalListFilter = {}) {
  // The unfiltered lists keep their key of before, which other code edits and invalidates.
  const queryKey = [
    ...GOALS_QUERY_KEY,
    filter.category || filter.customCategory ? { status, ...filter } : { status },
  ] as const;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => listGoals(status, pageParam, signal, filter),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    ...cacheTimesFor(queryKey),
  });
}

/** The first page of one unfiltered list, into the cache ahead of the screen that shows it. */
export function prefetchGoals(queryClient: QueryClient, status: GoalStatus): Promise<void> {
  return queryClient.prefetchInfiniteQuery(goalsQueryOptions(status));
}

export function useGoals(status: GoalStatus, filter?: GoalListFilter) {
  return useInfiniteQuery(goalsQueryOptions(status, filter));
}
