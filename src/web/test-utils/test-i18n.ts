import type { Locale } from '@common/limits';
import { addAdminResources } from '@web/locales/admin-resources';
import { addBillingResources } from '@web/locales/billing-resources';
import { CATALOG_OPTIONS } from '@web/locales/catalog-options';
import { addCollaborationResources } from '@web/locales/collaboration-resources';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18n instance of the test's own, with every catalog the app can load (the lazy and billing
 * ones too), so a test never shares a language with another one and never waits on a chunk.
 */
export async function createTestI18n(language: Locale = 'en'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    ...CATALOG_OPTIONS,
    lng: language,
  });
  addLazyResources(i18n);
  addBillingResources(i18n);
  addAdminResources(i18n);
  addCollaborationResources(i18n);
  return i18n;
}
