import { TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationSource } from '@common/translate';

export type LanguagePair = { source: TranslationSource; target: TranslationLanguage };

const isLanguage = (code: string | undefined): code is TranslationLanguage =>
  TRANSLATION_LANGUAGES.some((language) => language === code);

/** The one language of the pair that is not `language` (there are two). */
export const otherLanguage = (language: TranslationLanguage): TranslationLanguage =>
  TRANSLATION_LANGUAGES.find((candidate) => candidate !== language) ?? language;

/**
 * The pair the other way round. A detected source becomes the new target; when nothing was
 * detected (or something neither language), the target's other language does.
 */
export function swapPair({ source, target }: LanguagePair, detected?: string): LanguagePair {
  const from = source === 'auto' ? (isLanguage(detected) ? detected : otherLanguage(target)) : source;
  return { source: target, target: from === target ? otherLanguage(target) : from };
}

/** A new source; choosing the target's language as the source swaps the two, so they never match. */
export function withSource(pair: LanguagePair, source: TranslationSource): LanguagePair {
  if (source !== pair.target) return { ...pair, source };
  return { source, target: pair.source === 'auto' ? otherLanguage(source) : pair.source };
}

/** A new target; choosing the source's language as the target swaps the two. */
export function withTarget(pair: LanguagePair, target: TranslationLanguage): LanguagePair {
  if (target !== pair.source) return { ...pair, target };
  return { source: pair.target, target };
}

/** A language code an engine answered, as a known language, or undefined. */
export function knownLanguage(code: string | undefined): TranslationLanguage | undefined {
  return isLanguage(code) ? code : undefined;
}
