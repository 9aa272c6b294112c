import type { FeatureSwitches } from '@common/feature-switches';
import type { PublicSiteSettings } from '@common/site-settings';

/** `/api/site-settings` with every feature on and no landing video, but for the switches given. */
export function siteSettingsFixture(features: Partial<FeatureSwitches> = {}): PublicSiteSettings {
  return {
    learnMoreVideoUrl: null,
    features: { registrationOpen: true, sharingEnabled: true, aiEnabled: true, ...features },
  };
}
