import { type Context, Hono } from 'hono';
import { DOCUMENT_SLUGS, documentPagePath, type PublishedDocumentLink } from '../../../common/documents';
import { seoPageBodySchema, seoPagesSchema, seoViewsQuerySchema, seoViewsSchema } from '../../../common/seo';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { queryParams } from '../../middleware/query-params';
import { routeDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { SeoService } from './seo.service';

/** /api/admin/seo: the public pages' meta and the page-view report. */
export function adminSeoRoutes(seo: SeoService, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/pages',
      routeDoc({
        summary: 'Public pages’ search and preview text',
        description:
          'Title, description and Open Graph image of the landing and legal pages (null: the built default).',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'Every public page.', schema: seoPagesSchema },
      }),
      async (c) => c.json({ pages: await seo.pages() }),
    )
    .put(
      '/pages',
      routeDoc({
        summary: 'Set a public page’s search and preview text',
        description:
          'Empty fields fall back to the built page’s; the image is an https:// address or a path here. Audited.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'Every public page now.', schema: seoPagesSchema },
      }),
      jsonBody(seoPageBodySchema),
      async (c) =>
        c.json({ pages: await seo.updatePage(adminChangeContext(c, clientIp), c.req.valid('json')) }),
    )
    .get(
      '/views',
      routeDoc({
        summary: 'Page views of the public pages',
        description:
          'Views per UTC day, top pages and top referring domains over the last `days` days (1-365, default 30).',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'The report.', schema: seoViewsSchema },
      }),
      queryParams(seoViewsQuerySchema),
      async (c) => c.json(await seo.views(c.req.valid('query').days)),
    );
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** /sitemap.xml and /robots.txt for search engines, at the configured address. */
export function crawlerRoutes(baseUrl: string, publishedDocuments: () => Promise<PublishedDocumentLink[]>) {
  const base = baseUrl.replace(/\/+$/, '');
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const published = new Set((await publishedDocuments()).map((d) => d.slug));
      const paths = ['/', ...DOCUMENT_SLUGS.filter((slug) => published.has(slug)).map(documentPagePath)];
      const urls = paths.map((path) => `  <url><loc>${xmlEscape(base + path)}</loc></url>`).join('\n');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        200,
        { 'Content-Type': 'application/xml; charset=utf-8' },
      );
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Allow: /legal/',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /super-admin',
        'Disallow: /dashboard',
        'Disallow: /profile',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ];
      return c.text(lines.join('\n'));
    });
}
