import type { AdminGoalPage } from '@common/admin';
import type { Category, GoalStatus } from '@common/goals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';
import { ADMIN_GOALS_KEY } from './admin-keys';

export type GoalListParams = {
  q: string;
  status: GoalStatus | null;
  category: Category | null;
  userId: string | null;
  page: number;
  pageSize: number;
};

const EMPTY: AdminGoalPage = { data: [], count: 0, page: 1, pageSize: 1 };

function goalsQueryOptions(params: GoalListParams) {
  const queryKey = [
    ...ADMIN_GOALS_KEY,
    {
      q: params.q || undefined,
      status: params.status,
      category: params.category,
      userId: params.userId,
      page: params.page,
      pageSize: params.pageSize,
    },
  ] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await apiGet<AdminGoalPage>(queryKey, signal)) ?? EMPTY,
    ...cacheTimesFor(queryKey),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/goals?q=&status=&category=&userId=&page=&pageSize=: every user's goals, newest first. */
export function useAdminGoals(params: GoalListParams) {
  return useQuery(goalsQueryOptions(params));
}
