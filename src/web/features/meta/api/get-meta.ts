import type { AppMeta } from '@common/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const META_QUERY_KEY = ['api', 'meta'] as const;

/** GET /api/meta: the runtime mode and the social providers that are configured. */
function getMeta(signal?: AbortSignal): Promise<AppMeta | null> {
  return apiGet<AppMeta>(META_QUERY_KEY, signal);
}

export function metaQueryOptions() {
  return { ...apiQueryOptions(META_QUERY_KEY, getMeta), staleTime: Number.POSITIVE_INFINITY };
}

export function useMeta() {
  return useQuery(metaQueryOptions());
}

/** The mode the server wrote on the page (`<html data-mode>`), known before /api/meta answers. */
function pageMode(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.dataset.mode;
}

/**
 * Demo mode from the first render on: a banner that appeared only once /api/meta answered would
 * push the whole page down.
 */
export function useIsDemo(): boolean {
  return (useMeta().data?.mode ?? pageMode()) === 'demo';
}
