import { Hono } from 'hono';
import { sharedScrapbookSchema, shareSchema } from '../../../common/api-responses';
import { reportBodySchema } from '../../../common/moderation';
import { shareCreateSchema } from '../../../common/shares';
import type { AppEnv } from '../../app-env';
import type { EarlyPublicRoute } from '../../early-answers';
import { jsonBody } from '../../middleware/json-body';
import { NO_STORE } from '../../middleware/no-store';
import { idParams } from '../../middleware/path-params';
import type { WindowCounter } from '../../middleware/rate-limit';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { SharesService } from './shares.service';

/** The owner's routes are documented under one tag for one audience, a signed-in user. */
const ownerDoc = (doc: Omit<RouteDoc, 'tag' | 'access'>) =>
  routeDoc({ ...doc, tag: 'Shares', access: 'user' });

/** /api/bucket-list/:id/share: the owner's link to a goal's scrapbook. */
export function goalShareRoutes(shares: SharesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/:id/share',
      ownerDoc({
        summary: "A goal's share link",
        success: {
          status: 200,
          description: 'The link, or null when the goal has none.',
          schema: shareSchema.nullable(),
        },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => c.json(await shares.get(currentUserId(c), c.req.param('id'))),
    )
    .post(
      '/:id/share',
      ownerDoc({
        summary: 'Share a goal',
        description:
          'Pro only. Makes a new public link to the goal’s scrapbook; an earlier link stops working.',
        success: { status: 201, description: 'The new link.', schema: shareSchema },
        errors: ['PRO_REQUIRED', 'NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(shareCreateSchema),
      async (c) => c.json(await shares.create(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .delete(
      '/:id/share',
      ownerDoc({
        summary: 'Stop sharing a goal',
        success: { status: 204, description: 'The link no longer works.' },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => {
        await shares.revoke(currentUserId(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}

/** /api/shared/:token: the public scrapbook, no session needed; and its report button. */
export function sharedRoutes(shares: SharesService) {
  return new Hono<AppEnv>()
    .post(
      '/:token/report',
      routeDoc({
        summary: 'Report a shared scrapbook',
        description:
          'Public: puts the page in the moderators’ queue with a reason. Nothing about the reader is stored.',
        tag: 'Shares',
        access: 'public',
        success: { status: 204, description: 'Reported.' },
        errors: ['NOT_FOUND', 'RATE_LIMITED'],
      }),
      idParams('token'),
      jsonBody(reportBodySchema),
      async (c) => {
        await shares.report(c.req.param('token'), c.req.valid('json'));
        return c.body(null, 204);
      },
    )
    .get(
      '/:token',
      routeDoc({
        summary: 'A shared scrapbook',
        description:
          'Public: anyone with the link reads the goal and its public memories while the link is live.',
        tag: 'Shares',
        access: 'public',
        success: { status: 200, description: 'The scrapbook.', schema: sharedScrapbookSchema },
        errors: ['NOT_FOUND', 'RATE_LIMITED'],
      }),
      idParams('token'),
      async (c) => c.json(await shares.view(c.req.param('token'))),
    );
}

const SHARED_PAGE_HEADERS = ['Content-Type', 'application/json', ...NO_STORE.flat()];

/**
 * `GET /api/shared/:token` answered before Hono while the page and the sharing switch are kept:
 * the same limit per address (`limit` is the full route's own counter), the same view count and
 * the same body as `sharedRoutes`. A request is counted against the limit only where it is
 * answered; one over the limit goes the full way, which counts it again and refuses it.
 */
export function earlySharedPage(shares: SharesService, limit: WindowCounter): EarlyPublicRoute['answer'] {
  return (token, clientAddress) => {
    const kept = shares.keptView(token);
    if (!kept || limit.hit(clientAddress()) !== null) return undefined;
    return { status: 200, headers: SHARED_PAGE_HEADERS, body: shares.countedViewJson(kept) };
  };
}
