import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, I18NEXT_STORAGE_KEY, LOCALES, type Locale } from '../../../common/limits';

/** 'th-TH' and 'TH' are Thai too: a supported locale from a language tag, else null. */
function localeOf(tag: string | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === language) ?? null;
}

/**
 * The language of a page the server renders: `?lang=`, then the choice the web app keeps in
 * i18next's cookie, else English. Like the web app, it does not go by the browser's language:
 * the app speaks English until the person picks another.
 */
export function pageLocale(c: Context): Locale {
  return localeOf(c.req.query('lang')) ?? localeOf(getCookie(c, I18NEXT_STORAGE_KEY)) ?? DEFAULT_LOCALE;
}
