import type { SeoPageBody, SeoPages, SeoViews } from '@common/seo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const SEO_PAGES_KEY = ['api', 'admin', 'seo', 'pages'] as const;
export const seoViewsKey = (days: number) => ['api', 'admin', 'seo', 'views', { days }] as const;

/** GET /api/admin/seo/views?days=. */
export function useSeoViews(days: number) {
  const key = seoViewsKey(days);
  return useQuery(apiQueryOptions(key, (signal) => apiGet<SeoViews>(key, signal)));
}

/** GET /api/admin/seo/pages. */
export function useSeoPages() {
  return useQuery(apiQueryOptions(SEO_PAGES_KEY, (signal) => apiGet<SeoPages>(SEO_PAGES_KEY, signal)));
}

/** PUT /api/admin/seo/pages; the answer is every page's meta now. */
export function useSaveSeoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeoPageBody) => apiRequest<SeoPages>('PUT', '/api/admin/seo/pages', body),
    onSuccess: (pages) => queryClient.setQueryData(SEO_PAGES_KEY, pages),
  });
}
