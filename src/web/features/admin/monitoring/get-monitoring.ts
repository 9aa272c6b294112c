import type { MonitoringSnapshot } from '@common/monitoring';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const ADMIN_MONITORING_KEY = ['api', 'admin', 'monitoring'] as const;

/** GET /api/admin/monitoring: the server's figures (null only if the role was taken away meanwhile). */
export function useMonitoring() {
  return useQuery(
    apiQueryOptions(ADMIN_MONITORING_KEY, (signal) =>
      apiGet<MonitoringSnapshot>(ADMIN_MONITORING_KEY, signal),
    ),
  );
}
