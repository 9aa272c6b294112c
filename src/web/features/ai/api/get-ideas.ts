import type { AiIdeas, AiIdeasBody } from '@common/ai';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** What the user asked for: the body of POST /api/ai/ideas without its count. */
export type IdeasRequest = Omit<AiIdeasBody, 'count'>;

/** POST /api/ai/ideas: a POST because each answer spends one of the user's hourly requests. */
function getIdeas(request: IdeasRequest): Promise<AiIdeas> {
  return apiRequest<AiIdeas>('POST', '/api/ai/ideas', request);
}

export function useIdeas() {
  // Never retried behind the user's back: a retry spends the hourly budget too, and the error
  // state offers its own button.
  return useMutation({ mutationFn: getIdeas, retry: false });
}
