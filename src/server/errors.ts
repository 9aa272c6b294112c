import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stable error codes of our API and the HTTP status each one answers with. */
const STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_TEXT: 400,
  EMAIL_TOO_LONG: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_TOO_LARGE: 413,
  PRO_REQUIRED: 403,
  PASSWORD_ALREADY_SET: 409,
  ALREADY_PRO: 409,
  REFUND_WINDOW_CLOSED: 422,
  WEBHOOK_SIGNATURE_INVALID: 400,
  GOAL_LIMIT_REACHED: 422,
  STORAGE_QUOTA_EXCEEDED: 422,
  IMAGE_TOO_LARGE_DIMENSIONS: 422,
  IMAGE_UNREADABLE: 422,
  IMAGE_FETCH_FAILED: 422,
  URL_NOT_ALLOWED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  INVALID_TEXT: 'Text must not contain NUL characters.',
  EMAIL_TOO_LONG: 'The email address is too long.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  ORIGIN_NOT_ALLOWED: 'This request did not come from Someday.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  FILE_TOO_LARGE: 'The file is larger than 3 MB.',
  PRO_REQUIRED: 'This needs the Pro plan.',
  PASSWORD_ALREADY_SET: 'user already has a password',
  ALREADY_PRO: 'You already have Pro.',
  REFUND_WINDOW_CLOSED: 'The 30-day money-back period of this purchase has ended.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is not valid.',
  GOAL_LIMIT_REACHED: 'Free plan allows 25 goals.',
  STORAGE_QUOTA_EXCEEDED: 'Your image storage is full.',
  IMAGE_TOO_LARGE_DIMENSIONS: 'The image has too many pixels (25 megapixels at most).',
  IMAGE_UNREADABLE: 'The image could not be read.',
  IMAGE_FETCH_FAILED: 'The image could not be fetched from that address.',
  URL_NOT_ALLOWED: 'Images cannot be fetched from that address.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL_ERROR: 'Something went wrong on our side.',
  SERVICE_UNAVAILABLE: 'The service is shutting down. Please retry.',
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.status = STATUS[code];
  }
}

export function errorResponse(c: Context, error: AppError) {
  const body: { error: { code: string; message: string; details?: unknown } } = {
    error: { code: error.code, message: error.message },
  };
  if (error.details !== undefined) body.error.details = error.details;
  return c.json(body, error.status);
}

/** better-auth's error shape (code and message at the top level), which its client reads. */
export function authErrorResponse(c: Context, error: AppError) {
  return c.json({ code: error.code, message: error.message }, error.status);
}
