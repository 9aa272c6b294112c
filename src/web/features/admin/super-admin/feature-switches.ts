import type { FeatureSwitches, FeatureSwitchName } from '@common/feature-switches';
import type { PublicSiteSettings } from '@common/site-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_SETTINGS_QUERY_KEY } from '@web/features/meta';
import { apiGet, apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { AUDIT_LOG_KEY, FEATURE_SWITCHES_KEY } from './super-admin-keys';

/** GET /api/admin/features. */
export function useFeatureSwitchesAdmin() {
  return useQuery(
    apiQueryOptions(FEATURE_SWITCHES_KEY, (signal) => apiGet<FeatureSwitches>(FEATURE_SWITCHES_KEY, signal)),
  );
}

export type SwitchChange = { name: FeatureSwitchName; on: boolean };

/**
 * PUT /api/admin/features with the one switch changed. The switch moves at once and moves back
 * if the server refuses; its answer becomes the cached state.
 */
export function useSetFeatureSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, on }: SwitchChange) =>
      apiRequest<FeatureSwitches>('PUT', requestPathFromKey(FEATURE_SWITCHES_KEY), { [name]: on }),
    onMutate: async ({ name, on }: SwitchChange) => {
      await queryClient.cancelQueries({ queryKey: FEATURE_SWITCHES_KEY });
      const previous = queryClient.getQueryData<FeatureSwitches>(FEATURE_SWITCHES_KEY);
      if (previous)
        queryClient.setQueryData<FeatureSwitches>(FEATURE_SWITCHES_KEY, { ...previous, [name]: on });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(FEATURE_SWITCHES_KEY, context.previous);
    },
    onSuccess: (switches) => {
      queryClient.setQueryData(FEATURE_SWITCHES_KEY, switches);
      // This browser's own pages follow at once: asking again could get the public settings a
      // browser may keep for a minute.
      queryClient.setQueryData<PublicSiteSettings>(SITE_SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, features: switches } : settings,
      );
    },
    // The change is in the audit log now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}
