import type { Role } from '../../src/common/roles';
import { TestClient } from './http-client';
import { SEED_PASSWORD, SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from './seed-user';
import type { TestApp } from './test-app';
import { makePro, type VerifiedUser } from './verified-user';

export const DIRECT_PASSWORD = SEED_PASSWORD;

/**
 * A verified user with a password and a signed-in client, made through better-auth's own adapter
 * instead of the rate-limited sign-up form: for tests whose subject is not signing up.
 */
export async function directUser(
  t: TestApp,
  options: { role?: Role; pro?: boolean; name?: string } = {},
): Promise<VerifiedUser> {
  const user = await seedVerifiedUser(t, {
    email: seedEmail('direct'),
    name: options.name ?? 'Direct Tester',
    role: options.role,
  });
  if (options.pro) await makePro(t, user.id);
  const client = new TestClient(t);
  await signInDirectly(t, client, user.id);
  return { client, id: user.id, email: user.email };
}

/** Gives a client a fresh session of the user, as the session cookie better-auth would set. */
export async function signInDirectly(t: TestApp, client: TestClient, userId: string) {
  const { token, value } = await seedSessionCookie(t, t.config.authSecret, userId);
  client.cookies.set(SESSION_COOKIE, value);
  return token;
}
