import { Hono } from 'hono';
import { goalPageSchema, goalSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import { goalCreateSchema, goalListQuerySchema, goalUpdateSchema } from '../../../common/goal-schemas';
import type { AppEnv } from '../../app-env';
import type { EarlyRoute } from '../../early-answers';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { type AnswerCache, answerByTag, answerCache, keptAnswerByTag } from './answer-cache';
import type { GoalsService } from './goals.service';

const doc = (summary: string, description: string | undefined, rest: Pick<RouteDoc, 'success' | 'errors'>) =>
  routeDoc({ summary, description, tag: 'Goals', access: 'user', ...rest });
const one = (status: number, description: string) => ({
  success: { status, description, schema: goalSchema },
  errors: ['NOT_FOUND'] as ErrorCode[],
});
const gone = { success: { status: 204, description: 'Deleted.' }, errors: ['NOT_FOUND'] as ErrorCode[] };

/** /api/bucket-list: the signed-in user's goals; list pages are kept by their tag in `answers`. */
export function goalsRoutes(goals: GoalsService, answers: AnswerCache = answerCache()) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/',
      doc(
        'List my goals',
        'Newest first, a page at a time; pass `nextCursor` back as `cursor`. ' +
          'The answer carries an `ETag`; sent back in `If-None-Match` while nothing changed, it answers 304.',
        { success: { status: 200, description: 'A page of goals.', schema: goalPageSchema } },
      ),
      queryParams(goalListQuerySchema),
      async (c) => {
        const userId = currentUserId(c);
        const query = c.req.valid('query');
        // An unchanged page is sent as it was last built, without reading its rows again.
        return answerByTag(c, answers, await goals.listTag(userId, query), () => goals.list(userId, query));
      },
    )
    .post(
      '/',
      doc('Create a goal', 'The free plan keeps a limited number of goals.', {
        success: { status: 201, description: 'The new goal.', schema: goalSchema },
        errors: ['GOAL_LIMIT_REACHED', 'NOT_FOUND'],
      }),
      jsonBody(goalCreateSchema),
      async (c) => c.json(await goals.create(currentUserId(c), c.req.valid('json')), 201),
    )
    .get('/:id', doc('Get a goal', undefined, one(200, 'The goal.')), idParams('id'), async (c) =>
      c.json(await goals.get(currentUserId(c), c.req.param('id'))),
    )
    .patch(
      '/:id',
      doc(
        'Change a goal',
        'Only the fields sent change; null clears an optional one.',
        one(200, 'The changed goal.'),
      ),
      idParams('id'),
      jsonBody(goalUpdateSchema),
      async (c) => c.json(await goals.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', doc('Delete a goal', undefined, gone), idParams('id'), async (c) => {
      await goals.remove(currentUserId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post(
      '/:id/complete',
      doc('Mark a goal completed', undefined, one(200, 'The goal.')),
      idParams('id'),
      async (c) => c.json(await goals.complete(currentUserId(c), c.req.param('id'))),
    )
    .post(
      '/:id/restore',
      doc('Mark a goal active again', undefined, one(200, 'The goal.')),
      idParams('id'),
      async (c) => c.json(await goals.restore(currentUserId(c), c.req.param('id'))),
    );
}

/** The query of a list read without a query string, as `queryParams` checks it. */
const FIRST_PAGE = Object.freeze(goalListQuerySchema.parse({}));

/**
 * GET /api/bucket-list without a query (the first page) answered from the pages `goalsRoutes`
 * kept, before Hono (early-answers.ts).
 */
export function earlyFirstPage(goals: GoalsService, answers: AnswerCache): EarlyRoute['answer'] {
  return async (userId, ifNoneMatch) =>
    keptAnswerByTag(answers, await goals.listTag(userId, FIRST_PAGE), ifNoneMatch);
}
