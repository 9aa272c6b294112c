import type { Media } from '@common/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '@web/lib/api-client';
import { retryUnlessRefused } from '../lib/retry';

/**
 * POST /api/media?kind=video (multipart: `file` = the MP4/WebM video, `poster` = a JPEG frame taken in the
 * browser): 201 with media {kind: 'video', url, thumbUrl}. 413 FILE_TOO_LARGE, 415
 * UNSUPPORTED_MEDIA_TYPE, 422 STORAGE_QUOTA_EXCEEDED. `onProgress` hears the share of the bytes sent.
 */
export function uploadVideo({
  file,
  fileName,
  poster,
  onProgress,
}: {
  file: Blob;
  fileName: string;
  poster: Blob | null;
  onProgress?: UploadProgress;
}): Promise<Media> {
  const form = new FormData();
  form.append('file', file, fileName);
  if (poster) form.append('poster', poster, 'poster.jpg');
  return apiUpload<Media>('/api/media?kind=video', form, { onProgress });
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    retry: retryUnlessRefused,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api', 'me', 'usage'] }),
  });
}
