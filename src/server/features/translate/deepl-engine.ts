import type * as DeepL from 'deepl-node';
import type { TranslationLanguage } from '../../../common/translate';
import { lazyRequire } from '../../lazy-require';
import type { TranslationEngine } from './engine';
import { keptProbe, PROBE_TIMEOUT_MS, untilAborted } from './engine';

/** DeepL wants a variant for English as a target; its source codes have none. */
const TARGET: Record<TranslationLanguage, DeepL.TargetLanguageCode> = { en: 'en-US', th: 'th' };
const SOURCE: Record<TranslationLanguage, DeepL.SourceLanguageCode> = { en: 'en', th: 'th' };

/**
 * The DeepL API through its official client, loaded with the first translation or status check
 * rather than at start (it brings axios and more along). A null source has DeepL detect it.
 */
export function deeplEngine(options: {
  apiKey: string;
  serverUrl: string | undefined;
  timeoutMs: number;
}): TranslationEngine {
  const translators = new Map<number, DeepL.Translator>();
  /** One client per timeout: the library applies it to every request of the client. */
  const translator = (timeoutMs: number) => {
    let client = translators.get(timeoutMs);
    if (!client) {
      const { Translator } = lazyRequire('deepl-node') as typeof DeepL;
      client = new Translator(options.apiKey, {
        ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
        // One try: a retry would double the wait of someone already watching a spinner.
        maxRetries: 0,
        minTimeout: timeoutMs,
        sendPlatformInfo: false,
      });
      translators.set(timeoutMs, client);
    }
    return client;
  };

  return {
    kind: 'deepl',

    async translate({ text, source, target }, signal) {
      const result = await untilAborted(
        translator(options.timeoutMs).translateText(
          text,
          source === 'auto' ? null : SOURCE[source],
          TARGET[target],
        ),
        signal,
      );
      return {
        translatedText: result.text,
        ...(source === 'auto' && result.detectedSourceLang
          ? { detectedSource: result.detectedSourceLang }
          : {}),
      };
    },

    // The usage read costs no characters and fails on a wrong key as a translation would.
    available: keptProbe(async () => {
      await untilAborted(translator(PROBE_TIMEOUT_MS).getUsage(), AbortSignal.timeout(PROBE_TIMEOUT_MS));
      return true;
    }),
  };
}
