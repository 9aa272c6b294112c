import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, type ErrorCode } from '../common/errors';

/** A refusal by stable code; status and default message come from the error catalogue. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
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
