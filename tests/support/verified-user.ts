import { TestClient } from './http-client';
import type { TestApp } from './test-app';

const PASSWORD = 'a long enough password';
let counter = 0;

export type VerifiedUser = { client: TestClient; id: string; email: string };

/**
 * Signs a user up through the public API and follows the verification link of the mail, as a
 * person would; the link is read from the outbox table so it works in production mode too.
 * The client is signed in afterwards (verification signs in automatically).
 */
export async function signInVerifiedUser(
  t: TestApp,
  name = 'Fah Tester',
  email = `user${Date.now()}${counter++}@example.com`,
): Promise<VerifiedUser> {
  const client = new TestClient(t);
  const signUp = await client.request('/api/auth/sign-up/email', {
    body: { name, email, password: PASSWORD, callbackURL: '/dashboard' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  await client.settled();
  const mail = await t.db
    .selectFrom('mailOutbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const verified = await client.request(link);
  if (verified.status !== 302 || client.cookies.size === 0) {
    throw new Error(`verification answered ${verified.status}`);
  }
  const user = await t.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { client, id: user.id, email };
}

/** Makes a user Pro directly in the database (the billing issue owns the real paths). */
export async function makePro(t: TestApp, userId: string, proUntil: Date | null = null) {
  await t.db
    .updateTable('user')
    .set({ plan: 'pro', planSource: 'admin', proUntil: proUntil?.toISOString() ?? null })
    .where('id', '=', userId)
    .execute();
}
