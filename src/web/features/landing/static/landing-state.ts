import { I18NEXT_STORAGE_KEY, LOCALES, type Locale } from '@common/limits';

/**
 * Keys of the app's browser state that the landing page's script reads. It must not import the
 * modules that own them (they pull in the app); prerender.test.tsx and
 * tests/e2e/landing.spec.ts keep the copies equal.
 */
export const SIGNED_IN_HINT_KEY = 'someday-signed-in';
export const ACCOUNT_DELETED_KEY = 'ACCOUNT_DELETED';

/** A year, as the app's i18next keeps it: the choice outlives the session. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The supported language a stored value names ('th', 'th-TH'), or null. */
export function languageOf(value: string | null | undefined): Locale | null {
  const base = value?.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === base) ?? null;
}

/** The cookie by which the server picks the prerendered landing page (and its own pages' language). */
export function languageCookie(language: Locale | string): string {
  return `${I18NEXT_STORAGE_KEY}=${encodeURIComponent(language)}; max-age=${LANGUAGE_COOKIE_SECONDS}; path=/; SameSite=Lax`;
}

/** `/` in a given language, whatever the cookie says. */
export function prerenderedLandingUrl(language: string): string {
  return `/?lang=${encodeURIComponent(language)}`;
}
