import { Hono } from 'hono';
import { mailboxSchema } from '../../../common/api-responses';
import { mailboxQuerySchema } from '../../../common/params';
import type { AppDeps, AppEnv } from '../../app-env';
import { queryParams } from '../../middleware/query-params';
import { routeDoc } from '../../middleware/route-doc';
import { listOutbox } from './dev-mailbox.repository';
import { mailboxPage } from './mailbox-page';

/** JSON view of the demo outbox: GET /api/dev/mailbox?to=EMAIL. Mounted in demo mode only. */
export function devMailboxApiRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    routeDoc({
      summary: 'Demo outbox',
      description: 'Demo mode only: the mail the app would have sent, newest first (50 at most).',
      tag: 'Demo',
      access: 'public',
      success: { status: 200, description: 'The messages.', schema: mailboxSchema },
    }),
    queryParams(mailboxQuerySchema),
    async (c) => c.json({ messages: await listOutbox(database.db, c.req.valid('query').to) }),
  );
}

/** HTML view of the demo outbox: /dev/mailbox. Mounted in demo mode only. */
export function devMailboxPageRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', queryParams(mailboxQuerySchema), async (c) => {
    const { to } = c.req.valid('query');
    return c.html(mailboxPage(await listOutbox(database.db, to), to));
  });
}
