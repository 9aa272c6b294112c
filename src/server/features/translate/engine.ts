import type { TranslatingEngine, TranslationLanguage, TranslationSource } from '../../../common/translate';

export type TranslationRequest = { text: string; source: TranslationSource; target: TranslationLanguage };

/** What an engine answers; `detectedSource` only when the source was left to it. */
export type EngineTranslation = { translatedText: string; detectedSource?: string };

/** What the service asks of whoever translates. */
export interface TranslationEngine {
  readonly kind: TranslatingEngine;
  /** Throws when the engine fails, refuses or answers outside its protocol; gives up on `signal`. */
  translate(request: TranslationRequest, signal: AbortSignal): Promise<EngineTranslation>;
  /** Whether the engine answers now. */
  available(): Promise<boolean>;
}

/** A status check gets this long; a live server answers at once. */
export const PROBE_TIMEOUT_MS = 3_000;
/** A status is kept this long, so a screen that polls it does not poll the engine. */
const PROBE_KEEP_MS = 30_000;

/** `check` at most every 30 s; a check that throws counts as unavailable. */
export function keptProbe(check: () => Promise<boolean>): () => Promise<boolean> {
  let probe: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!probe || now - probe.at > PROBE_KEEP_MS) {
      probe = { at: now, result: check().catch(() => false) };
    }
    return probe.result;
  };
}

/** `work`, or the signal's reason once it aborts, for a library that takes no signal. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
