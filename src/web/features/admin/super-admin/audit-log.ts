import type { AuditLogPage } from '@common/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';
import { AUDIT_LOG_KEY } from './super-admin-keys';

export type AuditLogParams = {
  actor: string;
  target: string;
  action: string;
  page: number;
  pageSize: number;
};

const EMPTY: AuditLogPage = { data: [], count: 0, page: 1, pageSize: 1 };

/** GET /api/admin/audit-log?actor=&target=&action=&page=&pageSize=: a page of records, newest first. */
export function useAuditLog(params: AuditLogParams) {
  const queryKey = [
    ...AUDIT_LOG_KEY,
    {
      actor: params.actor || undefined,
      target: params.target || undefined,
      action: params.action || undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
  ] as const;
  return useQuery(
    queryOptions({
      queryKey,
      // A 403 (no longer a super administrator) reads as null: nothing to list.
      queryFn: async ({ signal }) => (await apiGet<AuditLogPage>(queryKey, signal)) ?? EMPTY,
      ...cacheTimesFor(queryKey),
      // The previous page stays on screen while the next one loads, so the table does not jump.
      placeholderData: keepPreviousData,
    }),
  );
}
