/**
 * What each plan lists on the landing page, /subscribe, /upgrade and the comparison table.
 * A feature that is not built yet carries `soon`, and every list shows it as "Coming soon", so
 * nobody pays for something they cannot use today. Flip `soon` off in the release that ships it.
 */
export type PlanFeature = { key: PlanFeatureKey; soon: boolean };

export type PlanFeatureKey =
  | 'goals'
  | 'storage'
  | 'scrapbook'
  | 'languages'
  | 'security'
  | 'sharing'
  | 'ai'
  | 'analytics'
  | 'templates'
  | 'categories'
  | 'collaboration'
  | 'reminders'
  | 'support';

const now = (key: PlanFeatureKey): PlanFeature => ({ key, soon: false });
// A feature announced before it is built is listed as `{ key, soon: true }` until its release.

export const FREE_PLAN_FEATURES: readonly PlanFeature[] = [
  now('goals'),
  now('storage'),
  now('scrapbook'),
  now('languages'),
  now('security'),
];

/** Working features first, then the ones still being built. */
export const PRO_PLAN_FEATURES: readonly PlanFeature[] = [
  now('goals'),
  now('storage'),
  now('sharing'),
  now('ai'),
  now('reminders'),
  now('support'),
  now('analytics'),
  now('templates'),
  now('collaboration'),
  now('categories'),
];

/** The short list of the landing page's Pro card: what works, plus the most asked-for upcoming feature. */
export const PRO_HIGHLIGHTS: readonly PlanFeature[] = PRO_PLAN_FEATURES.filter((feature) =>
  ['goals', 'storage', 'sharing', 'ai', 'reminders', 'collaboration', 'categories'].includes(feature.key),
);

export function isComingSoon(key: PlanFeatureKey): boolean {
  return PRO_PLAN_FEATURES.some((feature) => feature.key === key && feature.soon);
}
