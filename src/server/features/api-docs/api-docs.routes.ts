import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { DOCS_INIT_SCRIPT, docsPage } from './docs-page';
import { buildOpenApiDocument, type DocumentOptions } from './openapi-document';
import { SWAGGER_ASSETS, swaggerAsset } from './swagger-assets';

const assetParams = z.object({
  file: z.enum(Object.keys(SWAGGER_ASSETS) as [keyof typeof SWAGGER_ASSETS]),
});

/**
 * GET /api/openapi.json (the document, built on first request from the app's routes, then kept),
 * GET /api/docs (the reference page) with its init script and Swagger UI's files. Public: the
 * document says nothing a client of the API could not find out.
 */
export function apiDocsRoutes(appOf: () => Hono<AppEnv>, options: DocumentOptions) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const documentOf = () => {
    if (!document) {
      document = buildOpenApiDocument(appOf(), options);
      // A failed build is tried again by the next request rather than kept.
      document.catch(() => {
        document = undefined;
      });
    }
    return document;
  };
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await documentOf()))
    .get('/docs', (c) => c.html(docsPage()))
    .get('/docs/init.js', (c) =>
      c.body(DOCS_INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get(
      '/docs/assets/:file',
      validator('param', (params) => {
        const parsed = assetParams.safeParse(params);
        if (!parsed.success) throw new AppError('NOT_FOUND');
        return parsed.data;
      }),
      async (c) => {
        const { file } = c.req.valid('param');
        // The URL carries the package version, so a year's cache is safe.
        return c.body(await swaggerAsset(file), 200, {
          'Content-Type': SWAGGER_ASSETS[file],
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
      },
    );
}
