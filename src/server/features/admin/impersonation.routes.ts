import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { adminRefusal } from '../../auth/admin-guard';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { idParams } from '../../middleware/path-params';
import { adminDoc, routeDoc } from '../../middleware/route-doc';
import { requireAdmin, requireUser } from '../../middleware/session';
import { adminChangeContext } from './admin-context';
import { writeAudit } from './audit-log';

const startedSchema = z.object({
  success: z.literal(true),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
const stoppedSchema = z.object({ success: z.literal(true) });

/** better-auth's answer carries the session cookies to set; ours passes them on and nothing else. */
function withCookiesOf(answer: Response, c: Context<AppEnv>, body: unknown): Response {
  const response = c.json(body);
  for (const cookie of answer.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
}

async function refuseUnlessOk(answer: Response): Promise<void> {
  if (answer.ok) return;
  const text = await answer.text();
  throw new AppError(answer.status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', text.slice(0, 200) || undefined);
}

/**
 * Switching to a user's view: the administrator's browser gets a one-hour session of that user
 * (marked with who started it) and keeps its own session aside to return to. Never into an
 * administrator; both ends are in the audit log.
 */
export function impersonationRoutes(auth: Auth, db: Db, clientIp: (c: Context<AppEnv>) => string) {
  const start = new Hono<AppEnv>().post(
    '/:id/impersonate',
    adminDoc({
      summary: 'Switch to a user’s view',
      description:
        'The browser is signed in as that user for an hour, with a banner and “Stop”; never into an administrator.',
      success: { status: 200, description: 'Now seeing the app as that user.', schema: startedSchema },
      errors: ['NOT_FOUND'],
    }),
    requireAdmin,
    idParams('id'),
    async (c) => {
      const ctx = adminChangeContext(c, clientIp);
      const id = c.req.param('id');
      const target = await db
        .selectFrom('user')
        .select(['id', 'role', 'name', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!target) throw new AppError('NOT_FOUND', 'No such account.');
      const refusal = adminRefusal(ctx.actor, target, 'impersonate');
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const answer = await auth.api.impersonateUser({
        body: { userId: id },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      await refuseUnlessOk(answer);
      await writeAudit(db, {
        actorId: ctx.actor.id,
        action: 'user.impersonate',
        targetType: 'user',
        targetId: id,
        before: null,
        after: null,
        ipAddress: ctx.ipAddress,
      });
      const user = { id: target.id, name: target.name, email: target.email };
      return withCookiesOf(answer, c, { success: true, user });
    },
  );

  // The browser is signed in as the user here, so this is not behind the administrator check.
  const stop = new Hono<AppEnv>().post(
    '/stop',
    routeDoc({
      summary: 'Return from a user’s view',
      description:
        'Ends the borrowed session and signs the browser back in as the administrator who started it.',
      tag: 'Admin',
      access: 'user',
      success: { status: 200, description: 'Back as the administrator.', schema: stoppedSchema },
      errors: ['CONFLICT'],
    }),
    requireUser,
    async (c) => {
      const current = c.get('auth');
      const session = current
        ? await db
            .selectFrom('session')
            .select(['impersonatedBy'])
            .where('id', '=', current.session.id)
            .executeTakeFirst()
        : undefined;
      const adminId = session?.impersonatedBy;
      if (!current || !adminId) throw new AppError('CONFLICT', 'This browser is not in a user’s view.');
      const answer = await auth.api.stopImpersonating({ headers: c.req.raw.headers, asResponse: true });
      if (!answer.ok)
        throw new AppError('CONFLICT', 'The administrator’s own session has ended; sign in again.');
      await writeAudit(db, {
        actorId: adminId,
        action: 'user.impersonate.stop',
        targetType: 'user',
        targetId: current.user.id,
        before: null,
        after: null,
        ipAddress: clientIp(c),
      });
      return withCookiesOf(answer, c, { success: true });
    },
  );
  return { start, stop };
}
