import type { AiTravel, AiTravelBody } from '@common/ai';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/ai/travel: the destinations that fit the preferences best. */
function matchTravel(body: AiTravelBody): Promise<AiTravel> {
  return apiRequest<AiTravel>('POST', '/api/ai/travel', body);
}

export function useMatchTravel() {
  // Never retried behind the user's back: each call spends one of the hourly requests.
  return useMutation({ mutationFn: matchTravel, retry: false });
}
