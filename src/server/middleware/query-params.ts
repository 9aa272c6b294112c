import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from '../errors';
import { withSchemaDoc } from './schema-doc';

/**
 * Validates the query string against a schema from src/common; a bad value is a 400, never a 500.
 * `invalid: 'NOT_FOUND'` is for a query naming a thing (a share token) where a value that cannot
 * exist is answered like an unknown one.
 */
export function queryParams<S extends z.ZodType>(
  schema: S,
  options: { invalid?: 'VALIDATION_FAILED' | 'NOT_FOUND' } = {},
) {
  const check = validator('query', (value): z.infer<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      if (options.invalid === 'NOT_FOUND') throw new AppError('NOT_FOUND');
      throw new AppError(
        'VALIDATION_FAILED',
        undefined,
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    return parsed.data;
  });
  return withSchemaDoc(check, 'query', schema);
}
