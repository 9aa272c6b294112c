import type { TranslationStatus } from '@common/translate';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const TRANSLATION_STATUS_QUERY_KEY = ['api', 'translate', 'status'] as const;

/** GET /api/translate/status: which engine translates, and whether it answers now. */
function getTranslationStatus(signal?: AbortSignal): Promise<TranslationStatus | null> {
  return apiGet<TranslationStatus>(TRANSLATION_STATUS_QUERY_KEY, signal);
}

export function useTranslationStatus() {
  return useQuery(apiQueryOptions(TRANSLATION_STATUS_QUERY_KEY, getTranslationStatus));
}
