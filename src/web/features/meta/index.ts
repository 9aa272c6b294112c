export { metaQueryOptions, useIsDemo, useMeta } from './api/get-meta';
export {
  SITE_SETTINGS_QUERY_KEY,
  siteSettingsQueryOptions,
  useFeatureSwitches,
  useSiteSettings,
} from './api/get-site-settings';
export { DemoModeBanner } from './components/demo-mode-banner';
