import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { ERROR_CODES, ERRORS, type ErrorCode } from '../../../common/errors';
import { AUTH_BASE_PATH } from '../../../common/sign-in';
import type { AppEnv } from '../../app-env';
import type { Auth } from '../../auth/auth';
import { COOKIE_PREFIX } from '../../auth/auth';
import { NOT_OFFERED } from '../../auth/auth-gateway';
import { ERROR_CODES_KEY } from '../../middleware/route-doc';
import { betterAuthPaths } from './better-auth-paths';

type Document = Awaited<ReturnType<typeof generateSpecs>>;
type SchemaObject = NonNullable<Document['components']['schemas']>[string];
type Operation = Record<string, unknown> & {
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

/** Our error body, the one shape every route answers a refusal with. */
const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string().describe('English text for people; clients show their own text for the code.'),
    details: z
      .unknown()
      .optional()
      .describe(
        'VALIDATION_FAILED: `[{path, message}]` per field; some codes add facts (PRO_REQUIRED: `{feature}`).',
      ),
  }),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SAFE_METHODS = new Set(['get']);

/**
 * Codes the shared machinery adds to what a route declares: a body is parsed, size-limited and
 * type-checked; a path id that cannot exist is a 404; a query is validated; a state-changing
 * /api request with a cookie must come from our origin; a NUL in the address is refused.
 */
function impliedCodes(path: string, method: string, operation: Operation): ErrorCode[] {
  const codes: ErrorCode[] = ['INVALID_TEXT', 'INTERNAL_ERROR'];
  if (operation.requestBody) codes.push('VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  const places = new Set((operation.parameters ?? []).map((parameter) => parameter.in));
  if (places.has('path')) codes.push('NOT_FOUND');
  if (places.has('query')) codes.push('VALIDATION_FAILED');
  if (path.startsWith('/api/') && !SAFE_METHODS.has(method)) codes.push('ORIGIN_NOT_ALLOWED');
  return codes;
}

/** One response per status, its body the Error schema narrowed to the codes of that status. */
function errorResponses(codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: list.map((code) => `${code}: ${ERRORS[code].message}`).join('\n\n'),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              {
                type: 'object',
                properties: { error: { type: 'object', properties: { code: { enum: list } } } },
              },
            ],
          },
        },
      },
    };
  }
  return responses;
}

function addErrorResponses(document: Document) {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const declared = (operation[ERROR_CODES_KEY] as ErrorCode[] | undefined) ?? [];
      const codes = [...new Set([...declared, ...impliedCodes(path, method, operation)])];
      operation[ERROR_CODES_KEY] = codes;
      operation.responses = { ...operation.responses, ...errorResponses(codes) };
    }
  }
}

/** JSON Schema 2020-12, which OpenAPI 3.1 uses as is. */
function jsonSchemaOf(schema: z.ZodType): SchemaObject {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12' });
  return rest as SchemaObject;
}

export type DocumentOptions = { auth: Auth; mode: 'demo' | 'production' };

/**
 * The OpenAPI 3.1 document of the app, generated from its routes: each route's `routeDoc` and
 * the schemas its validators check, plus better-auth's endpoints from better-auth's own generator.
 */
export async function buildOpenApiDocument(app: Hono<AppEnv>, { auth, mode }: DocumentOptions) {
  const document = await generateSpecs(app, {
    defaultValidationErrorResponse: false,
    documentation: {
      info: {
        title: 'Someday API',
        version: '1',
        description:
          'The HTTP API of Someday, the bucket-list app. JSON in and out; every refusal answers ' +
          '`{"error": {"code", "message", "details?"}}` with a stable code (listed per route and status). ' +
          `Signed-in routes read the session cookie set by /api/auth. This server runs in ${mode} mode.`,
      },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: `${COOKIE_PREFIX}.session_token`,
            description: `Set by the sign-in endpoints; \`__Secure-${COOKIE_PREFIX}.session_token\` over HTTPS.`,
          },
        },
        schemas: { Error: jsonSchemaOf(errorBodySchema) },
      },
    },
  });
  addErrorResponses(document);
  const authDocument = await betterAuthPaths(auth, {
    basePath: AUTH_BASE_PATH,
    skip: [...NOT_OFFERED, '/error'],
  });
  for (const [path, item] of Object.entries(authDocument.paths)) {
    // Our own routes under the auth base path answer first.
    if (!document.paths[path]) document.paths[path] = item as Document['paths'][string];
  }
  document.components.schemas = {
    ...(authDocument.schemas as Record<string, SchemaObject>),
    ...document.components.schemas,
  };
  document.tags = [...API_TAGS, ...authDocument.tags];
  return document;
}

const API_TAGS = [
  { name: 'Goals', description: 'The signed-in user’s bucket list.' },
  {
    name: 'Templates',
    description: 'Pro: a member’s own goal templates, saved from a goal and used to start new ones.',
  },
  {
    name: 'Categories',
    description: 'Categories of a member’s own (Pro), besides the built-in ones: name, icon, colour.',
  },
  {
    name: 'Sharing',
    description: 'Goals shared with friends: invitations by mail, members as editors or viewers.',
  },
  { name: 'Memories', description: 'A goal’s scrapbook: photos, videos and notes.' },
  { name: 'Media', description: 'Uploads and the file bytes they are served as.' },
  { name: 'Shares', description: 'Public links to a goal’s scrapbook.' },
  { name: 'AI', description: 'Pro: goal ideas, the wish clarity coach and the travel matcher.' },
  {
    name: 'Reminders',
    description: 'Deadline reminders by mail (Pro): settings, per-goal choices, unsubscribe.',
  },
  { name: 'Calendar', description: 'Target and due dates as a calendar, and the private ICS feed (Pro).' },
  {
    name: 'Insights',
    description: 'Progress insights (Pro): completions, categories, streaks, quiet goals.',
  },
  {
    name: 'Translation',
    description: 'The translation tool: text between English and Thai, and whether a service is there.',
  },
  { name: 'Account', description: 'The signed-in user: session, usage, export, password.' },
  { name: 'Support', description: 'Contact support: a signed-in user’s requests and the team’s answers.' },
  { name: 'Billing', description: 'The Pro plan: checkout, portal, refunds.' },
  { name: 'Admin', description: 'Administrators only: access check and the overview’s figures.' },
  { name: 'System', description: 'Health, deployment facts, client error reports.' },
  { name: 'Demo', description: 'Demo mode only: the outbox of mail the app would have sent.' },
];
