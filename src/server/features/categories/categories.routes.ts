import { Hono } from 'hono';
import { customCategoryListSchema, customCategorySchema } from '../../../common/api-responses';
import { customCategoryCreateSchema, customCategoryUpdateSchema } from '../../../common/custom-categories';
import type { ErrorCode } from '../../../common/errors';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { CategoriesService } from './categories.service';

const doc = (
  summary: string,
  description: string,
  rest: Pick<RouteDoc, 'success'> & { errors?: ErrorCode[] },
) => routeDoc({ summary, description, tag: 'Categories', access: 'user', ...rest });
const one = (status: number, description: string) => ({
  status,
  description,
  schema: customCategorySchema,
});

/** /api/me/categories: the signed-in member's own categories. */
export function myCategoriesRoutes(categories: CategoriesService) {
  return new Hono<AppEnv>()
    .get(
      '/categories',
      requireUser,
      doc(
        'My categories',
        'The categories of my own, by name, and how many I may keep. Readable on every plan.',
        { success: { status: 200, description: 'My categories.', schema: customCategoryListSchema } },
      ),
      async (c) => c.json(await categories.list(currentUserId(c))),
    )
    .post(
      '/categories',
      requireUser,
      doc(
        'Add a category of my own',
        'Pro. A name (unique whatever its case), one of the icons and one of the colours; a limited number per member.',
        {
          success: one(201, 'The new category.'),
          errors: ['PRO_REQUIRED', 'CATEGORY_LIMIT_REACHED', 'CATEGORY_NAME_TAKEN'],
        },
      ),
      jsonBody(customCategoryCreateSchema),
      async (c) => c.json(await categories.create(currentUserId(c), c.req.valid('json')), 201),
    )
    .patch(
      '/categories/:id',
      requireUser,
      doc('Change a category of my own', 'Pro. Only the fields sent change.', {
        success: one(200, 'The changed category.'),
        errors: ['PRO_REQUIRED', 'NOT_FOUND', 'CATEGORY_NAME_TAKEN'],
      }),
      idParams('id'),
      jsonBody(customCategoryUpdateSchema),
      async (c) => c.json(await categories.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/categories/:id',
      requireUser,
      doc(
        'Delete a category of my own',
        'On every plan. Goals that carried it keep their built-in category.',
        { success: { status: 204, description: 'Deleted.' }, errors: ['NOT_FOUND'] },
      ),
      idParams('id'),
      async (c) => {
        await categories.remove(currentUserId(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
