import { z } from 'zod';
import type { TranslationEngine } from './engine';
import { keptProbe, PROBE_TIMEOUT_MS } from './engine';

/** What LibreTranslate's POST /translate answers for one text. */
const answerSchema = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string().max(20), confidence: z.number().optional() }).optional(),
});

/**
 * A LibreTranslate server (self-hosted or libretranslate.com), over its HTTP API: POST /translate
 * with JSON `{q, source, target, format, api_key}`; `source: auto` has it detect the language.
 */
export function libreTranslateEngine(options: {
  url: string;
  apiKey: string | undefined;
}): TranslationEngine {
  const { url, apiKey } = options;
  return {
    kind: 'libretranslate',

    async translate({ text, source, target }, signal) {
      const res = await fetch(`${url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source,
          target,
          format: 'text',
          ...(apiKey ? { api_key: apiKey } : {}),
        }),
        signal,
      });
      if (!res.ok) {
        // Its `{error}` may quote the text back; the status is enough for the log.
        await res.body?.cancel();
        throw Object.assign(new Error(`LibreTranslate answered ${res.status}`), {
          name: 'LibreTranslateError',
          status: res.status,
        });
      }
      const answer = answerSchema.parse(await res.json());
      const detected = source === 'auto' ? answer.detectedLanguage?.language : undefined;
      return { translatedText: answer.translatedText, ...(detected ? { detectedSource: detected } : {}) };
    },

    // Its list of languages needs no key and no work: it answers whenever the server is up.
    available: keptProbe(async () => {
      const res = await fetch(`${url}/languages`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await res.body?.cancel();
      return res.ok;
    }),
  };
}
