import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { I18NEXT_STORAGE_KEY, LOCALES, type Locale } from '../common/limits';
import { sharedPageUrl } from '../common/urls';
import type { AppEnv } from './app-env';

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

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The content coding to send: brotli before gzip when the client takes both, none when it takes
 * neither (or refuses them with q=0).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Iterable<Encoding>,
): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  const offered = new Set(available);
  return (['br', 'gzip'] as const).find((name) => offered.has(name) && accepts(name)) ?? null;
}

/** A file's bytes kept in memory below this size; larger ones (source maps) are streamed. */
const IN_MEMORY_BYTES = 1024 * 1024;

type Representation = { path: string; size: number; bytes?: Buffer };
type StaticFile = {
  type: string;
  etag: string;
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
};

function representation(path: string, size: number): Representation {
  return size <= IN_MEMORY_BYTES ? { path, size, bytes: readFileSync(path) } : { path, size };
}

/** URL paths that may name a file: no dot segments or hidden files, no doubled or back slashes. */
function safeFilePath(urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (/(?:^|\/)\.|\/\/|\\|\0/.test(path)) return null;
  // Pages are answered by the page route; compressed copies only through Accept-Encoding.
  if (/\.(?:html|br|gz)$/.test(path)) return null;
  return path;
}

/** The built files, looked up on first request and remembered (dist/web does not change while running). */
function staticFiles(webDir: string) {
  const found = new Map<string, StaticFile>();
  const statOf = (path: string) => {
    try {
      const stats = statSync(path);
      return stats.isFile() ? stats : undefined;
    } catch {
      return undefined;
    }
  };
  return (urlPath: string): StaticFile | undefined => {
    const known = found.get(urlPath);
    if (known) return known;
    const relative = safeFilePath(urlPath);
    if (!relative) return undefined;
    const path = join(webDir, relative);
    const stats = statOf(path);
    if (!stats) return undefined;
    const encoded: StaticFile['encoded'] = {};
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = statOf(path + SUFFIX[encoding]);
      if (copy) encoded[encoding] = representation(path + SUFFIX[encoding], copy.size);
    }
    const file: StaticFile = {
      type: getMimeType(path) ?? 'application/octet-stream',
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      identity: representation(path, stats.size),
      encoded,
    };
    found.set(urlPath, file);
    return file;
  };
}

/** An HTML page held in memory with its compressed copies (from the build, else made here once). */
type Page = { etag: string; identity: Buffer; encoded: Record<Encoding, Buffer> };

function pageOf(html: Buffer, copies: Partial<Record<Encoding, Buffer>> = {}): Page {
  return {
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    identity: html,
    encoded: {
      br: copies.br ?? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: copies.gzip ?? gzipSync(html),
    },
  };
}

function readPage(path: string): Page | undefined {
  if (!existsSync(path)) return undefined;
  const copy = (encoding: Encoding) =>
    existsSync(path + SUFFIX[encoding]) ? readFileSync(path + SUFFIX[encoding]) : undefined;
  return pageOf(readFileSync(path), { br: copy('br'), gzip: copy('gzip') });
}

function notModified(c: Context, etag: string): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function sendPage(c: Context, page: Page, vary: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // Revalidated on every load: a new build's page (and the asset names in it) shows at once.
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: vary,
  };
  if (notModified(c, page.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const body = encoding ? page.encoded[encoding] : page.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}

function sendFile(c: Context, file: StaticFile, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
  };
  const encodings = Object.keys(file.encoded) as Encoding[];
  if (encodings.length > 0) headers.Vary = 'Accept-Encoding';
  if (notModified(c, file.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), encodings);
  const chosen = encoding ? (file.encoded[encoding] as Representation) : file.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(chosen.size);
  const body = chosen.bytes
    ? new Uint8Array(chosen.bytes)
    : (Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>);
  return c.body(body, 200, headers);
}

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const OTHER_FILE = 'public, max-age=3600';
/** Where scripts/prerender.ts writes the landing page, one file per language and mode. */
const PRERENDERED_DIR = 'prerendered';
const LANGUAGE_PARAM = 'lang';

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
  },
) {
  const builtHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  // The app shows its demo banner from the first render instead of after asking /api/meta.
  const indexHtml = options.demo ? builtHtml.replace(/<html\b/, '<html data-mode="demo"') : builtHtml;
  const shell =
    indexHtml === builtHtml
      ? (readPage(join(webDir, 'index.html')) ?? pageOf(Buffer.from(indexHtml)))
      : pageOf(Buffer.from(indexHtml));
  const landing = new Map<Locale, Page>();
  for (const language of LOCALES) {
    const file = `landing-${language}${options.demo ? '-demo' : ''}.html`;
    const page = readPage(join(webDir, PRERENDERED_DIR, file));
    if (page) landing.set(language, page);
  }
  const prefix = options.sessionCookiePrefix ?? 'someday';
  const sessionCookies = [`${prefix}.session_token`, `__Secure-${prefix}.session_token`];
  const accountDeletedCookie = 'account_deleted';

  /** The prerendered landing page when this request is a visitor's plain `/`, else undefined. */
  const landingFor = (c: Context): Page | undefined => {
    if (c.req.path !== '/' || landing.size === 0) return undefined;
    const url = new URL(c.req.url);
    // ?deleted=1, ?refresh=, an auth callback's ?code=...: the app's own handling.
    if ([...url.searchParams.keys()].some((key) => key !== LANGUAGE_PARAM)) return undefined;
    const cookies = c.req.header('Cookie');
    if ([...sessionCookies, accountDeletedCookie].some((name) => cookieValue(cookies, name) !== undefined)) {
      return undefined;
    }
    const language =
      languageOf(url.searchParams.get(LANGUAGE_PARAM)) ??
      languageOf(cookieValue(cookies, I18NEXT_STORAGE_KEY)) ??
      'en';
    return landing.get(language);
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
  app.get('*', (c) => {
    const page = landingFor(c);
    // Which page `/` is depends on the cookies: a cache must not hand one person's to another.
    if (c.req.path === '/' && landing.size > 0) return sendPage(c, page ?? shell, 'Accept-Encoding, Cookie');
    return sendPage(c, shell, 'Accept-Encoding');
  });
  return app;
}
