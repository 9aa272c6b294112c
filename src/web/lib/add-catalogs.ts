import type { i18n as I18n } from 'i18next';

type Catalogs = Readonly<Record<string, Readonly<Record<string, object>>>>;

/**
 * Registers catalogs that travel with a lazy chunk; before init, as soon as the store exists.
 * Kept apart from the lazy screens' catalogs (locales/lazy-resources.ts, 71 kB): while it lived
 * there, every chunk that registered catalogs carried all of those, the dashboard's too.
 */
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
