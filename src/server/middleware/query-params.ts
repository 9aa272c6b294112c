import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from '../errors';

/** Validates the query string against a schema from src/common; a bad value is a 400, never a 500. */
export function queryParams<S extends z.ZodType>(schema: S) {
  return validator('query', (value): z.infer<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        undefined,
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    return parsed.data;
  });
}
