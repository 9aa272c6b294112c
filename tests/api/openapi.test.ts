import type { mailboxSchema, Same, sessionSchema, userSchema } from '@common/api-responses';
import { ERROR_CODES, ERRORS, type ErrorCode } from '@common/errors';
import { GOAL_TITLE_MAX, GOALS_PAGE_SIZE_MAX, type GoalPage } from '@common/goals';
import { MEMORY_CAPTION_MAX } from '@common/memories';
import type { OutboxMessage } from '@server/features/dev-mailbox/dev-mailbox.repository';
import type { publicSession, publicUser } from '@server/features/session/session-view';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { ROUTES } from '../support/route-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  enum?: unknown[];
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
  tags: Array<{ name: string }>;
};

/** Pages for people, not API operations: they stay out of the document. */
const PAGES = new Set([
  '/error',
  '/api/auth/error',
  '/dev/mailbox',
  '/legal/:slug',
  '/sitemap.xml',
  '/robots.txt',
  '/api/docs',
  '/api/docs/init.js',
  '/api/docs/assets/:file',
  '/api/openapi.json',
]);
/** Our own routes under the auth base path; the rest of it is better-auth's. */
const OUR_AUTH_ROUTES = new Set(['/api/auth/user', '/api/auth/session']);

const productRoutes = Object.keys(ROUTES)
  .map((key) => key.split(' ') as [string, string])
  .filter(([, path]) => !PAGES.has(path) && (!path.startsWith('/api/auth/') || OUR_AUTH_ROUTES.has(path)));

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await new TestClient(t).request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = (await res.json()) as Document;
});
afterAll(async () => {
  await t.close();
});

