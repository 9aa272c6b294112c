import { createHmac } from 'node:crypto';
import type { Role } from '../../src/common/roles';
import { COOKIE_PREFIX } from '../../src/server/auth/auth';
import { hashPassword } from '../../src/server/auth/password';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';
import { makePro, type VerifiedUser } from './verified-user';

export const DIRECT_PASSWORD = 'a long enough password';
let passwordHash: Promise<string> | undefined;
let counter = 0;

/**
 * A verified user with a password and a signed-in client, made through better-auth's own adapter
 * instead of the rate-limited sign-up form: for tests whose subject is not signing up.
 */
export async function directUser(
  t: TestApp,
  options: { role?: Role; pro?: boolean; name?: string } = {},
): Promise<VerifiedUser> {
  const context = await t.auth.$context;
  const email = `direct${Date.now()}${counter++}@example.com`;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: options.name ?? 'Direct Tester',
      emailVerified: true,
    },
    { method: 'email-password' },
  );
  if (options.role)
    await t.db.updateTable('user').set({ role: options.role }).where('id', '=', user.id).execute();
  passwordHash ??= hashPassword(DIRECT_PASSWORD);
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash,
  });
  if (options.pro) await makePro(t, user.id);
  const client = new TestClient(t);
  await signInDirectly(t, client, user.id);
  return { client, id: user.id, email };
}

/** Gives a client a fresh session of the user, as the session cookie better-auth would set. */
export async function signInDirectly(t: TestApp, client: TestClient, userId: string) {
  const context = await t.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', t.config.authSecret).update(session.token).digest('base64');
  client.cookies.set(`${COOKIE_PREFIX}.session_token`, encodeURIComponent(`${session.token}.${signature}`));
  return session.token;
}
