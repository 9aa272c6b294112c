import type { TranslateBody, Translation, TranslationStatus } from '../../../common/translate';
import type { AppDeps } from '../../app-env';
import type { TranslationConfig } from '../../config';
import { AppError } from '../../errors';
import { deeplEngine } from './deepl-engine';
import type { TranslationEngine } from './engine';
import { libreTranslateEngine } from './libretranslate-engine';
import { modelTranslationEngine } from './model-engine';

/** How long one translation may take; past it a person has given up waiting. */
export const TRANSLATION_TIMEOUT_MS = 15_000;

type TranslateDeps = Pick<AppDeps, 'config' | 'logger'>;

function engineOf(config: TranslationConfig | undefined, timeoutMs: number): TranslationEngine | undefined {
  switch (config?.engine) {
    case 'libretranslate':
      return libreTranslateEngine(config);
    case 'deepl':
      return deeplEngine({ ...config, timeoutMs });
    case 'model':
      return modelTranslationEngine(config.model);
    default:
      return undefined;
  }
}

/**
 * What the log says of a failure: the error's kind and an HTTP status if it has one. Not its
 * message or fields: the SDK's errors keep the prompt and the model's answer, a validation error
 * quotes the value, and what the user typed stays out of the logs.
 */
function failureOf(error: unknown): { error: string; status?: number } {
  if (!(error instanceof Error)) return { error: typeof error };
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const code = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : undefined;
  return { error: error.name, ...(code === undefined ? {} : { status: code }) };
}

/**
 * The translation tool: the configured engine translates; without one, 503 TRANSLATION_UNAVAILABLE;
 * when it fails, refuses or takes over the timeout, 502 TRANSLATION_FAILED. Nothing is stored.
 */
export function translateService({ config, logger }: TranslateDeps) {
  const timeoutMs = config.translation?.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  const engine = engineOf(config.translation, timeoutMs);

  return {
    async status(): Promise<TranslationStatus> {
      if (!engine) return { available: false, engine: 'none' };
      return { available: await engine.available(), engine: engine.kind };
    },

    async translate(body: TranslateBody, signal?: AbortSignal): Promise<Translation> {
      if (!engine) throw new AppError('TRANSLATION_UNAVAILABLE');
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const result = await engine.translate(body, signal ? AbortSignal.any([timeout, signal]) : timeout);
        return { ...result, engine: engine.kind };
      } catch (error) {
        logger.warn(
          { engine: engine.kind, timedOut: timeout.aborted, ...failureOf(error) },
          'translation failed',
        );
        throw new AppError('TRANSLATION_FAILED');
      }
    },
  };
}

export type TranslateService = ReturnType<typeof translateService>;
