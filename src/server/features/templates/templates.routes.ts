import { Hono } from 'hono';
import { goalSchema, templateListSchema, templateSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import { templateUpdateSchema, templateUseSchema } from '../../../common/templates';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { TemplatesService } from './templates.service';

const doc = (summary: string, rest: Pick<RouteDoc, 'success' | 'description'> & { errors?: ErrorCode[] }) =>
  routeDoc({ summary, tag: 'Templates', access: 'user', errors: ['NOT_FOUND'], ...rest });

/** POST /api/bucket-list/:id/template: keep one of my goals as a template. */
export function goalTemplateRoutes(templates: TemplatesService) {
  return new Hono<AppEnv>().use(requireUser).post(
    '/:id/template',
    doc('Save a goal as a template', {
      description:
        'Pro. Keeps the goal’s title, description, category, its milestones’ titles in order and its picture. A member keeps a limited number of templates.',
      success: { status: 201, description: 'The new template.', schema: templateSchema },
      errors: ['PRO_REQUIRED', 'NOT_FOUND', 'TEMPLATE_LIMIT_REACHED'],
    }),
    idParams('id'),
    async (c) => c.json(await templates.saveFromGoal(currentUserId(c), c.req.param('id')), 201),
  );
}

/** /api/templates: my templates; readable, usable and deletable on any plan, changed with Pro. */
export function templatesRoutes(templates: TemplatesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/',
      doc('List my templates', {
        description: 'Newest first. Still answered after Pro ends.',
        success: { status: 200, description: 'My templates.', schema: templateListSchema },
        errors: [],
      }),
      async (c) => c.json(await templates.list(currentUserId(c))),
    )
    .patch(
      '/:id',
      doc('Change a template', {
        description: 'Pro. Only the fields sent change; `milestoneTitles` replaces the whole list.',
        success: { status: 200, description: 'The changed template.', schema: templateSchema },
        errors: ['PRO_REQUIRED', 'NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(templateUpdateSchema),
      async (c) => c.json(await templates.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/:id',
      doc('Delete a template', {
        description: 'Its picture goes too unless a goal still uses it.',
        success: { status: 204, description: 'Deleted.' },
      }),
      idParams('id'),
      async (c) => {
        await templates.remove(currentUserId(c), c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .post(
      '/:id/goals',
      doc('Start a goal from a template', {
        description:
          'Creates a goal as POST /api/bucket-list does (the plan’s goal limit applies) with the template’s picture and milestones. Works on any plan.',
        success: { status: 201, description: 'The new goal.', schema: goalSchema },
        errors: ['NOT_FOUND', 'GOAL_LIMIT_REACHED'],
      }),
      idParams('id'),
      jsonBody(templateUseSchema),
      async (c) =>
        c.json(await templates.startGoal(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    );
}
