import { DEFAULT_LOCALE, I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY, LOCALES } from '@common/limits';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '@web/locales/resources';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the language still applies to this page.
  }
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', () => {
    rememberLanguage(i18n.resolvedLanguage ?? DEFAULT_LOCALE);
  });
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: I18NEXT_STORAGE_KEY,
        caches: ['localStorage'],
      },
      // React escapes output already.
      interpolation: { escapeValue: false },
    });
  rememberLanguage(i18n.resolvedLanguage ?? DEFAULT_LOCALE);
  return i18n;
}

export { i18n };
