import { Hono } from 'hono';
import { publicSiteSettingsSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';
import type { SiteSettingsService } from './site-settings.service';

/** GET /api/site-settings: what the public pages show of the site settings. */
export function siteSettingsRoutes(settings: SiteSettingsService) {
  return new Hono<AppEnv>().get(
    '/',
    routeDoc({
      summary: 'Public site settings',
      description: 'The landing page’s “Learn More” video (null: none) and which features are on.',
      tag: 'System',
      access: 'public',
      success: { status: 200, description: 'The settings.', schema: publicSiteSettingsSchema },
    }),
    async (c) => {
      // A change shows within a minute; every landing page asks.
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await settings.readPublic());
    },
  );
}
