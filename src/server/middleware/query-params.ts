import type { Context, Next } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from '../errors';
import { keptByKey } from '../kept-by-key';
import { withSchemaDoc } from './schema-doc';

/** Query strings up to this length have their checked value kept (see below). */
const KEPT_QUERY_MAX = 512;
const KEPT_QUERIES = 1000;

/**
 * Validates the query string against a schema from src/common; a bad value is a 400, never a 500.
 * `invalid: 'NOT_FOUND'` is for a query naming a thing (a share token) where a value that cannot
 * exist is answered like an unknown one.
 *
 * Most requests repeat a few query strings (often none at all), so the checked value of each short
 * one is kept, frozen, and handed out again: parsing the URL and running the schema was 5 % of an
 * unchanged list read.
 */
export function queryParams<S extends z.ZodType>(
  schema: S,
  options: { invalid?: 'VALIDATION_FAILED' | 'NOT_FOUND' } = {},
) {
  const checked = (value: unknown): z.infer<S> => {
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
  };
  // Hono's validator gives the handler its typed `c.req.valid('query')`; this one hands the value over the same way.
  const typed = validator('query', checked);
  const kept = keptByKey<z.infer<S>>(KEPT_QUERIES, KEPT_QUERY_MAX);
  const check = ((c: Context, next: Next) => {
    const url = c.req.url;
    const mark = url.indexOf('?');
    const raw = mark === -1 ? '' : url.slice(mark + 1);
    const value = kept(raw, () => {
      // As Hono's validator reads it: a name given once is a string, given more often a list.
      const given = Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]);
      return Object.freeze(checked(Object.fromEntries(given))) as z.infer<S>;
    });
    c.req.addValidatedData('query', value as object);
    return next();
  }) as unknown as typeof typed;
  return withSchemaDoc(check, 'query', schema);
}
