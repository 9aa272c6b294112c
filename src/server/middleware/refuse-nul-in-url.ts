import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

/**
 * No path or query value of ours can hold a NUL character, and PostgreSQL refuses one in text:
 * such a request is a client's mistake (400), refused before any route or library looks it up.
 */
export const refuseNulInUrl = createMiddleware((c, next) => {
  if (/%00/i.test(c.req.url))
    throw new AppError('INVALID_TEXT', 'The address must not contain a NUL character.');
  return next();
});
