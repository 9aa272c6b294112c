import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token: the user id and an HMAC-SHA256 of it under the server's
 * auth secret, both base64url. It does not expire (a mail read months later must still work) and
 * can do one thing only: turn that user's reminder mail off. The purpose string keeps it from
 * ever verifying as any other signed value made with the same secret.
 */
const PURPOSE = 'someday:reminders-unsubscribe:v1\n';

const macOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(PURPOSE).update(userId).digest();

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${macOf(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [idPart, macPart, extra] = token.split('.');
  if (!idPart || !macPart || extra !== undefined) return null;
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(idPart) || !base64url.test(macPart)) return null;
  const userId = Buffer.from(idPart, 'base64url').toString('utf8');
  // Only the canonical encoding counts, so one user has one token.
  if (Buffer.from(userId).toString('base64url') !== idPart) return null;
  const given = Buffer.from(macPart, 'base64url');
  if (given.toString('base64url') !== macPart) return null;
  const expected = macOf(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
