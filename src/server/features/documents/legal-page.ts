import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { html, raw } from 'hono/html';
import { documentPagePath, documentSlugParamsSchema } from '../../../common/documents';
import { DEFAULT_LOCALE, I18NEXT_STORAGE_KEY, LOCALES, type Locale } from '../../../common/limits';
import type { AppEnv } from '../../app-env';
import type { SeoService } from '../seo';
import type { DocumentsService } from './documents.service';

/** The page is rendered by the server, so its few words live here rather than in the web catalogues. */
const TEXT: Record<Locale, { home: string; updated: string; notFound: string; notFoundBody: string }> = {
  en: {
    home: 'Back to Someday',
    updated: 'Last updated',
    notFound: 'Page not found',
    notFoundBody: 'This page is not available.',
  },
  th: {
    home: 'กลับไปที่ Someday',
    updated: 'อัปเดตล่าสุด',
    notFound: 'ไม่พบหน้านี้',
    notFoundBody: 'หน้านี้ยังไม่เปิดให้อ่าน',
  },
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#fff7ed;color:#1c1917;margin:0;line-height:1.6}
header,footer{max-width:760px;margin:0 auto;padding:16px 20px}header a{color:#9a3412;font-weight:600;text-decoration:none}
main{max-width:760px;margin:0 auto 32px;background:#fff;border:1px solid #fed7aa;border-radius:16px;padding:24px 20px;box-sizing:border-box}
@media (min-width:640px){main{padding:32px 40px}}h1{color:#9a3412;line-height:1.25;margin-top:0}h2,h3{color:#7c2d12}
a{color:#9a3412}pre{background:#ffedd5;padding:12px;border-radius:8px;overflow-x:auto}code{background:#ffedd5;padding:1px 4px;border-radius:4px}
blockquote{border-left:4px solid #fed7aa;margin-left:0;padding-left:16px;color:#57534e}.updated{color:#78716c;font-size:.875rem}
footer{color:#78716c;font-size:.875rem}`;

const localeOf = (tag: string | undefined): Locale | null =>
  LOCALES.find((locale) => locale === tag?.trim().toLowerCase().split('-')[0]) ?? null;

/** `?lang=`, then the language the web app keeps in i18next's cookie, else English: as the /error page. */
const pageLocale = (c: Context): Locale =>
  localeOf(c.req.query('lang')) ?? localeOf(getCookie(c, I18NEXT_STORAGE_KEY)) ?? DEFAULT_LOCALE;

const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** GET /legal/:slug: a published document as its own page, in the reader's language; else a 404 page. */
export function legalPageRoutes(
  documents: DocumentsService,
  seo: SeoService,
  options: { baseUrl: string; clientIp: (c: Context<AppEnv>) => string },
) {
  return new Hono<AppEnv>().get('/:slug', async (c) => {
    const parsed = documentSlugParamsSchema.safeParse(c.req.param());
    const locale = pageLocale(c);
    // An unknown slug is the same 404 page as an unpublished document.
    if (!parsed.success) return notFound(c, locale);
    const { slug } = parsed.data;
    const doc = await documents.readPublished(slug);
    if (!doc) return notFound(c, locale);
    seo.countView(c, documentPagePath(slug), options.clientIp(c));
    const meta = seo.metaOf(slug);
    const title = meta?.title || doc.title;
    const url = `${options.baseUrl.replace(/\/+$/, '')}${documentPagePath(slug)}`;
    const text = TEXT[locale];
    const updated = doc.updatedAt ? dateFormat(locale).format(new Date(doc.updatedAt)) : null;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(
      html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Someday</title>
<link rel="canonical" href="${url}">
${meta?.description ? html`<meta name="description" content="${meta.description}">` : ''}
<meta property="og:type" content="article">
<meta property="og:title" content="${title}">
<meta property="og:url" content="${url}">
${meta?.description ? html`<meta property="og:description" content="${meta.description}">` : ''}
${meta?.imageUrl ? html`<meta property="og:image" content="${meta.imageUrl.startsWith('/') ? options.baseUrl + meta.imageUrl : meta.imageUrl}">` : ''}
<style>${raw(STYLE)}</style>
</head><body>
<header><a href="/">← ${text.home}</a></header>
<main>
<h1>${doc.title}</h1>
${updated ? html`<p class="updated">${text.updated}: ${updated}</p>` : ''}
<article>${raw(doc.html)}</article>
</main>
<footer>Someday</footer>
</body></html>`,
    );
  });
}

function notFound(c: Context, locale: Locale) {
  const text = TEXT[locale];
  c.header('Cache-Control', 'no-cache');
  return c.html(
    html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${text.notFound} · Someday</title><style>${raw(STYLE)}</style></head>
<body><header><a href="/">← ${text.home}</a></header><main><h1>${text.notFound}</h1><p>${text.notFoundBody}</p></main></body></html>`,
    404,
  );
}
