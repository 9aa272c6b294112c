import { expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

it('verifies a token it made, for the user it was made for', () => {
  const token = unsubscribeToken(SECRET, 'user-123');
  expect(verifyUnsubscribeToken(SECRET, token)).toBe('user-123');
});

it('refuses forged, altered and malformed tokens', () => {
  const token = unsubscribeToken(SECRET, 'user-123');
  const [id, mac] = token.split('.') as [string, string];
  const other = Buffer.from('user-456').toString('base64url');
  const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
  for (const bad of [
    `${other}.${mac}`,
    `${id}.${flipped}`,
    unsubscribeToken('another-secret-of-thirty-two-characters!', 'user-123'),
    `${id}.${mac}.x`,
    `${id}`,
    `${id}.`,
    `.${mac}`,
    `${id}.${mac}=`,
    `${id}.${mac.slice(0, 10)}`,
    'not a token',
  ]) {
    expect(verifyUnsubscribeToken(SECRET, bad), bad).toBeNull();
  }
});
