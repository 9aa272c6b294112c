import type { GoalPage, GoalStatus } from '@common/goals';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';

/** Prefix of every goals query: invalidating it refreshes both lists (and any single goal). */
export const GOALS_QUERY_KEY = ['api', 'bucket-list'] as const;

const EMPTY_PAGE: GoalPage = { items: [], nextCursor: null };

/** GET /api/bucket-list?status=&cursor=: one page of my goals, newest first. */
export async function listGoals(
  status: GoalStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GoalPage> {
  // A 403 reads as null: show an empty list rather than an error.
  return (await apiGet<GoalPage>([...GOALS_QUERY_KEY, { status, cursor }], signal)) ?? EMPTY_PAGE;
}

function goalsQueryOptions(status: GoalStatus) {
  const queryKey = [...GOALS_QUERY_KEY, { status }] as const;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => listGoals(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    ...cacheTimesFor(queryKey),
  });
}

export function useGoals(status: GoalStatus) {
  return useInfiniteQuery(goalsQueryOptions(status));
}
