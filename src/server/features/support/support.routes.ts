import { type Context, Hono } from 'hono';
import {
  adminSupportRequestSchema,
  supportQueuePageSchema,
  supportRequestListSchema,
  supportRequestSchema,
} from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import {
  SUPPORT_ANSWER_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUESTS_PER_HOUR,
  SUPPORT_SUBJECT_MAX,
  supportAnswerBodySchema,
  supportQueueQuerySchema,
  supportRequestBodySchema,
} from '../../../common/support';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { adminDoc, type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireAdmin, requireUser } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { SupportService } from './support.service';

const doc = (d: Omit<RouteDoc, 'tag' | 'access'>) => routeDoc({ ...d, tag: 'Support', access: 'user' });

/** /api/support: a signed-in person's requests to the team (every plan; Pro members' first in the queue). */
export function supportRoutes(support: SupportService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/requests',
      doc({
        summary: 'My support requests',
        description: 'Newest first (the last 50), each with its state and, once answered, the answer.',
        success: { status: 200, description: 'My requests.', schema: supportRequestListSchema },
      }),
      async (c) => c.json(await support.listMine(currentUserId(c))),
    )
    .post(
      '/requests',
      doc({
        summary: 'Contact support',
        description:
          `A subject (up to ${SUPPORT_SUBJECT_MAX} characters), a message (up to ${SUPPORT_MESSAGE_MAX}) and ` +
          'optionally a screenshot: the id of an image uploaded with POST /api/media. The sender gets a copy ' +
          `by mail, and the team too when SUPPORT_EMAIL is set. ${SUPPORT_REQUESTS_PER_HOUR} requests per user and hour.`,
        success: { status: 201, description: 'The stored request.', schema: supportRequestSchema },
        errors: ['SUPPORT_SCREENSHOT_INVALID', 'RATE_LIMITED'],
      }),
      jsonBody(supportRequestBodySchema),
      async (c) => c.json(await support.create(currentUserId(c), c.req.valid('json')), 201),
    );
}

const changed = (summary: string, description: string, errors: ErrorCode[] = []) =>
  adminDoc({
    summary,
    description,
    success: { status: 200, description: 'The request now.', schema: adminSupportRequestSchema },
    errors: ['NOT_FOUND', ...errors],
  });

/** /api/admin/support: the support queue; every change is audited. */
export function adminSupportRoutes(support: SupportService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/requests',
      adminDoc({
        summary: 'The support queue',
        description:
          'Requests in one state (open by default; answered or closed): Pro members’ first, then the oldest ' +
          'first, with the sender’s email and plan and the screenshot’s address.',
        success: { status: 200, description: 'A page of requests.', schema: supportQueuePageSchema },
      }),
      queryParams(supportQueueQuerySchema),
      async (c) => c.json(await support.queue(c.req.valid('query'))),
    )
    .post(
      '/requests/:id/answer',
      changed(
        'Answer a request',
        `The answer (up to ${SUPPORT_ANSWER_MAX} characters) is mailed to the sender in their language; ` +
          'the request becomes answered. A closed request is reopened first.',
        ['SUPPORT_REQUEST_CLOSED'],
      ),
      idParams('id'),
      jsonBody(supportAnswerBodySchema),
      async (c) => c.json(await support.answer(ctx(c), c.req.param('id'), c.req.valid('json').answer)),
    )
    .post(
      '/requests/:id/close',
      changed('Close a request', 'It leaves the open queue; its answer, if any, stays.'),
      idParams('id'),
      async (c) => c.json(await support.close(ctx(c), c.req.param('id'))),
    )
    .post(
      '/requests/:id/reopen',
      changed('Reopen a request', 'Back in the open queue; its answer, if any, stays.'),
      idParams('id'),
      async (c) => c.json(await support.reopen(ctx(c), c.req.param('id'))),
    );
}
