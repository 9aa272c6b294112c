import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Context, Hono } from 'hono';
import { DOCUMENT_LINK_CLASS, DOCUMENT_LIST_CLASS } from '../common/document-links';
import { I18NEXT_STORAGE_KEY, LOCALES, type Locale } from '../common/limits';
import type { SharedScrapbook } from '../common/shares';
import { sharedPageUrl, UPGRADED_PARAM } from '../common/urls';
import type { AppEnv } from './app-env';
import { type Page, pageOf, readPage, sendFile, sendHtml, sendPage, staticFiles } from './static-files';

export type SharePreviewSource = (
  token: string,
) => Promise<{ title: string; description: string; imageUrl: string | null } | null>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);

/** Open Graph and Twitter card tags of a shared scrapbook, every value escaped. */
function previewTags(preview: { title: string; description: string; imageUrl: string | null }, url: string) {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.imageUrl) {
    tags.push(['property', 'og:image', preview.imageUrl], ['name', 'twitter:image', preview.imageUrl]);
  }
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/** What scripts/prerender.ts builds for server-rendered shared pages (src/web/features/shares/static). */
const SHARED_TEMPLATE = join('prerendered', 'shared.html');
const SHARED_RENDERER = join('.ssr', 'render-shared.mjs');
type RenderShared = (
  data: SharedScrapbook | null,
  language: Locale,
  demo: boolean,
) => { title: string; body: string };

export type PageMeta = { title: string | null; description: string | null; imageUrl: string | null };

/** The built page with an administrator's title, description and preview image in place of its own. */
function withMeta(html: string, meta: PageMeta, url: string, baseUrl: string): string {
  let out = html;
  const set = (pattern: RegExp, tag: string) => {
    out = pattern.test(out)
      ? out.replace(pattern, () => tag)
      : out.replace('</head>', () => `    ${tag}\n  </head>`);
  };
  if (meta.title) {
    const title = escapeHtml(meta.title);
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    set(/<meta property="og:title"[^>]*>/, `<meta property="og:title" content="${title}">`);
  }
  if (meta.description) {
    const description = escapeHtml(meta.description);
    set(/<meta name="description"[^>]*>/, `<meta name="description" content="${description}">`);
    set(/<meta property="og:description"[^>]*>/, `<meta property="og:description" content="${description}">`);
  }
  if (meta.imageUrl) {
    const image = escapeHtml(meta.imageUrl.startsWith('/') ? baseUrl + meta.imageUrl : meta.imageUrl);
    set(/<meta property="og:image"[^>]*>/, `<meta property="og:image" content="${image}">`);
  }
  set(/<meta property="og:url"[^>]*>/, `<meta property="og:url" content="${escapeHtml(url)}">`);
  return out;
}

/** The footer's (empty, prerendered) list of documents filled with links; see document-links.tsx. */
function withDocumentLinks(html: string, links: ReadonlyArray<{ slug: string; title: string }>): string {
  const items = links
    .map(
      (link) =>
        `<li><a href="/legal/${encodeURIComponent(link.slug)}" class="${DOCUMENT_LINK_CLASS}">${escapeHtml(link.title)}</a></li>`,
    )
    .join('');
  return html.replace(
    '<nav data-document-links=""></nav>',
    () => `<nav data-document-links=""><ul class="${DOCUMENT_LIST_CLASS}">${items}</ul></nav>`,
  );
}

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const OTHER_FILE = 'public, max-age=3600';
/** Where scripts/prerender.ts writes the landing page, one file per language and mode. */
const PRERENDERED_DIR = 'prerendered';
const LANGUAGE_PARAM = 'lang';
/** The dashboard's heading per language (src/web/features/dashboard/static), made by scripts/prerender.ts. */
const DASHBOARD_SKELETON = join(PRERENDERED_DIR, 'dashboard-skeleton.json');
const NAME_MARK = '%NAME%';
/** Where the dashboard's heading goes in the app's page: after the header's outline. */
const SKELETON_END = '<!-- /app-skeleton -->';
/** What `/` and `/dashboard` may carry and still show the dashboard at once (else the app decides). */
const DASHBOARD_PARAMS = new Set([LANGUAGE_PARAM, UPGRADED_PARAM]);
/** Holds a person's name: no shared cache may keep it, and the browser asks again each time. */
const PERSONAL_PAGE = 'private, no-cache';

