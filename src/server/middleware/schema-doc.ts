import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';

export type DocTarget = 'json' | 'query' | 'param' | 'form';

/**
 * Marks one of our validators with the schema it checks, as hono-openapi's own validator does, so
 * GET /api/openapi.json describes the body, query and path parameters from that very schema.
 * The validator keeps its own behaviour (our error shape, content-type and NUL checks).
 */
export function withSchemaDoc<M extends object>(middleware: M, target: DocTarget, schema: z.ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
