import { createHmac } from 'node:crypto';
import type { Role } from '../../src/common/roles';
import { type Auth, COOKIE_PREFIX } from '../../src/server/auth/auth';
import { hashPassword } from '../../src/server/auth/password';
import type { Db } from '../../src/server/db/database';

export const SEED_PASSWORD = 'a long enough password';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** What seeding needs of a server: its auth instance (for better-auth's own adapter) and database. */
export type SeedTarget = { auth: Auth; db: Db };

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** An address no other seeded or signed-up user has, in this process or another. */
export function seedEmail(label = 'seed') {
  return `${label}${Date.now()}${process.pid}${counter++}@example.com`;
}

/**
 * A verified user with a password, written through better-auth's adapter (so its hooks and
 * defaults apply) instead of the rate-limited sign-up form and its mail round-trip: for tests
 * whose subject is not signing up.
 */
export async function seedVerifiedUser(
  target: SeedTarget,
  options: { email?: string; name?: string; role?: Role } = {},
): Promise<{ id: string; email: string }> {
  const context = await target.auth.$context;
  const email = options.email ?? seedEmail();
  const user = await context.internalAdapter.createUser(
    { email, name: options.name ?? 'Seeded Tester', emailVerified: true },
    { method: 'email-password' },
  );
  if (options.role)
    await target.db.updateTable('user').set({ role: options.role }).where('id', '=', user.id).execute();
  // Every seeded user has the same password, so it is hashed once per process.
  passwordHash ??= hashPassword(SEED_PASSWORD);
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash,
  });
  return { id: user.id, email };
}

/**
 * A fresh session row of the user and its cookie value, signed as better-auth signs it: a
 * signed-in client without spending the sign-in limit. `secret` is the server's auth secret.
 */
export async function seedSessionCookie(target: SeedTarget, secret: string, userId: string) {
  const context = await target.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', secret).update(session.token).digest('base64');
  return { token: session.token, value: encodeURIComponent(`${session.token}.${signature}`) };
}
