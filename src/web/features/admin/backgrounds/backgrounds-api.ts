import type { BackgroundImage, BackgroundImageList, BackgroundPatch } from '@common/background-images';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUpload } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const ADMIN_BACKGROUNDS_KEY = ['api', 'admin', 'background-images'] as const;
const PATH = '/api/admin/background-images';
const EMPTY: BackgroundImageList = { data: [] };

/** GET /api/admin/background-images: every image, in order. */
export function useBackgroundImages() {
  return useQuery(
    apiQueryOptions(
      ADMIN_BACKGROUNDS_KEY,
      async (signal) => (await apiGet<BackgroundImageList>(ADMIN_BACKGROUNDS_KEY, signal)) ?? EMPTY,
    ),
  );
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return {
    replace: (list: BackgroundImageList) => queryClient.setQueryData(ADMIN_BACKGROUNDS_KEY, list),
    refetch: () => queryClient.invalidateQueries({ queryKey: ADMIN_BACKGROUNDS_KEY }),
  };
}

/** POST (multipart, field `file`): the new image goes last. Not retried: it may be 8 MB. */
export function useUploadBackground() {
  const { refetch } = useRefreshAfter();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<BackgroundImage>(PATH, form);
    },
    retry: false,
    onSettled: refetch,
  });
}

/** PATCH /:id {altEn?, altTh?, active?}; activating one retires another, so the whole list reloads. */
export function useUpdateBackground() {
  const { refetch } = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BackgroundPatch }) =>
      apiRequest<BackgroundImage>('PATCH', `${PATH}/${encodeURIComponent(id)}`, patch),
    onSettled: refetch,
  });
}

/** PUT /order {ids}: answers the list in its new order. */
export function useReorderBackgrounds() {
  const { replace, refetch } = useRefreshAfter();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest<BackgroundImageList>('PUT', `${PATH}/order`, { ids }),
    onSuccess: replace,
    // Someone else changed the list meanwhile: show it as it is now.
    onError: refetch,
  });
}

/** DELETE /:id: the row and its files. */
export function useDeleteBackground() {
  const { refetch } = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>('DELETE', `${PATH}/${encodeURIComponent(id)}`),
    onSettled: refetch,
  });
}
