import { APIError } from 'better-auth';
import { Hono } from 'hono';
import { setPasswordSchema } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { currentUserId, requireUser } from '../../middleware/session';
import { exportAccountZip } from './account-export';

/**
 * GET /api/me/export: the signed-in user's data as a ZIP download (GDPR data portability).
 * POST /api/me/password: better-auth's set-password is server-only (spec §6), so a user who
 * signed up through a provider sets a first password here; refused once a password exists.
 */
export function accountRoutes({ database, blobs, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/export', async (c) => {
      const body = await exportAccountZip(database.db, blobs, currentUserId(c));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(body, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="someday-export-${day}.zip"`,
      });
    })
    .post('/password', jsonBody(setPasswordSchema), async (c) => {
      const { newPassword } = c.req.valid('json');
      try {
        await auth.api.setPassword({ body: { newPassword }, headers: c.req.raw.headers });
      } catch (error) {
        if (error instanceof APIError && error.body?.code === 'PASSWORD_ALREADY_SET') {
          throw new AppError('PASSWORD_ALREADY_SET');
        }
        if (error instanceof APIError && error.statusCode < 500) {
          throw new AppError('VALIDATION_FAILED', error.body?.message ?? error.message);
        }
        throw error;
      }
      return c.json({ status: true });
    });
}
