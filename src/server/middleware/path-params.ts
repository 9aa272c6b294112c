import { validator } from 'hono/validator';
import { AppError } from '../errors';

/** Every id we hand out: UUIDs, better-auth's ids, share tokens (base64url). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * Path ids are checked before any query sees them: a value that cannot be an id of ours (a NUL
 * byte, a kilobyte of text) names nothing, so it is a 404 like any unknown id.
 */
export function idParams(...names: string[]) {
  return validator('param', (params) => {
    for (const name of names) {
      if (!isId((params as Record<string, unknown>)[name])) throw new AppError('NOT_FOUND');
    }
    return params;
  });
}
