import type { AdminUser, AdminUserFilter, AdminUserPage } from '@common/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';
import { ADMIN_USERS_KEY } from './admin-keys';

export type UserListParams = { q: string; filter: AdminUserFilter; page: number; pageSize: number };

const EMPTY: AdminUserPage = { data: [], count: 0, page: 1, pageSize: 1 };

function usersQueryOptions(params: UserListParams) {
  const queryKey = [
    ...ADMIN_USERS_KEY,
    { q: params.q || undefined, filter: params.filter, page: params.page, pageSize: params.pageSize },
  ] as const;
  return queryOptions({
    queryKey,
    // A 403 (no longer an administrator) reads as null: nothing to list.
    queryFn: async ({ signal }) => (await apiGet<AdminUserPage>(queryKey, signal)) ?? EMPTY,
    ...cacheTimesFor(queryKey),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users?q=&filter=&page=&pageSize=: a page of accounts, newest first. */
export function useAdminUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}

/** GET /api/admin/users/:id: one account (the goals tab names the owner it is narrowed to). */
export function useAdminUser(id: string | null) {
  const queryKey = [...ADMIN_USERS_KEY, id ?? ''] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<AdminUser>(queryKey, signal),
    ...cacheTimesFor(queryKey),
    enabled: id !== null,
  });
}
