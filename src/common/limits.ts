/** Business constants shared by server and client. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A person's display name. */
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// Limits the screens quote in their texts. They live here, apart from the request schemas beside
// them, so the app's first load reads them without building every schema at start.
/** Members and pending invitations together, per goal. */
export const GOAL_MEMBERS_MAX = 20;
/** Days an invitation to a shared goal stays open. */
export const INVITATION_VALID_DAYS = 7;
/** How many own categories a member may keep, besides the built-in ones. */
export const CUSTOM_CATEGORY_LIMIT = 50;
export const CUSTOM_CATEGORY_NAME_MAX = 40;
/** A goal holds at most this many milestones. */
export const MILESTONE_LIMIT = 50;
/** A member keeps at most this many templates of their own. */
export const TEMPLATE_LIMIT = 100;

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
