import type { SupportRequest, SupportRequestBody } from '@common/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { MY_SUPPORT_REQUESTS_KEY } from './my-support-requests';

/** POST /api/support/requests: 201 with the stored request; 429 RATE_LIMITED after 5 an hour. */
export function sendSupportRequest(body: SupportRequestBody): Promise<SupportRequest> {
  return apiRequest<SupportRequest>('POST', '/api/support/requests', body);
}

export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SUPPORT_REQUESTS_KEY }),
  });
}
