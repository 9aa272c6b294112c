import { DEFAULT_LOCALE, LOCALES } from '@common/limits';
import type { InitOptions } from 'i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';
import { TEXT_VALUES } from './text-values';

/**
 * What every i18n instance of the app shares (the browser's, the landing page rendered at build,
 * the tests'): the catalogues, English as the fallback, and the numbers texts may name.
 */
export const CATALOG_OPTIONS = {
  resources,
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // React escapes output already.
  interpolation: { escapeValue: false, defaultVariables: TEXT_VALUES },
} satisfies InitOptions;
