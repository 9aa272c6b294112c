import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { listOutbox } from './dev-mailbox.repository';
import { mailboxPage } from './mailbox-page';

const recipient = z.email().optional();

function recipientOf(value: string | undefined): string | undefined {
  const parsed = recipient.safeParse(value || undefined);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'to must be an email address.');
  return parsed.data;
}

/** JSON view of the demo outbox: GET /api/dev/mailbox?to=EMAIL. Mounted in demo mode only. */
export function devMailboxApiRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const messages = await listOutbox(database.db, recipientOf(c.req.query('to')));
    return c.json({ messages });
  });
}

/** HTML view of the demo outbox: /dev/mailbox. Mounted in demo mode only. */
export function devMailboxPageRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const to = recipientOf(c.req.query('to'));
    return c.html(mailboxPage(await listOutbox(database.db, to), to));
  });
}
