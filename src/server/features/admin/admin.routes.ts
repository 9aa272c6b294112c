import { type Context, Hono } from 'hono';
import type { AdminCheck } from '../../../common/admin';
import { adminCheckSchema, adminStatsSchema, siteSettingsSchema } from '../../../common/api-responses';
import { DEFAULT_ROLE, ROLES, type Role } from '../../../common/roles';
import { siteSettingsBodySchema } from '../../../common/site-settings';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { adminDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from './admin-context';
import type { AdminStatsService } from './admin-stats.service';
import type { SiteSettingsService } from './site-settings.service';

const roleOf = (role: string | null): Role => (ROLES.includes(role as Role) ? (role as Role) : DEFAULT_ROLE);

/** /api/admin: what only administrators (and super administrators) may read or do. */
export function adminRoutes(
  stats: AdminStatsService,
  settings: SiteSettingsService,
  clientIp: (c: Context<AppEnv>) => string,
) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/check-access',
      adminDoc({
        summary: 'Whether I may open the admin area',
        description: 'The web app asks this before showing the admin area; the server decides.',
        success: { status: 200, description: 'An administrator.', schema: adminCheckSchema },
      }),
      (c) => {
        const { user } = c.get('auth') ?? {};
        if (!user) throw new Error('requireAdmin lets no visitor through');
        const answer: AdminCheck = {
          success: true,
          data: {
            isAdmin: true,
            hasAccess: true,
            user: { id: user.id, email: user.email, name: user.name, role: roleOf(user.role) },
          },
        };
        return c.json(answer);
      },
    )
    .get(
      '/stats',
      adminDoc({
        summary: 'Figures for the admin overview',
        description:
          'Users, goals, Pro users, weekly activity, the last 30 days of goals created and completed ' +
          '(UTC days), goals per category and the health of the database. Counted at most once a minute.',
        success: { status: 200, description: 'The figures.', schema: adminStatsSchema },
      }),
      async (c) => c.json(await stats.stats()),
    )
    .get(
      '/settings',
      adminDoc({
        summary: 'Site settings',
        description: 'The landing page’s “Learn More” video.',
        success: { status: 200, description: 'The settings.', schema: siteSettingsSchema },
      }),
      async (c) => c.json(await settings.read()),
    )
    .put(
      '/settings',
      adminDoc({
        summary: 'Change site settings',
        description:
          'A YouTube watch, youtu.be, Shorts or embed link is stored as its privacy-enhanced embed address; ' +
          'null removes the video; any other address is refused.',
        success: { status: 200, description: 'The settings now.', schema: siteSettingsSchema },
        errors: ['VIDEO_URL_NOT_ALLOWED'],
      }),
      jsonBody(siteSettingsBodySchema),
      async (c) => {
        return c.json(await settings.update(adminChangeContext(c, clientIp), c.req.valid('json')));
      },
    );
}
