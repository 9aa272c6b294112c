import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { isFeatureOn } from '../../feature-switches';

/** Files asked for through a share's token (`?share=`) are gone too while sharing is turned off. */
export function sharedFilesFollowSwitch(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.query('share') !== undefined && !(await isFeatureOn(db, 'sharingEnabled'))) {
      throw new AppError('NOT_FOUND', 'Not found.');
    }
    await next();
  });
}
