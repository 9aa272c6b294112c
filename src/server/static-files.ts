import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { holdsEtag } from './etag';

/*
 * The built web app's files as the server sends them: the compressed copy the client accepts
 * (written beside each file at build), ETags answering 304, small files held in memory.
 */

export type Encoding = 'br' | 'gzip';
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
export function staticFiles(webDir: string) {
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
export type Page = { etag: string; identity: Buffer; encoded: Record<Encoding, Buffer> };

export function pageOf(html: Buffer, copies: Partial<Record<Encoding, Buffer>> = {}): Page {
  return {
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    identity: html,
    encoded: {
      br: copies.br ?? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: copies.gzip ?? gzipSync(html),
    },
  };
}

export function readPage(path: string): Page | undefined {
  if (!existsSync(path)) return undefined;
  const copy = (encoding: Encoding) =>
    existsSync(path + SUFFIX[encoding]) ? readFileSync(path + SUFFIX[encoding]) : undefined;
  return pageOf(readFileSync(path), { br: copy('br'), gzip: copy('gzip') });
}

export function sendPage(c: Context, page: Page, vary: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // Revalidated on every load: a new build's page (and the asset names in it) shows at once.
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: vary,
  };
  if (holdsEtag(c, page.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const body = encoding ? page.encoded[encoding] : page.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}

/** A page made for this request (not stored): compressed quickly if the client takes it, never cached. */
export function sendHtml(c: Context, html: string, vary: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: vary,
  };
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
  const identity = Buffer.from(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? gzipSync(identity, { level: 6 })
        : identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}

export function sendFile(c: Context, file: StaticFile, cacheControl: string) {
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: file.etag,
  };
  const encodings = Object.keys(file.encoded) as Encoding[];
  if (encodings.length > 0) headers.Vary = 'Accept-Encoding';
  if (holdsEtag(c, file.etag)) return c.body(null, 304, headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), encodings);
  const chosen = encoding ? (file.encoded[encoding] as Representation) : file.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(chosen.size);
  const body = chosen.bytes
    ? new Uint8Array(chosen.bytes)
    : (Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>);
  return c.body(body, 200, headers);
}
