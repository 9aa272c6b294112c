import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A few phrases each fake engine knows; any other text comes back marked with the target language. */
const PHRASES: ReadonlyArray<Record<'en' | 'th', string>> = [
  { en: 'Hello', th: 'สวัสดี' },
  { en: 'Thank you', th: 'ขอบคุณ' },
  { en: 'See the northern lights', th: 'ชมแสงเหนือ' },
];

/** The language a fake engine detects: Thai script reads as Thai, anything else as English. */
export const fakeDetect = (text: string): 'en' | 'th' => (/[\u0e00-\u0e7f]/.test(text) ? 'th' : 'en');

/** A fake engine's translation of `text` from `source` (detected when 'auto') into `target`. */
export function fakeTranslate(text: string, source: string, target: string): string {
  const from = source === 'auto' ? fakeDetect(text) : source;
  const phrase = PHRASES.find((p) => p[from as 'en' | 'th'] === text.trim());
  const known = phrase?.[target as 'en' | 'th'];
  return known ?? `[${target}] ${text}`;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** What the next translations are: a translation, an HTTP error, or nothing at all (a hang). */
export type FakeTranslatorBehaviour = { kind: 'ok' } | { kind: 'status'; status: number } | { kind: 'hang' };

export type LibreTranslateRequest = {
  q: unknown;
  source: unknown;
  target: unknown;
  format: unknown;
  api_key?: unknown;
  contentType: string;
};

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['en', 'th'] },
  { code: 'th', name: 'Thai', targets: ['en', 'th'] },
];

/**
 * A loopback server speaking LibreTranslate's HTTP API: POST /translate with JSON
 * `{q, source, target, format, api_key}` answering `{translatedText}` (and `detectedLanguage`
 * for `source: auto`), errors as `{error}`; GET /languages. With `apiKey`, requests without that
 * key are refused 403 as a keyed server does.
 */
export async function startFakeLibreTranslate(options: { apiKey?: string } = {}) {
  const requests: LibreTranslateRequest[] = [];
  let behaviour: FakeTranslatorBehaviour = { kind: 'ok' };
  let languagesStatus = 200;
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://libretranslate.local');
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'GET' && url.pathname === '/languages') {
      if (languagesStatus !== 200) return send(languagesStatus, { error: 'Down' });
      return send(200, LANGUAGES);
    }
    if (req.method !== 'POST' || url.pathname !== '/translate') return send(404, { error: 'Not Found' });
    const contentType = req.headers['content-type'] ?? '';
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return send(400, { error: 'Invalid request: could not parse JSON' });
    }
    requests.push({
      q: body.q,
      source: body.source,
      target: body.target,
      format: body.format,
      ...('api_key' in body ? { api_key: body.api_key } : {}),
      contentType,
    });
    if (options.apiKey && body.api_key !== options.apiKey) {
      return send(403, { error: 'Invalid API key' });
    }
    if (behaviour.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (behaviour.kind === 'status') return send(behaviour.status, { error: 'The engine failed.' });
    const { q, source, target } = body;
    if (typeof q !== 'string' || !q) return send(400, { error: 'Invalid request: missing q parameter' });
    const codes = LANGUAGES.map((l) => l.code);
    if (source !== 'auto' && !codes.includes(String(source))) {
      return send(400, { error: `${String(source)} is not supported` });
    }
    if (!codes.includes(String(target))) return send(400, { error: `${String(target)} is not supported` });
    const translatedText = fakeTranslate(q, String(source), String(target));
    if (source === 'auto') {
      return send(200, { detectedLanguage: { confidence: 90, language: fakeDetect(q) }, translatedText });
    }
    return send(200, { translatedText });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What to set LIBRETRANSLATE_URL to. */
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: FakeTranslatorBehaviour) {
      behaviour = next;
    },
    /** GET /languages answers this status (a server that is up answers 200). */
    languages(status: number) {
      languagesStatus = status;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLibreTranslate = Awaited<ReturnType<typeof startFakeLibreTranslate>>;
