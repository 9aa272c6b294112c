import type { MiddlewareHandler } from 'hono';
import { type ContentWithResolver, type DescribeRouteOptions, resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import type { ErrorCode } from '../../common/errors';

/** Who may call a route: anyone, a signed-in verified user, or an administrator. */
export type Access = 'public' | 'user' | 'admin';

/** Operation extension listing the error codes a route answers with; the document builder turns it into responses. */
export const ERROR_CODES_KEY = 'x-error-codes';

const ACCESS_ERRORS: Record<Access, ErrorCode[]> = {
  public: [],
  // No session, or the cookie of a deleted account; signed in with an unverified email.
  user: ['UNAUTHORIZED', 'ACCOUNT_DELETED', 'FORBIDDEN'],
  admin: ['UNAUTHORIZED', 'ACCOUNT_DELETED', 'FORBIDDEN'],
};

type Success = {
  status: number;
  description: string;
  /** A JSON answer's schema; omitted for an empty (204) or binary answer. */
  schema?: z.ZodType;
  /** A non-JSON answer: its media type (the bytes are described as binary). */
  media?: string;
};

export type RouteDoc = {
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  success: Success;
  /** Codes the route itself (its service) may answer with; those of validators, sessions and limits are added. */
  errors?: ErrorCode[];
  /** A body no zod validator describes (multipart uploads, raw webhooks). */
  requestBody?: {
    media: string;
    schema: NonNullable<ContentWithResolver[string]['schema']>;
    description?: string;
  };
};

function successContent({ schema, media }: Success): ContentWithResolver | undefined {
  if (schema) return { 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } };
  if (media) return { [media]: { schema: { type: 'string', format: 'binary' } } };
  return undefined;
}

/**
 * The route's entry in GET /api/openapi.json: summary, tag, who may call it, what it answers and
 * which error codes. Bodies, queries and path parameters come from the validators themselves.
 */
export function routeDoc(doc: RouteDoc) {
  const errors = [...new Set([...ACCESS_ERRORS[doc.access], ...(doc.errors ?? [])])];
  return documented({
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    security: doc.access === 'public' ? [] : [{ sessionCookie: [] }],
    ...(doc.requestBody
      ? {
          requestBody: {
            required: true,
            description: doc.requestBody.description,
            content: { [doc.requestBody.media]: { schema: doc.requestBody.schema } },
          },
        }
      : {}),
    responses: {
      [doc.success.status]: { description: doc.success.description, content: successContent(doc.success) },
    },
    // An extension of ours, which the options type does not know.
    ...({ [ERROR_CODES_KEY]: errors } as object),
  });
}

/** An administrator's route: the Admin tag, the session cookie and a non-administrator's refusals. */
export function adminDoc(doc: Omit<RouteDoc, 'tag' | 'access'>) {
  return routeDoc({ ...doc, tag: 'Admin', access: 'admin' });
}

/**
 * What hono-openapi's `describeRoute` makes, minus its extra `async` layer: the spec rides on a
 * middleware that only hands on. Every documented route runs it, so it adds no promise of its own.
 */
function documented(spec: DescribeRouteOptions): MiddlewareHandler {
  const passOn: MiddlewareHandler = (_c, next) => next();
  return Object.assign(passOn, { [uniqueSymbol]: { spec } });
}
