import type { i18n as I18n } from 'i18next';
import enMemories from './en/memories.json';
import enProfile from './en/profile.json';
import enShares from './en/shares.json';
import enTranslate from './en/translate.json';
import thMemories from './th/memories.json';
import thProfile from './th/profile.json';
import thShares from './th/shares.json';
import thTranslate from './th/translate.json';

/**
 * Catalogs of screens that are never on the landing path (the scrapbook, the shared page, the
 * profile and the translation tool).
 * They ship with those screens' chunks instead of the entry, both languages at once so switching
 * stays instant; `addLazyResources` registers them before such a screen renders.
 */
export const lazyResources = {
  en: { memories: enMemories, shares: enShares, profile: enProfile, translate: enTranslate },
  th: { memories: thMemories, shares: thShares, profile: thProfile, translate: thTranslate },
} as const;

type Catalogs = Readonly<Record<string, Readonly<Record<string, object>>>>;

/** Registers catalogs that travel with a lazy chunk; before init, as soon as the store exists. */
export function addCatalogs(instance: I18n, catalogs: Catalogs): void {
  if (!instance.isInitialized || typeof instance.hasResourceBundle !== 'function') {
    instance.on('initialized', () => addCatalogs(instance, catalogs));
    return;
  }
  for (const [language, bundles] of Object.entries(catalogs)) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(language, namespace)) {
        instance.addResourceBundle(language, namespace, bundle, true, false);
      }
    }
  }
}

export function addLazyResources(instance: I18n): void {
  addCatalogs(instance, lazyResources);
}
