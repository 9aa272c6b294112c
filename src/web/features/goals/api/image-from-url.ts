import type { Media } from '@common/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { retryUnlessRefused } from '../lib/goal-errors';
import { usageQueryOptions } from './get-usage';

const FROM_URL_PATH = '/api/media/from-url';

/** POST /api/media/from-url: the server fetches the image; 422 IMAGE_FETCH_FAILED or URL_NOT_ALLOWED. */
function imageFromUrl(url: string): Promise<Media> {
  return apiRequest<Media>('POST', FROM_URL_PATH, { url });
}

export function useImageFromUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: imageFromUrl,
    retry: retryUnlessRefused,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
  });
}
