import { AUTH_BODY_SCHEMAS, authBodyErrorCode } from '../../common/auth-bodies';
import { EMAIL_MAX_LENGTH } from '../../common/limits';
import { AppError } from '../errors';
import { findNulText } from '../text-safety';

/** The fields of an auth request body, when it is JSON or a form; null for anything else. */
type AuthFields = Record<string, unknown> | null;

const EMAIL_FIELDS = ['email', 'newEmail'];

/** Reads the fields the gateway checks; a body better-auth cannot read either is left for it to refuse. */
export function readAuthFields(contentType: string | undefined, bytes: ArrayBuffer): AuthFields {
  if (bytes.byteLength === 0) return null;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (!type.endsWith('json')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * What no auth request may carry, checked before better-auth stores or looks anything up:
 * NUL characters (PostgreSQL refuses them in text), a sign-up, sign-in or reset body its shared
 * schema refuses (src/common/auth-bodies.ts, the one the web's forms use), and addresses longer
 * than mail can deliver (an oversized key would also fail PostgreSQL's index). Names are limited where users are
 * written (auth.ts), since provider profiles arrive without a request body.
 */
export function checkAuthFields(path: string, fields: AuthFields) {
  if (!fields) return;
  if (findNulText(fields)) throw new AppError('INVALID_TEXT');
  const refusal = AUTH_BODY_SCHEMAS[path]?.safeParse(fields).error?.issues[0];
  if (refusal) throw new AppError(authBodyErrorCode(refusal));
  for (const key of EMAIL_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && value.length > EMAIL_MAX_LENGTH) {
      throw new AppError(
        'EMAIL_TOO_LONG',
        `The email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
      );
    }
  }
}

/** The account a request names, as a rate-limit key. */
export function accountKeyOf(fields: AuthFields): string | null {
  const email = fields?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
