import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeTranslatorBehaviour, fakeDetect, fakeTranslate, readBody } from './fake-libretranslate';

/** One POST /v2/translate as the server received it (form fields, or JSON, as DeepL accepts both). */
export type DeepLRequest = {
  text: string[];
  sourceLang: string | null;
  targetLang: string;
  contentType: string;
  authorization: string;
};

const SOURCES = ['EN', 'TH'];
const TARGETS = ['EN-US', 'EN-GB', 'TH'];

/**
 * A loopback server speaking the DeepL API v2 as deepl-node uses it: POST /v2/translate with a
 * form body (`text` repeated, `source_lang`, `target_lang`) and `Authorization: DeepL-Auth-Key`,
 * answering `{translations: [{detected_source_language, text, billed_characters}]}`; GET
 * /v2/usage. Refusals as DeepL makes them: 403 for a wrong key, 400 `{message}` for a bad
 * language (a bare EN target among them).
 */
export async function startFakeDeepL(authKey = 'fake-deepl-key:fx') {
  const requests: DeepLRequest[] = [];
  let behaviour: FakeTranslatorBehaviour = { kind: 'ok' };
  let usageStatus = 200;
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://deepl.local');
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `DeepL-Auth-Key ${authKey}`) {
      await readBody(req);
      return send(403, { message: 'Forbidden' });
    }
    if (req.method === 'GET' && url.pathname === '/v2/usage') {
      if (usageStatus !== 200) return send(usageStatus, { message: 'Internal error' });
      return send(200, { character_count: 1200, character_limit: 500000 });
    }
    if (req.method !== 'POST' || url.pathname !== '/v2/translate') return send(404, { message: 'Not found' });
    const contentType = req.headers['content-type'] ?? '';
    const raw = await readBody(req);
    let fields: { text: string[]; source_lang?: string; target_lang?: string };
    if (contentType.startsWith('application/json')) {
      const body = JSON.parse(raw) as { text?: string[]; source_lang?: string; target_lang?: string };
      fields = { ...body, text: body.text ?? [] };
    } else {
      const form = new URLSearchParams(raw);
      fields = {
        text: form.getAll('text'),
        source_lang: form.get('source_lang') ?? undefined,
        target_lang: form.get('target_lang') ?? undefined,
      };
    }
    const sourceLang = fields.source_lang?.toUpperCase() ?? null;
    const targetLang = fields.target_lang?.toUpperCase() ?? '';
    requests.push({
      text: fields.text,
      sourceLang,
      targetLang,
      contentType,
      authorization: req.headers.authorization ?? '',
    });
    if (behaviour.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (behaviour.kind === 'status') return send(behaviour.status, { message: 'Internal error' });
    if (fields.text.length === 0) return send(400, { message: "Parameter 'text' not specified." });
    if (!TARGETS.includes(targetLang))
      return send(400, { message: "Value for 'target_lang' not supported." });
    if (sourceLang !== null && !SOURCES.includes(sourceLang)) {
      return send(400, { message: "Value for 'source_lang' not supported." });
    }
    const target = targetLang.slice(0, 2).toLowerCase();
    return send(200, {
      translations: fields.text.map((text) => {
        const source = sourceLang?.toLowerCase() ?? fakeDetect(text);
        return {
          detected_source_language: source.toUpperCase(),
          text: fakeTranslate(text, source, target),
          billed_characters: text.length,
        };
      }),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What to set DEEPL_SERVER_URL to. */
    serverUrl: `http://127.0.0.1:${port}`,
    /** What to set DEEPL_API_KEY to. */
    authKey,
    requests,
    answer(next: FakeTranslatorBehaviour) {
      behaviour = next;
    },
    /** GET /v2/usage answers this status. */
    usage(status: number) {
      usageStatus = status;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeDeepL = Awaited<ReturnType<typeof startFakeDeepL>>;