/** The error codes a response lists, read from its `allOf: [Error, {code: {enum}}]` schema. */
function codesOf(response: Operation['responses'][string]): unknown[] {
  const schema = response.content?.['application/json']?.schema;
  const narrowed = schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
  return narrowed ?? [];
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the shared Error schema', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Someday API');
    expect(typeof doc.info.version).toBe('string');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    const error = doc.components.schemas.Error;
    expect(error?.required).toEqual(['error']);
    const body = error?.properties?.error;
    expect(body?.required).toEqual(['code', 'message']);
    expect(body?.properties?.code?.enum).toEqual(ERROR_CODES);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    // Every operation names a tag the document declares, and every $ref points at a component.
    const declared = new Set(doc.tags.map((tag) => tag.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.responses, `${method} ${path}`).toBeTypeOf('object');
        for (const tag of operation.tags ?? []) expect(declared, `${method} ${path} tag`).toContain(tag);
      }
    }
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas, ref[1]).toHaveProperty([ref[1] as string]);
    }
  });

  it('lists every product route of the catalogue with its method', () => {
    expect(productRoutes.length).toBeGreaterThan(30);
    const missing = productRoutes
      .filter(([method, path]) => !doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()])
      .map((route) => route.join(' '));
    expect(missing).toEqual([]);
  });

  it('gives every product route error responses whose codes and statuses are the catalogue’s', () => {
    for (const [method, path] of productRoutes) {
      const operation = doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()] as Operation;
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        const codes = codesOf(response);
        expect(codes.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const code of codes) {
          expect(ERROR_CODES, `${method} ${path}`).toContain(code);
          expect(ERRORS[code as ErrorCode].status, `${method} ${path} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('lists the codes a route really answers with', () => {
    const create = doc.paths['/api/bucket-list']?.post as Operation;
    expect(codesOf(create.responses['422'] ?? {})).toContain('GOAL_LIMIT_REACHED');
    expect(codesOf(create.responses['401'] ?? {})).toContain('UNAUTHORIZED');
    expect(codesOf(create.responses['415'] ?? {})).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    const share = doc.paths['/api/bucket-list/{id}/share']?.post as Operation;
    expect(codesOf(share.responses['403'] ?? {})).toContain('PRO_REQUIRED');
    expect(codesOf(share.responses['404'] ?? {})).toEqual(['NOT_FOUND']);
  });

  it('describes bodies, queries and path ids from the schemas the routes validate with', () => {
    const create = doc.paths['/api/bucket-list']?.post as Operation;
    const body = create.requestBody?.content['application/json']?.schema;
    expect(body?.properties?.title).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: GOAL_TITLE_MAX,
    });
    expect(body?.required).toEqual(['title', 'category']);
    expect(create.responses['201']?.content?.['application/json']?.schema.properties?.id).toBeDefined();

    const list = doc.paths['/api/bucket-list']?.get as Operation;
    const limit = list.parameters?.find((p) => p.in === 'query' && p.name === 'limit');
    expect(limit?.schema).toMatchObject({ maximum: GOALS_PAGE_SIZE_MAX });
    expect(list.parameters?.find((p) => p.name === 'cursor')?.schema).toMatchObject({ maxLength: 200 });

    const goal = doc.paths['/api/bucket-list/{id}']?.patch as Operation;
    const id = goal.parameters?.find((p) => p.in === 'path' && p.name === 'id');
    expect(id).toMatchObject({
      required: true,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    });

    const memory = doc.paths['/api/bucket-list/{id}/memories']?.post as Operation;
    const kinds = memory.requestBody?.content['application/json']?.schema.oneOf as Schema[];
    expect(kinds.map((kind) => kind.properties?.type?.const)).toEqual(['photo', 'video', 'note']);
    expect(kinds[2]?.properties?.caption).toMatchObject({
      anyOf: [{ maxLength: MEMORY_CAPTION_MAX }, { type: 'null' }],
    });

    const upload = doc.paths['/api/media']?.post as Operation;
    expect(upload.requestBody?.content['multipart/form-data']?.schema.required).toEqual(['file']);
  });

  it('includes better-auth’s endpoints from its own generator, without those Someday does not offer', () => {
    expect(doc.paths['/api/auth/sign-in/email']?.post?.tags).toEqual(['Auth']);
    expect(doc.paths['/api/auth/admin/ban-user']?.post).toBeDefined();
    expect(doc.paths['/api/auth/email-otp/change-email']).toBeUndefined();
    // Our own session routes win over better-auth's description of the same address.
    expect(doc.paths['/api/auth/session']?.get?.tags).toEqual(['Account']);
  });

  it('describes answers that match what the routes return', async () => {
    // The server-side shapes, checked at compile time (the src/common ones are checked there).
    expectTypeOf<Same<z.infer<typeof userSchema>, ReturnType<typeof publicUser>>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof sessionSchema>, ReturnType<typeof publicSession>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<z.infer<typeof mailboxSchema>['messages'][number], OutboxMessage>
    >().toEqualTypeOf<true>();

    const { client } = await signInVerifiedUser(t);
    const created = await client.json('/api/bucket-list', {
      body: { title: 'Swim with whales', category: 'Travel' },
    });
    const page = await client.json<GoalPage>('/api/bucket-list');
    const goalSchema =
      doc.paths['/api/bucket-list/{id}']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(goalSchema?.properties ?? {}).sort()).toEqual(Object.keys(created.body).sort());
    expect(created.body).toMatchObject({ progress: { done: 0, total: 0 } });
    expect(page.body.items).toHaveLength(1);
  });
});

describe('query and path validation at the edge', () => {
  it('answers 400 for a cursor the server never wrote, and pages with one it did', async () => {
    const { client } = await signInVerifiedUser(t);
    for (const title of ['One', 'Two', 'Three']) {
      await client.json('/api/bucket-list', { body: { title, category: 'Travel' } });
    }
    const first = await client.json<GoalPage>('/api/bucket-list?limit=2');
    expect(first.body.items).toHaveLength(2);
    const next = await client.json<GoalPage>(`/api/bucket-list?limit=2&cursor=${first.body.nextCursor}`);
    expect(next.body.items.map((goal) => goal.title)).toEqual(['One']);
    expect((await client.json<GoalPage>('/api/bucket-list?cursor=')).body.items).toHaveLength(3);

    const forged = Buffer.from('["0000-01-01T00:00:00.000Z","a"]').toString('base64url');
    for (const cursor of [forged, 'not*base64', 'e30']) {
      const res = await client.json<{ error: { code: string; details: Array<{ path: string }> } }>(
        `/api/bucket-list?cursor=${cursor}`,
      );
      expect(res.status, cursor).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details[0]?.path).toBe('cursor');
    }
  });

  it('checks the upload kind, the mailbox recipient and a media share token', async () => {
    const { client } = await signInVerifiedUser(t);
    const kind = await client.send('/api/media?kind=audio', { method: 'POST', body: new FormData() });
    expect(kind.status).toBe(400);
    expect(((await kind.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');

    expect((await client.request('/api/dev/mailbox?to=')).status).toBe(200);
    const bad = await client.json<{ error: { code: string; details: Array<{ message: string }> } }>(
      '/api/dev/mailbox?to=not-an-address',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]?.message).toBe('to must be an email address.');

    const uploaded = await client.upload(await tinyJpeg());
    expect(uploaded.status).toBe(201);
    expect((await client.request(`/media/${uploaded.body.id}`)).status).toBe(200);
    expect((await client.request(`/media/${uploaded.body.id}?share=`)).status).toBe(200);
    expect((await client.request(`/media/${uploaded.body.id}?share=not.a.token`)).status).toBe(404);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its scripts and styles from the app, under the strict CSP', async () => {
    const client = new TestClient(t);
    const page = await client.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.some((url) => url.includes('swagger-ui-bundle.js'))).toBe(true);
    expect(assets.some((url) => url.includes('swagger-ui.css'))).toBe(true);
    expect(assets).toContain('/api/docs/init.js');
    for (const url of assets) {
      expect(url.startsWith('/'), url).toBe(true);
      const res = await client.request(url);
      expect(res.status, url).toBe(200);
      expect((await res.arrayBuffer()).byteLength, url).toBeGreaterThan(0);
      if (url.includes('/assets/')) expect(res.headers.get('cache-control'), url).toContain('immutable');
    }
    const init = await (await client.request('/api/docs/init.js')).text();
    expect(init).toContain('/api/openapi.json');
    expect((await client.request('/api/docs/assets/package.json')).status).toBe(404);
    expect((await client.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

async function tinyJpeg() {
  return Uint8Array.from(await solidImage('jpeg'));
}
