import { z } from 'zod';
import { type ErrorCode, isErrorCode } from './errors';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/*
 * Bodies of the sign-up, sign-in and password-reset endpoints. The server's auth gateway refuses a
 * body these reject before the auth library sees it, and the web's forms judge what a person
 * typed with the same schemas, so both sides hold the very same limits.
 *
 * Each refusal's message is the error-catalogue code the server answers with; a refusal that
 * names no code (a field of the wrong type) answers VALIDATION_FAILED.
 */

export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, { error: 'INVALID_EMAIL' })
  .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_TOO_LONG' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }));

export const personNameSchema = z
  .string({ error: 'INVALID_NAME' })
  .trim()
  .min(1, { error: 'NAME_REQUIRED' })
  .max(NAME_MAX_LENGTH, { error: 'NAME_TOO_LONG' });

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' });

// Loose objects: the auth library reads further fields (callbackURL, rememberMe, redirectTo,
// token) and checks those itself.

/** POST /api/auth/sign-up/email */
export const signUpBodySchema = z.looseObject({
  name: personNameSchema,
  email: emailAddressSchema,
  password: newPasswordSchema,
});

/** POST /api/auth/sign-in/email: any password may be tried; only an empty one is no attempt. */
export const signInBodySchema = z.looseObject({
  email: emailAddressSchema,
  password: z.string().min(1),
});

/** Requests that only name an address: a reset link, a verification link, a sign-in code. */
export const addressBodySchema = z.looseObject({ email: emailAddressSchema });

/** POST /api/auth/reset-password (the token comes from the mailed link). */
export const resetPasswordBodySchema = z.looseObject({ newPassword: newPasswordSchema });

/** Which auth endpoint's body each schema judges, by its path under /api/auth. */
export const AUTH_BODY_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
  '/sign-in/email-otp': addressBodySchema,
  '/email-otp/send-verification-otp': addressBodySchema,
  '/request-password-reset': addressBodySchema,
  '/send-verification-email': addressBodySchema,
  '/reset-password': resetPasswordBodySchema,
};

/** The catalogue code a refusal of one of these schemas answers with. */
export function authBodyErrorCode(issue: z.core.$ZodIssue): ErrorCode {
  return isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
}
