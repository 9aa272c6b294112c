import type { AiStatus } from '@common/ai';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const AI_STATUS_QUERY_KEY = ['api', 'ai', 'status'] as const;

/** GET /api/ai/status: null when the server refuses (not Pro, or AI turned off). */
function getAiStatus(signal?: AbortSignal): Promise<AiStatus | null> {
  return apiGet<AiStatus>(AI_STATUS_QUERY_KEY, signal);
}

/** Asked only when the screen offers its tools: a free user or a switched-off AI has no engine to name. */
export function useAiStatus(enabled: boolean) {
  return useQuery({ ...apiQueryOptions(AI_STATUS_QUERY_KEY, getAiStatus), enabled });
}
