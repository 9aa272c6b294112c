import { FEATURE_SWITCH_DEFAULTS, type FeatureSwitches } from '@common/feature-switches';
import type { PublicSiteSettings } from '@common/site-settings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

/** Public: every visitor's page may read it; a super administrator's change refreshes it. */
export const SITE_SETTINGS_QUERY_KEY = ['api', 'site-settings'] as const;

function getSiteSettings(signal?: AbortSignal): Promise<PublicSiteSettings | null> {
  return apiGet<PublicSiteSettings>(SITE_SETTINGS_QUERY_KEY, signal);
}

export function siteSettingsQueryOptions() {
  return apiQueryOptions(SITE_SETTINGS_QUERY_KEY, getSiteSettings);
}

/** GET /api/site-settings: the landing video and which features are on. */
export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/**
 * Which features are on. Until the server answers (or when it cannot) they count as on: the
 * server refuses what is off anyway, and a form must not flicker to a notice and back.
 */
export function useFeatureSwitches(): FeatureSwitches {
  const features = useSiteSettings().data?.features;
  return { ...FEATURE_SWITCH_DEFAULTS, ...features };
}
