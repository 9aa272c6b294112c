import type { Media } from '@common/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '@web/lib/api-client';
import { retryUnlessRefused } from '../lib/goal-errors';
import { usageQueryOptions } from './get-usage';

const MEDIA_PATH = '/api/media';

/**
 * POST /api/media (multipart, field `file`): 201 with the stored media. 413 FILE_TOO_LARGE,
 * 415 UNSUPPORTED_MEDIA_TYPE, 422 STORAGE_QUOTA_EXCEEDED or IMAGE_TOO_LARGE_DIMENSIONS.
 * `onProgress` hears the share of the bytes sent.
 */
export function uploadImage({
  file,
  fileName,
  onProgress,
}: {
  file: Blob;
  fileName: string;
  onProgress?: UploadProgress;
}): Promise<Media> {
  const form = new FormData();
  form.append('file', file, fileName);
  return apiUpload<Media>(MEDIA_PATH, form, { onProgress });
}

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    retry: retryUnlessRefused,
    // The stored bytes count against the storage quota shown on the dashboard.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
  });
}
