import { Hono } from 'hono';
import { z } from 'zod';
import { clientErrorSchema } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { routeDoc } from '../../middleware/route-doc';
import { insertClientError } from './client-errors.repository';

/** POST /api/logs/error: errors the browser caught, stored for support. */
export function clientErrorRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    routeDoc({
      summary: 'Report a client error',
      description: 'An error the browser caught, stored for support. Signed in or not.',
      tag: 'System',
      access: 'public',
      success: { status: 201, description: 'Stored.', schema: z.object({ id: z.string() }) },
      errors: ['RATE_LIMITED'],
    }),
    jsonBody(clientErrorSchema),
    async (c) => {
      const report = c.req.valid('json');
      const userId = c.get('auth')?.user.id ?? null;
      const id = await insertClientError(database.db, userId, report);
      c.get('logger').warn(
        { clientErrorId: id, section: report.section, errorId: report.errorId },
        report.error,
      );
      return c.json({ id }, 201);
    },
  );
}
