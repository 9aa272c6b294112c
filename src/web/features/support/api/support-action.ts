import type { AdminSupportRequest } from '@common/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { SUPPORT_QUEUE_KEY } from './support-queue';

export type SupportAction = 'answer' | 'close' | 'reopen';
export type SupportActionVariables = { id: string; action: SupportAction; answer?: string };

/** POST /api/admin/support/requests/:id/answer {answer}, …/close, …/reopen: 200 with the request. */
export function supportAction({ id, action, answer }: SupportActionVariables): Promise<AdminSupportRequest> {
  const path = `/api/admin/support/requests/${encodeURIComponent(id)}/${action}`;
  return apiRequest<AdminSupportRequest>('POST', path, action === 'answer' ? { answer } : {});
}

export function useSupportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: supportAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPORT_QUEUE_KEY }),
  });
}
