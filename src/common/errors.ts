import {
  CUSTOM_CATEGORY_LIMIT,
  GOAL_MEMBERS_MAX,
  MILESTONE_LIMIT,
  NAME_MAX_LENGTH,
  TEMPLATE_LIMIT,
} from './limits';
import { IMAGE_PIXEL_CAP } from './media';
import { megabytes, PLAN_LIMITS, UPLOAD_LIMITS } from './plans';

/**
 * Every stable error code of our API: the HTTP status it answers with and its English message.
 * The server throws by code (`new AppError('GOAL_LIMIT_REACHED')`); the web shows the text under
 * `errors:codes.<CODE>` in the reader's language, so a new code needs an entry here and one in
 * each `errors.json` catalogue (a test fails otherwise). The auth codes (INVALID_EMAIL, NAME_*,
 * PASSWORD_*, INVALID_IMAGE, INVALID_CODE) come from the auth gateway's body checks or our hooks
 * inside better-auth and answer in its shape (`{code, message}` at the top level); INVALID_EMAIL and
 * PASSWORD_TOO_* keep better-auth's own codes and words, which its endpoints answer too. Numbers
 * in messages come from the plan table.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  INVALID_TEXT: { status: 400, message: 'Text must not contain NUL characters.' },
  INVALID_EMAIL: { status: 400, message: 'Invalid email' },
  EMAIL_TOO_LONG: { status: 400, message: 'The email address is too long.' },
  NAME_REQUIRED: { status: 400, message: 'Please enter a name.' },
  NAME_TOO_LONG: { status: 400, message: `The name can be at most ${NAME_MAX_LENGTH} characters.` },
  INVALID_NAME: { status: 400, message: 'The name must be text.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password too short' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Password too long' },
  INVALID_IMAGE: { status: 400, message: 'The picture must be one of your uploads.' },
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CODE: { status: 401, message: 'Invalid code' },
  ACCOUNT_DELETED: { status: 401, message: 'Account no longer exists' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'This request did not come from Someday.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  FILE_TOO_LARGE: {
    status: 413,
    message: `The file is larger than ${megabytes(UPLOAD_LIMITS.imageMaxBytes)} MB.`,
  },
  PRO_REQUIRED: { status: 403, message: 'This needs the Pro plan.' },
  PASSWORD_ALREADY_SET: { status: 409, message: 'user already has a password' },
  ALREADY_PRO: { status: 409, message: 'You already have Pro.' },
  REFUND_WINDOW_CLOSED: {
    status: 422,
    message: 'The 30-day money-back period of this purchase has ended.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid.' },
  GOAL_LIMIT_REACHED: { status: 422, message: `Free plan allows ${PLAN_LIMITS.free.goalLimit} goals.` },
  MILESTONE_LIMIT_REACHED: { status: 422, message: `A goal can have at most ${MILESTONE_LIMIT} milestones.` },
  // A reorder must name every milestone of the goal once: another tab added or deleted one meanwhile.
  MILESTONE_ORDER_MISMATCH: {
    status: 400,
    message: "The order must list each of the goal's milestones exactly once.",
  },
  CATEGORY_LIMIT_REACHED: {
    status: 422,
    message: `You can have at most ${CUSTOM_CATEGORY_LIMIT} categories of your own.`,
  },
  CATEGORY_NAME_TAKEN: { status: 409, message: 'You already have a category with this name.' },
  TEMPLATE_LIMIT_REACHED: { status: 422, message: `You can keep at most ${TEMPLATE_LIMIT} templates.` },
  STORAGE_QUOTA_EXCEEDED: { status: 422, message: 'Your image storage is full.' },
  IMAGE_TOO_LARGE_DIMENSIONS: {
    status: 422,
    message: `The image has too many pixels (${IMAGE_PIXEL_CAP / 1_000_000} megapixels at most).`,
  },
  IMAGE_UNREADABLE: { status: 422, message: 'The image could not be read.' },
  IMAGE_FETCH_FAILED: { status: 422, message: 'The image could not be fetched from that address.' },
  URL_NOT_ALLOWED: { status: 422, message: 'Images cannot be fetched from that address.' },
  VIDEO_URL_NOT_ALLOWED: {
    status: 400,
    message: 'Only a YouTube link can be shown: a watch, youtu.be, Shorts or embed link.',
  },
  REGISTRATION_CLOSED: { status: 403, message: 'New accounts cannot be created right now.' },
  SHARING_DISABLED: { status: 403, message: 'Sharing by link is turned off for now.' },
  SHARE_TAKEN_DOWN: {
    status: 403,
    message: 'A moderator took this scrapbook’s link down; it cannot be shared again for now.',
  },
  AI_DISABLED: { status: 403, message: 'AI ideas are turned off.' },
  // A model that failed, timed out or answered outside the schema, where no built-in answer fits.
  AI_GENERATION_FAILED: { status: 502, message: 'Failed to generate ideas. Please try again.' },
  // No translation engine is configured (LibreTranslate, DeepL or an AI model).
  TRANSLATION_UNAVAILABLE: { status: 503, message: 'Translation service is currently unavailable' },
  // The translation engine failed, refused or took too long.
  TRANSLATION_FAILED: { status: 502, message: 'Failed to translate text.' },
  // A reminder mail's unsubscribe link that the server did not sign (altered or made up).
  INVALID_UNSUBSCRIBE_TOKEN: { status: 400, message: 'This unsubscribe link is not valid.' },
  // A time zone the server does not know (IANA names such as Asia/Bangkok).
  INVALID_TIME_ZONE: { status: 400, message: 'Unknown time zone.' },
  // A support request's screenshot must be an image the sender uploaded.
  SUPPORT_SCREENSHOT_INVALID: { status: 400, message: 'The screenshot must be one of your uploaded images.' },
  // A closed support request is reopened before it is answered again.
  SUPPORT_REQUEST_CLOSED: { status: 409, message: 'This support request is closed. Reopen it to answer.' },
  // Invitations to a shared goal: a link is single use, valid for days, and bound to one address.
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired. Ask for a new one.' },
  INVITATION_USED: { status: 410, message: 'This invitation has already been used.' },
  INVITATION_REVOKED: { status: 410, message: 'This invitation was withdrawn.' },
  INVITATION_WRONG_ACCOUNT: {
    status: 403,
    message: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  },
  ALREADY_MEMBER: { status: 409, message: 'This person already shares this goal.' },
  CANNOT_INVITE_SELF: { status: 422, message: 'You cannot invite yourself to your own goal.' },
  MEMBER_LIMIT_REACHED: {
    status: 422,
    message: `A goal can be shared with at most ${GOAL_MEMBERS_MAX} people, invitations included.`,
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is shutting down. Please retry.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * better-auth's codes for a sign-in that failed during a browser redirect (a provider's callback).
 * They arrive as `?error=` on /error or on the sign-in page; not ours, so not in ERRORS.
 */
export const SIGN_IN_REDIRECT_ERRORS = [
  'account_not_linked',
  'state_mismatch',
  'state_not_found',
  'please_restart_the_process',
  'access_denied',
  'invalid_code',
  'no_code',
  'unable_to_get_user_info',
  'email_not_found',
  'signup_disabled',
] as const;
export type SignInRedirectError = (typeof SIGN_IN_REDIRECT_ERRORS)[number];

export function signInRedirectErrorOf(value: string | null | undefined): SignInRedirectError | null {
  return SIGN_IN_REDIRECT_ERRORS.find((known) => known === value) ?? null;
}
