import { type Context, Hono } from 'hono';
import {
  adminUserListQuerySchema,
  adminUserPatchSchema,
  premiumBodySchema,
  roleBodySchema,
  suspendBodySchema,
} from '../../../common/admin';
import { adminUserPageSchema, adminUserSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { adminDoc, type RouteDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from './admin-context';
import type { AdminUsersService } from './admin-users.service';

const doc = (summary: string, description: string, rest: Pick<RouteDoc, 'success' | 'errors'>) =>
  adminDoc({ summary, description, ...rest });
const changed = (description: string) => ({
  success: { status: 200, description, schema: adminUserSchema },
  errors: ['NOT_FOUND', 'FORBIDDEN'] as ErrorCode[],
});

/** /api/admin/users: accounts, searched and paged on the server; every change is audited. */
export function adminUserRoutes(users: AdminUsersService, clientIp: (c: Context<AppEnv>) => string) {
  const changeContext = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      doc(
        'List accounts',
        'Newest first, a page at a time; `q` searches email and name, `filter` narrows to premium, free, ' +
          'admin or suspended accounts.',
        { success: { status: 200, description: 'A page of accounts.', schema: adminUserPageSchema } },
      ),
      queryParams(adminUserListQuerySchema),
      async (c) => c.json(await users.list(c.req.valid('query'))),
    )
    .get(
      '/:id',
      doc('Get an account', 'Its role, plan, suspension and goal count.', {
        success: { status: 200, description: 'The account.', schema: adminUserSchema },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => c.json(await users.get(c.req.param('id'))),
    )
    .post(
      '/:id/suspend',
      doc(
        'Suspend an account',
        'Its sessions end at once and signing in is refused until `until` (or until lifted).',
        changed('The suspended account.'),
      ),
      idParams('id'),
      jsonBody(suspendBodySchema),
      async (c) => c.json(await users.suspend(changeContext(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post(
      '/:id/unsuspend',
      doc('Lift a suspension', 'The account can sign in again.', changed('The account.')),
      idParams('id'),
      async (c) => c.json(await users.unsuspend(changeContext(c), c.req.param('id'))),
    )
    .post(
      '/:id/premium',
      doc(
        'Give or take away Pro',
        'Given Pro is recorded as given by an administrator, until `until` or with no end; taking it away keeps the data.',
        changed('The account.'),
      ),
      idParams('id'),
      jsonBody(premiumBodySchema),
      async (c) => c.json(await users.premium(changeContext(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post(
      '/:id/role',
      doc('Change a role', 'Super administrators only, never their own.', changed('The account.')),
      idParams('id'),
      jsonBody(roleBodySchema),
      async (c) => c.json(await users.setRole(changeContext(c), c.req.param('id'), c.req.valid('json').role)),
    )
    .patch(
      '/:id',
      doc(
        'Correct an account',
        'Its name, or whether its address counts as verified.',
        changed('The account.'),
      ),
      idParams('id'),
      jsonBody(adminUserPatchSchema),
      async (c) => c.json(await users.edit(changeContext(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/:id',
      doc(
        'Delete an account',
        'As deleting one’s own: goals, memories, shares and files go; its sessions hear it.',
        {
          success: { status: 204, description: 'Deleted.' },
          errors: ['NOT_FOUND', 'FORBIDDEN'],
        },
      ),
      idParams('id'),
      async (c) => {
        await users.remove(changeContext(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
