import type { AdminCheck } from '@common/admin';
import type { Role } from '@common/roles';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { ADMIN_CHECK_KEY } from './admin-keys';

/** As the admin gate keeps it: a role change shows soon, a tab switch does not ask again. */
const CHECK_STALE_MS = 30_000;

/** GET /api/admin/check-access under the gate's key and shape, so the answer it has is reused. */
function adminCheckQueryOptions() {
  return {
    ...apiQueryOptions(ADMIN_CHECK_KEY, (signal) => apiGet<AdminCheck>(ADMIN_CHECK_KEY, signal)),
    staleTime: CHECK_STALE_MS,
    retry: false,
  };
}

/** The signed-in administrator (id and role), once known. */
export function useAdminActor(): { id: string; role: Role } | null {
  return useQuery(adminCheckQueryOptions()).data?.data.user ?? null;
}
