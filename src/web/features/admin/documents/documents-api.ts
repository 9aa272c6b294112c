import type { AdminDocument, DocumentBody, DocumentSlug } from '@common/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const ADMIN_DOCUMENTS_KEY = ['api', 'admin', 'documents'] as const;
type DocumentList = { documents: AdminDocument[] };

/** GET /api/admin/documents. */
export function useAdminDocuments() {
  return useQuery(
    apiQueryOptions(ADMIN_DOCUMENTS_KEY, (signal) => apiGet<DocumentList>(ADMIN_DOCUMENTS_KEY, signal)),
  );
}

/** PUT /api/admin/documents/:slug; the saved document replaces its cached copy. */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: DocumentSlug; body: DocumentBody }) =>
      apiRequest<AdminDocument>('PUT', `/api/admin/documents/${slug}`, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<DocumentList | null>(ADMIN_DOCUMENTS_KEY, (list) =>
        list ? { documents: list.documents.map((d) => (d.slug === saved.slug ? saved : d)) } : list,
      ),
  });
}
