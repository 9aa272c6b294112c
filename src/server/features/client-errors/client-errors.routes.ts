import { Hono } from 'hono';
import { clientErrorSchema } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { insertClientError } from './client-errors.repository';

/** POST /api/logs/error: errors the browser caught, stored for support (spec §7.2). */
export function clientErrorRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().post('/', jsonBody(clientErrorSchema), async (c) => {
    const report = c.req.valid('json');
    const userId = c.get('auth')?.user.id ?? null;
    const id = await insertClientError(database.db, userId, report);
    c.get('logger').warn(
      { clientErrorId: id, section: report.section, errorId: report.errorId },
      report.error,
    );
    return c.json({ id }, 201);
  });
}
