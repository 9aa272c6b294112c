import type { Insights } from '@common/insights';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const insightsKey = ['api', 'me', 'insights'] as const;

/** GET /api/me/insights: my progress in figures (Pro); asked for only when `enabled`. */
export function useInsights(enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(insightsKey, (signal) => apiGet<Insights>(insightsKey, signal)),
    enabled,
    // Goals change on other screens without touching this key: each visit asks again, showing the
    // last figures meanwhile.
    refetchOnMount: 'always',
  });
}
