import { createMiddleware } from 'hono/factory';
import { withHeaders } from '../preset-headers';

export const NO_STORE = [['Cache-Control', 'no-store']] as const;

/** `Cache-Control: no-store` unless the route sets its own. */
export const noStoreByDefault = createMiddleware((c, next) => withHeaders(c, next, NO_STORE));
