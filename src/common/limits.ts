/** Business constants shared by server and client. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A person's display name. */
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const SESSION_EXPIRED_REDIRECT_MS = 1000;
export const AUTH_CALLBACK_REDIRECT_MS = 1000;
export const ACCOUNT_DELETED_COOKIE_SECONDS = 300;

export const VERIFICATION_TOKEN_SECONDS = 3600;
export const RESET_TOKEN_SECONDS = 3600;

export const LOCALES = ['en', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The language is stored under a product key and i18next's generic key. */
export const LOCALE_STORAGE_KEY = 'someday-language';
export const I18NEXT_STORAGE_KEY = 'i18nextLng';