function languageOf(value: string | null | undefined): Locale | null {
  const base = value?.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === base) ?? null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The built single-page app. Files come precompressed (brotli, gzip) as the client accepts, hashed
 * assets cached for a year; every other GET path answers index.html, revalidated each time, so the
 * client router decides (unknown paths are screens, not 404s).
 * `/` for a visitor (no session cookie) is the prerendered landing page in their language (the
 * `lang` parameter, else i18next's cookie, else English): text without waiting for the app.
 * A signed-in person's `/` and `/dashboard` carry the dashboard's heading with their name, made for
 * that request and kept by no shared cache: the page's largest text paints with the HTML.
 * A shared scrapbook's page carries its link-preview tags, since crawlers run no script;
 * a dead link gets the plain page and the client says 'Scrapbook Not Found'.
 */
export function webAppRoutes(
  webDir: string,
  options: {
    baseUrl: string;
    sharePreview?: SharePreviewSource;
    /** Demo mode: the landing page with the demo banner, as the app shows it then. */
    demo?: boolean;
    /** better-auth's cookie prefix: a request with its session cookie is not a visitor's. */
    sessionCookiePrefix?: string;
    /**
     * The scrapbook behind a live link (counting this view, as the page's own request did), or
     * null for a dead one. Given, `/shared/:token` is rendered here, in the reader's language,
     * with one small script instead of the app; else the app asks for it.
     */
    sharedPage?: (token: string, userAgent: string | undefined) => Promise<SharedScrapbook | null>;
    /** Counts a visitor's view of a public page (the landing page here) by its route pattern. */
    countView?: (c: Context, path: string) => void;
    /** The landing page's meta an administrator set (from memory), or null for the built one. */
    landingMeta?: () => PageMeta | null;
    /** The published documents (from memory), linked from the prerendered landing page's footer. */
    documentLinks?: () => ReadonlyArray<{ slug: string; title: string }>;
    /**
     * The name of the signed-in, verified person who made the request ('' without one), or null
     * for anybody else. Given, their `/` and `/dashboard` carry the dashboard's heading, so the
     * page's largest text paints with the HTML instead of after the app's code ran.
     */
    signedInName?: (c: Context) => Promise<string | null>;
  },
) {
  const builtHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  // The app shows its demo banner from the first render instead of after asking /api/meta.
  const indexHtml = options.demo ? builtHtml.replace(/<html\b/, '<html data-mode="demo"') : builtHtml;
  // Whether the request carried a session cookie, marked on the page: the app then fetches a
  // signed-in person's first reads and screen at once, and a visitor's landing page, instead of
  // guessing from what the browser remembers (nothing on a first visit). Only a guess: the session
  // request decides.
  const shellMarked = (sessionSeen: boolean) =>
    pageOf(Buffer.from(indexHtml.replace(/<html\b/, `<html data-session="${sessionSeen ? 1 : 0}"`)));
  const shells = { signedIn: shellMarked(true), visitor: shellMarked(false) };
  const dashboardPages = dashboardPagesOf(
    webDir,
    shells.signedIn.identity.toString('utf8'),
    options.signedInName !== undefined,
  );
  const landing = new Map<Locale, Page>();
  for (const language of LOCALES) {
    const file = `landing-${language}${options.demo ? '-demo' : ''}.html`;
    const page = readPage(join(webDir, PRERENDERED_DIR, file));
    if (page) landing.set(language, page);
  }
  const prefix = options.sessionCookiePrefix ?? 'someday';
  const sessionCookies = [`${prefix}.session_token`, `__Secure-${prefix}.session_token`];
  const accountDeletedCookie = 'account_deleted';

  /** The `lang` parameter, else i18next's cookie, else English (the app's rule). */
  const languageFor = (c: Context): Locale =>
    languageOf(c.req.query(LANGUAGE_PARAM)) ??
    languageOf(cookieValue(c.req.header('Cookie'), I18NEXT_STORAGE_KEY)) ??
    'en';

  const hasSessionCookie = (cookies: string | undefined) =>
    sessionCookies.some((name) => cookieValue(cookies, name) !== undefined);

  /** The prerendered landing page when this request is a visitor's plain `/`, else undefined. */
  const landingFor = (c: Context): Page | undefined => {
    if (c.req.path !== '/' || landing.size === 0) return undefined;
    const url = new URL(c.req.url);
    // ?deleted=1, ?refresh=, an auth callback's ?code=...: the app's own handling.
    if ([...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAM)) return undefined;
    const cookies = c.req.header('Cookie');
    if (hasSessionCookie(cookies) || cookieValue(cookies, accountDeletedCookie) !== undefined)
      return undefined;
    return landing.get(languageFor(c));
  };

  const files = staticFiles(webDir);
  const app = new Hono<AppEnv>()
    .get('/assets/*', (c) => {
      const file = files(c.req.path);
      // A chunk of an older build must fail as a script, not arrive as the HTML page.
      return file
        ? sendFile(c, file, HASHED_ASSET)
        : c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    })
    .get('*', async (c, next) => {
      const file = c.req.path === '/' ? undefined : files(c.req.path);
      if (file) return sendFile(c, file, OTHER_FILE);
      await next();
    });
  // The renderer (React's server renderer and the catalogues, bundled at build) loads with the
  // first shared page, so a server that never shows one never holds it.
  const { sharedPage } = options;
  const templatePath = join(webDir, SHARED_TEMPLATE);
  const rendererPath = join(webDir, SHARED_RENDERER);
  const sharedTemplate =
    sharedPage && existsSync(templatePath) && existsSync(rendererPath)
      ? readFileSync(templatePath, 'utf8')
      : null;
  let renderer: Promise<RenderShared> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(rendererPath).href).then(
      (module: { renderSharedPage: RenderShared }) => module.renderSharedPage,
      (error: unknown) => {
        renderer = undefined;
        throw error;
      },
    );
    return renderer;
  };
  if (sharedPage && sharedTemplate) {
    app.get('/shared/:token', async (c, next) => {
      // Without its renderer (a broken build) the page is the app's, as without this route.
      const render = await loadRenderer().catch(() => undefined);
      if (!render) return next();
      const token = c.req.param('token');
      const data = await sharedPage(token, c.req.header('User-Agent'));
      const language = languageFor(c);
      const page = render(data, language, options.demo === true);
      const preview = data && {
        title: data.share.title,
        description: data.share.description || data.wish.title,
        imageUrl: data.wish.imageData ? `${options.baseUrl}${data.wish.imageData}` : null,
      };
      let html = sharedTemplate
        .replace(
          /<html\b([^>]*?) lang="[^"]*"/,
          (_, attributes: string) => `<html${attributes} lang="${language}"`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
      if (options.demo) html = html.replace(/<html\b/, '<html data-mode="demo"');
      if (preview) {
        const tags = `    ${previewTags(preview, sharedPageUrl(token, options.baseUrl))}\n  </head>`;
        html = html.replace('</head>', () => tags);
      }
      // Each load counts a view and shows the count: never a stored copy.
      return sendHtml(c, html, 'Accept-Encoding, Cookie');
    });
  }
  const { sharePreview } = options;
  if (sharePreview) {
    app.get('/shared/:token', async (c) => {
      const token = c.req.param('token');
      const preview = await sharePreview(token);
      c.header('Cache-Control', 'no-cache');
      // A dead link's page goes out as built; the client says 'Scrapbook Not Found'.
      if (!preview || !indexHtml.includes('</head>')) return c.html(builtHtml);
      const url = sharedPageUrl(token, options.baseUrl);
      // A replacer function: a '$' in a title must not act as a replacement pattern.
      const tags = `    ${previewTags(preview, url)}\n  </head>`;
      return c.html(indexHtml.replace('</head>', () => tags));
    });
  }
  // Each landing page with the administrator's meta and the footer's document links, made once per
  // change of them.
  const metaPages = new WeakMap<Page, { key: string; page: Page }>();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const withLandingMeta = (page: Page): Page => {
    const meta = options.landingMeta?.() ?? null;
    const links = options.documentLinks?.() ?? [];
    if (!meta && links.length === 0) return page;
    const key = JSON.stringify([meta, links]);
    const known = metaPages.get(page);
    if (known?.key === key) return known.page;
    let html = page.identity.toString('utf8');
    if (meta) html = withMeta(html, meta, `${baseUrl}/`, baseUrl);
    if (links.length) html = withDocumentLinks(html, links);
    const made = pageOf(Buffer.from(html));
    metaPages.set(page, { key, page: made });
    return made;
  };
  /** The app's page with the dashboard's heading in it, when this request shows a person the dashboard. */
  const dashboardFor = async (c: Context): Promise<string | undefined> => {
    const { signedInName } = options;
    if (!dashboardPages || !signedInName || !isDashboardPath(c.req.path)) return undefined;
    const cookies = c.req.header('Cookie');
    if (!hasSessionCookie(cookies) || cookieValue(cookies, accountDeletedCookie) !== undefined)
      return undefined;
    // ?refresh=, an auth callback's ?code=, a link's ?error=: the app's own handling first.
    const keys = new URL(c.req.url).searchParams.keys();
    if ([...keys].some((key) => !DASHBOARD_PARAMS.has(key))) return undefined;
    // Without a session (expired, signed out elsewhere) or unverified, the app decides what to show.
    const name = await signedInName(c).catch(() => null);
    if (name === null) return undefined;
    const page = dashboardPages[languageFor(c)];
    return name ? page.named.before + escapeHtml(name) + page.named.after : page.unnamed;
  };
  app.get('*', async (c) => {
    const visitorPage = landingFor(c);
    if (visitorPage) options.countView?.(c, '/');
    const page = visitorPage && withLandingMeta(visitorPage);
    const dashboard = page ? undefined : await dashboardFor(c);
    if (dashboard !== undefined) {
      const response = sendHtml(c, dashboard, 'Accept-Encoding, Cookie');
      response.headers.set('Cache-Control', PERSONAL_PAGE);
      return response;
    }
    const shell = hasSessionCookie(c.req.header('Cookie')) ? shells.signedIn : shells.visitor;
    // Which page this is depends on the cookies: a cache must not hand one person's to another.
    return sendPage(c, page ?? shell, 'Accept-Encoding, Cookie');
  });
  return app;
}

