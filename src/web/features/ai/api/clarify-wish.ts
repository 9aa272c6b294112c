import type { AiClarity, AiClarityBody } from '@common/ai';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/ai/clarity: questions about the wish, or the goal it comes to. */
function clarifyWish(body: AiClarityBody): Promise<AiClarity> {
  return apiRequest<AiClarity>('POST', '/api/ai/clarity', body);
}

export function useClarifyWish() {
  // Never retried behind the user's back: each call spends one of the hourly requests.
  return useMutation({ mutationFn: clarifyWish, retry: false });
}
