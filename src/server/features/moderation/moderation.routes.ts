import { type Context, Hono } from 'hono';
import type { z } from 'zod';
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

type Moderated<S extends z.ZodType> = {
  /** GET /: a page of what there is to moderate. */
  list: Doc & { page: string; schema: z.ZodType; query: S; read: (query: z.infer<S>) => Promise<object> };
  takeDown: Doc & { run: (ctx: AdminChangeContext, id: string, reason: string) => Promise<void> };
  restore: Doc & { run: (ctx: AdminChangeContext, id: string) => Promise<void> };
};

/**
 * Admins only: GET / (a page, 200), POST /:id/take-down {reason} and /:id/restore (204 each);
 * the same for a link and a memory.
 */
function moderatedRoutes<S extends z.ZodType>(
  ctx: (c: Context<AppEnv>) => AdminChangeContext,
  { list, takeDown, restore }: Moderated<S>,
) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      adminDoc({
        summary: list.summary,
        description: list.description,
        success: { status: 200, description: list.page, schema: list.schema },
      }),
      queryParams(list.query),
      // Hono's types cannot resolve what the validator answers for a schema still generic here.
      async (c) => c.json(await list.read(c.req.valid('query') as z.infer<S>)),
    )
    .post(
      '/:id/take-down',
      changed(takeDown.summary, takeDown.description),
      idParams('id'),
      jsonBody(takedownBodySchema),
      async (c) => {
        await takeDown.run(ctx(c), c.req.param('id'), c.req.valid('json').reason);
        return c.body(null, 204);
      },
    )
    .post('/:id/restore', changed(restore.summary, restore.description), idParams('id'), async (c) => {
      await restore.run(ctx(c), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** /api/admin/moderation/shares: public share links, their reports, take-downs. */
export function moderationRoutes(service: ModerationService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return moderatedRoutes(ctx, {
    list: {
      summary: 'Share links to moderate',
      description:
        'Newest first with owner and open reports; `filter` narrows to reported or taken-down links.',
      page: 'A page of links.',
      schema: moderationPageSchema,
      query: moderationQuerySchema,
      read: service.list,
    },
    takeDown: {
      summary: 'Take a link down',
      description: 'Its page and files read as gone to everyone until restored; audited.',
      run: service.takeDown,
    },
    restore: {
      summary: 'Restore a link',
      description: 'The link opens again if it is still live; audited.',
      run: service.restore,
    },
  }).post(
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
  return moderatedRoutes((c) => adminChangeContext(c, clientIp), {
    list: {
      summary: 'Public memories to moderate',
      description:
        'Public memories of goals with a live share link, newest first, with goal, owner and link; ' +
        '`state=taken-down` lists those taken off their pages instead.',
      page: 'A page of memories.',
      schema: memoryModerationPageSchema,
      query: memoryModerationQuerySchema,
      read: service.listMemories,
    },
    takeDown: {
      summary: 'Take a memory down',
      description:
        'It leaves its shared page and its file is no longer served through the link; its owner still sees it; audited.',
      run: service.takeDownMemory,
    },
    restore: {
      summary: 'Restore a memory',
      description: 'It shows on its shared page again if it is still public; audited.',
      run: service.restoreMemory,
    },
  });
}