/** `/` and `/dashboard` (any case, trailing slashes), as the app's isDashboardPath. */
function isDashboardPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return path === '/' || path === '/dashboard';
}

type DashboardPage = { named: { before: string; after: string }; unnamed: string };

/**
 * The signed-in app page with the dashboard's heading after the header's outline, per language
 * (its `lang` set), split where the name goes; undefined when the build made no headings.
 */
function dashboardPagesOf(
  webDir: string,
  shell: string,
  wanted: boolean,
): Record<Locale, DashboardPage> | undefined {
  const file = join(webDir, DASHBOARD_SKELETON);
  if (!wanted || !existsSync(file) || !shell.includes(SKELETON_END)) return undefined;
  const headings = JSON.parse(readFileSync(file, 'utf8')) as Partial<
    Record<Locale, { named: string; unnamed: string }>
  >;
  const pages: Partial<Record<Locale, DashboardPage>> = {};
  for (const language of LOCALES) {
    const heading = headings[language];
    if (!heading) return undefined;
    const page = shell.replace(
      /(<html\b[^>]*?) lang="[^"]*"/,
      (_, start: string) => `${start} lang="${language}"`,
    );
    const withHeading = (html: string) => page.replace(SKELETON_END, () => SKELETON_END + html);
    const [before, after, ...more] = withHeading(heading.named).split(NAME_MARK);
    if (before === undefined || after === undefined || more.length > 0) return undefined;
    pages[language] = { named: { before, after }, unnamed: withHeading(heading.unnamed) };
  }
  return pages as Record<Locale, DashboardPage>;
}
