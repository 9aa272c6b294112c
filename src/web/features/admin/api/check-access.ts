import type { AdminCheck } from '@common/admin';
import type { Role } from '@common/roles';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { ADMIN_CHECK_KEY } from './admin-keys';

/** A role change must reach the gate soon, but every tab switch need not ask again. */
const CHECK_STALE_MS = 30_000;

/**
 * GET /api/admin/check-access. The server decides: null is its 403 (signed in, not an
 * administrator); a visitor's 401 is the query's error.
 */
export function useAdminCheck() {
  return useQuery({
    ...apiQueryOptions(ADMIN_CHECK_KEY, (signal) => apiGet<AdminCheck>(ADMIN_CHECK_KEY, signal)),
    staleTime: CHECK_STALE_MS,
    // A refusal stays a refusal; retrying would only delay the answer.
    retry: false,
  });
}

/** The signed-in administrator (id and role), once known: the gate's answer, reused. */
export function useAdminActor(): { id: string; role: Role } | null {
  return useAdminCheck().data?.data.user ?? null;
}
