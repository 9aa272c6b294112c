import { z } from 'zod';

/**
 * The translation tool: its languages, limits and the bodies and answers of /api/translate,
 * shared by the server and the web. One engine answers, chosen by the server's configuration
 * (LibreTranslate, DeepL or the AI model, in that order of precedence); with none, the tool says
 * it is unavailable rather than offering a word-by-word stand-in.
 */

/** The languages text can be translated from and into. */
export const TRANSLATION_LANGUAGES = ['en', 'th'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A source may also be left to the engine to detect; each engine the server can use detects. */
export const TRANSLATION_SOURCES = ['auto', ...TRANSLATION_LANGUAGES] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

export const TRANSLATION_ENGINES = ['libretranslate', 'deepl', 'model', 'none'] as const;
export type TranslationEngine = (typeof TRANSLATION_ENGINES)[number];
/** The engines that translate: everything but 'none'. */
export type TranslatingEngine = Exclude<TranslationEngine, 'none'>;

/** Characters of one text (after trimming): a few pages, what a person pastes into a box. */
export const TRANSLATION_TEXT_MAX = 5000;

/** Translations per user and hour: every one costs the engine's time or the operator's quota. */
export const TRANSLATIONS_PER_HOUR = 60;

/** Body of POST /api/translate. */
export const translateBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Please enter text to translate.')
      .max(TRANSLATION_TEXT_MAX, `The text can be at most ${TRANSLATION_TEXT_MAX} characters.`),
    source: z.enum(TRANSLATION_SOURCES),
    target: z.enum(TRANSLATION_LANGUAGES),
  })
  .refine((body) => body.source !== body.target, {
    path: ['target'],
    message: 'Choose a target language other than the source language.',
  });
export type TranslateBody = z.infer<typeof translateBodySchema>;

/**
 * A translation, and who made it. `detectedSource`: the language the engine found, when the
 * source was left to it, as the engine names it (a language code such as `en`, `th`, `fr`).
 */
export type Translation = { translatedText: string; engine: TranslatingEngine; detectedSource?: string };

/** GET /api/translate/status: which engine is configured, and whether it answers now. */
export type TranslationStatus = { available: boolean; engine: TranslationEngine };
