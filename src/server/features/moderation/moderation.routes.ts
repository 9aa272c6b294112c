import { type Context, Hono } from 'hono';
import { memoryModerationPageSchema, moderationPageSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import {
  memoryModerationQuerySchema,
  moderationQuerySchema,
  takedownBodySchema,
} from '../../../common/moderation';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { adminDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { type AdminChangeContext, adminChangeContext } from '../admin';
import type { ModerationService } from './moderation.service';

const changed = (summary: string, description: string) =>
  adminDoc({
    summary,
    description,
    success: { status: 204, description: 'Done.' },
    errors: ['NOT_FOUND'] as ErrorCode[],
  });

type Doc = { summary: string; description: string };

/** POST /:id/take-down {reason} and /:id/restore, 204 each: the same for a link and a memory. */
function takeDownRoutes(
  ctx: (c: Context<AppEnv>) => AdminChangeContext,
  takeDownDoc: Doc,
  restoreDoc: Doc,
  takeDown: (ctx: AdminChangeContext, id: string, reason: string) => Promise<void>,
  restore: (ctx: AdminChangeContext, id: string) => Promise<void>,
) {
  return new Hono<AppEnv>()
    .post(
      '/:id/take-down',
      changed(takeDownDoc.summary, takeDownDoc.description),
      idParams('id'),
      jsonBody(takedownBodySchema),
      async (c) => {
        await takeDown(ctx(c), c.req.param('id'), c.req.valid('json').reason);
        return c.body(null, 204);
      },
    )
    .post('/:id/restore', changed(restoreDoc.summary, restoreDoc.description), idParams('id'), async (c) => {
      await restore(ctx(c), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** /api/admin/moderation/shares: public share links, their reports, take-downs. */
export function moderationRoutes(service: ModerationService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      adminDoc({
        summary: 'Share links to moderate',
        description:
          'Newest first with owner and open reports; `filter` narrows to reported or taken-down links.',
        success: { status: 200, description: 'A page of links.', schema: moderationPageSchema },
      }),
      queryParams(moderationQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .route(
      '/',
      takeDownRoutes(
        ctx,
        {
          summary: 'Take a link down',
          description: 'Its page and files read as gone to everyone until restored; audited.',
        },
        { summary: 'Restore a link', description: 'The link opens again if it is still live; audited.' },
        service.takeDown,
        service.restore,
      ),
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

/** /api/admin/moderation/memories: single public memories on shared pages, and their take-downs. */
export function memoryModerationRoutes(service: ModerationService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      adminDoc({
        summary: 'Public memories to moderate',
        description:
          'Public memories of goals with a live share link, newest first, with goal, owner and link; ' +
          '`state=taken-down` lists those taken off their pages instead.',
        success: { status: 200, description: 'A page of memories.', schema: memoryModerationPageSchema },
      }),
      queryParams(memoryModerationQuerySchema),
      async (c) => c.json(await service.listMemories(c.req.valid('query'))),
    )
    .route(
      '/',
      takeDownRoutes(
        ctx,
        {
          summary: 'Take a memory down',
          description:
            'It leaves its shared page and its file is no longer served through the link; its owner still sees it; audited.',
        },
        {
          summary: 'Restore a memory',
          description: 'It shows on its shared page again if it is still public; audited.',
        },
        service.takeDownMemory,
        service.restoreMemory,
      ),
    );
}
