import type { ImageLibraryKind, ImageLibraryPage, LibraryMedia } from '@common/image-library';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';

export const IMAGE_LIBRARY_KEY = ['api', 'admin', 'images'] as const;

export type ImageLibraryParams = {
  q: string;
  kind: ImageLibraryKind;
  unused: boolean;
  page: number;
  pageSize: number;
};

const EMPTY: ImageLibraryPage = { data: [], count: 0, page: 1, pageSize: 1, totalBytes: 0 };

/** GET /api/admin/images?q=&kind=&unused=&page=&pageSize=: stored files, newest first. */
export function useImageLibrary({ q, kind, unused, page, pageSize }: ImageLibraryParams) {
  const queryKey = [
    ...IMAGE_LIBRARY_KEY,
    {
      q: q || undefined,
      kind: kind === 'all' ? undefined : kind,
      unused: unused || undefined,
      page,
      pageSize,
    },
  ] as const;
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => (await apiGet<ImageLibraryPage>(queryKey, signal)) ?? EMPTY,
      ...cacheTimesFor(queryKey),
      placeholderData: keepPreviousData,
    }),
  );
}

/** DELETE /api/admin/images/:id (204); the list is read again whatever the outcome. */
export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (media: LibraryMedia) => {
      await apiRequest<unknown>('DELETE', `/api/admin/images/${encodeURIComponent(media.id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMAGE_LIBRARY_KEY }),
  });
}
