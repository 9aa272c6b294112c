import { APIError } from 'better-auth';
import { Hono } from 'hono';
import { z } from 'zod';
import { setPasswordSchema } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';
import { ownerOnly } from '../../auth/user-view';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { exportAccountZip } from './account-export';

/**
 * GET /api/me/export: the signed-in user's data as a ZIP download (GDPR data portability).
 * POST /api/me/password: better-auth's set-password is server-only, so a user who
 * signed up through a provider sets a first password here; refused once a password exists.
 */
export function accountRoutes({ database, blobs, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(ownerOnly)
    .get(
      '/export',
      routeDoc({
        summary: 'Download my data',
        description: 'A ZIP of the account’s goals, memories and files (data portability).',
        tag: 'Account',
        access: 'user',
        success: { status: 200, description: 'The ZIP file.', media: 'application/zip' },
        errors: ['RATE_LIMITED', 'NOT_FOUND'],
      }),
      async (c) => {
        const body = await exportAccountZip(database.db, blobs, currentUserId(c));
        const day = new Date().toISOString().slice(0, 10);
        return c.body(body, 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="someday-export-${day}.zip"`,
        });
      },
    )
    .post(
      '/password',
      routeDoc({
        summary: 'Set a first password',
        description: 'For an account that signs in only through a provider; refused once a password exists.',
        tag: 'Account',
        access: 'user',
        success: {
          status: 200,
          description: 'The password is set.',
          schema: z.object({ status: z.literal(true) }),
        },
        errors: ['PASSWORD_ALREADY_SET'],
      }),
      jsonBody(setPasswordSchema),
      async (c) => {
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
      },
    );
}
