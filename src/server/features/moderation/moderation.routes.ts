import { type Context, Hono } from 'hono';
import { moderationPageSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import { moderationQuerySchema, takedownBodySchema } from '../../../common/moderation';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { routeDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { ModerationService } from './moderation.service';

const changed = (summary: string, description: string) =>
  routeDoc({
    summary,
    description,
    tag: 'Admin',
    access: 'admin',
    success: { status: 204, description: 'Done.' },
    errors: ['NOT_FOUND'] as ErrorCode[],
  });

/** /api/admin/moderation/shares: public share links, their reports, take-downs. */
export function moderationRoutes(service: ModerationService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      routeDoc({
        summary: 'Share links to moderate',
        description:
          'Newest first with owner and open reports; `filter` narrows to reported or taken-down links.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'A page of links.', schema: moderationPageSchema },
      }),
      queryParams(moderationQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .post(
      '/:id/take-down',
      changed('Take a link down', 'Its page and files read as gone to everyone until restored; audited.'),
      idParams('id'),
      jsonBody(takedownBodySchema),
      async (c) => {
        await service.takeDown(ctx(c), c.req.param('id'), c.req.valid('json').reason);
        return c.body(null, 204);
      },
    )
    .post(
      '/:id/restore',
      changed('Restore a link', 'The link opens again if it is still live; audited.'),
      idParams('id'),
      async (c) => {
        await service.restore(ctx(c), c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .post(
      '/:id/dismiss-reports',
      changed('Dismiss the reports', 'The open reports leave the queue; the link stays.'),
      idParams('id'),
      async (c) => {
        await service.dismissReports(ctx(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
