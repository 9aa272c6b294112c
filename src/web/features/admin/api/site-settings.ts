import type { SiteSettings } from '@common/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { ADMIN_SETTINGS_KEY } from './admin-keys';

/** GET /api/admin/settings. */
export function useAdminSettings() {
  return useQuery(
    apiQueryOptions(ADMIN_SETTINGS_KEY, (signal) => apiGet<SiteSettings>(ADMIN_SETTINGS_KEY, signal)),
  );
}

/** PUT /api/admin/settings; the answer (the stored embed address) becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => apiRequest<SiteSettings>('PUT', '/api/admin/settings', settings),
    onSuccess: (settings) => queryClient.setQueryData(ADMIN_SETTINGS_KEY, settings),
  });
}
