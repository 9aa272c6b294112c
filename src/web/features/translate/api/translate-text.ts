import type { TranslateBody, Translation } from '@common/translate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/translate. */
function translateText(body: TranslateBody): Promise<Translation> {
  return apiRequest<Translation>('POST', '/api/translate', body);
}

export function useTranslateText() {
  // Never retried behind the user's back: each try spends one of the user's hourly translations.
  return useMutation({ mutationFn: translateText, retry: false });
}
