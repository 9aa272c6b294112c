import type { AdminStats } from '@common/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { ADMIN_STATS_KEY } from './admin-keys';

/** GET /api/admin/stats: the overview's figures (null only if the role was taken away meanwhile). */
export function useAdminStats() {
  return useQuery(apiQueryOptions(ADMIN_STATS_KEY, (signal) => apiGet<AdminStats>(ADMIN_STATS_KEY, signal)));
}
