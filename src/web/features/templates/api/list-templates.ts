import type { TemplateList } from '@common/templates';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/templates, keyed by its path like every read. */
export const TEMPLATES_QUERY_KEY = ['api', 'templates'] as const;

const EMPTY: TemplateList = { templates: [] };

export async function listTemplates(signal?: AbortSignal): Promise<TemplateList> {
  return (await apiGet<TemplateList>(TEMPLATES_QUERY_KEY, signal)) ?? EMPTY;
}

export function templatesQueryOptions() {
  return apiQueryOptions(TEMPLATES_QUERY_KEY, listTemplates);
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
