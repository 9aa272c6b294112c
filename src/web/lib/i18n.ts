import { DEFAULT_LOCALE, I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@common/limits';
import { CATALOG_OPTIONS } from '@web/locales/catalog-options';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/** A year: the choice outlives the session, like the one in local storage. */
const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;

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
      ...CATALOG_OPTIONS,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // English until the person picks a language: the browser's language is not a choice.
      detection: {
        order: ['localStorage'],
        lookupLocalStorage: I18NEXT_STORAGE_KEY,
        // The cookie tells pages the server renders (the auth error page) which language to use.
        caches: ['localStorage', 'cookie'],
        lookupCookie: I18NEXT_STORAGE_KEY,
        cookieMinutes: LANGUAGE_COOKIE_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
  rememberLanguage(i18n.resolvedLanguage ?? DEFAULT_LOCALE);
  return i18n;
}

export { i18n };
