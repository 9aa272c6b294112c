import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  adminDocumentListSchema,
  adminDocumentSchema,
  type DocumentSlug,
  documentBodySchema,
  documentSlugParamsSchema,
  publicDocumentSchema,
  publishedDocumentListSchema,
} from '../../../common/documents';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { routeDoc } from '../../middleware/route-doc';
import { withSchemaDoc } from '../../middleware/schema-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { DocumentsService } from './documents.service';

/** A slug that names no document is answered like an unknown one. */
export const slugParam = withSchemaDoc(
  validator('param', (params): { slug: DocumentSlug } => {
    const parsed = documentSlugParamsSchema.safeParse(params);
    if (!parsed.success) throw new AppError('NOT_FOUND');
    return parsed.data;
  }),
  'param',
  documentSlugParamsSchema,
);

/** /api/documents: the published documents, for every visitor. */
export function documentRoutes(documents: DocumentsService) {
  return new Hono<AppEnv>()
    .get(
      '/',
      routeDoc({
        summary: 'Published documents',
        description:
          'Slug and title of each published document (privacy policy, terms, about), for the footer.',
        tag: 'System',
        access: 'public',
        success: { status: 200, description: 'The list.', schema: publishedDocumentListSchema },
      }),
      async (c) => {
        c.header('Cache-Control', 'public, max-age=60');
        return c.json(await documents.published());
      },
    )
    .get(
      '/:slug',
      routeDoc({
        summary: 'One published document',
        description: 'Its Markdown and the sanitized HTML it renders to; an unpublished one is a 404.',
        tag: 'System',
        access: 'public',
        success: { status: 200, description: 'The document.', schema: publicDocumentSchema },
        errors: ['NOT_FOUND'],
      }),
      slugParam,
      async (c) => {
        c.header('Cache-Control', 'public, max-age=60');
        return c.json(await documents.readPublic(c.req.valid('param').slug));
      },
    );
}

/** /api/admin/documents: every document, published or not, and saving one. */
export function adminDocumentRoutes(documents: DocumentsService, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      routeDoc({
        summary: 'All documents',
        description:
          'The privacy policy, terms and about page with their Markdown, whether published, and the last save.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'The documents.', schema: adminDocumentListSchema },
      }),
      async (c) => c.json({ documents: await documents.list() }),
    )
    .put(
      '/:slug',
      routeDoc({
        summary: 'Save a document',
        description: 'Title (200 characters), Markdown (100 KB) and whether it is published; audited.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'The document now.', schema: adminDocumentSchema },
        errors: ['NOT_FOUND'],
      }),
      slugParam,
      jsonBody(documentBodySchema),
      async (c) =>
        c.json(
          await documents.update(
            adminChangeContext(c, clientIp),
            c.req.valid('param').slug,
            c.req.valid('json'),
          ),
        ),
    );
}
