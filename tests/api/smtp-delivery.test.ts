import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { TestClient } from '../support/http-client';
import { startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp } from '../support/test-app';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ mailer: createSmtpMailer(inbox.url, 'Someday <hello@someday.test>') });
});

afterAll(async () => {
  await t.close();
  await inbox.close();
});

it('sends the sign-up verification mail over SMTP with a working signed link', async () => {
  const email = `smtp${Date.now()}@example.com`;
  const client = new TestClient(t);
  const res = await client.json('/api/auth/sign-up/email', {
    body: { name: 'Mali', email, password: 'a good password', callbackURL: '/dashboard' },
  });
  expect(res.status).toBe(200);
  await client.settled();
  expect(inbox.messages.map((m) => m.to)).toContainEqual([email]);
  const raw = inbox.messages.find((m) => m.to.includes(email))?.raw ?? '';
  expect(raw).toContain('Subject: Confirm your email for Someday');
  // Quoted-printable may fold long lines; unfold before looking for the link.
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0];
  expect(link).toBeDefined();
  const verified = await client.request(link as string);
  expect(verified.status).toBe(302);
  const session = await client.json<{ user: { emailVerified: boolean } }>('/api/auth/get-session');
  expect(session.body.user.emailVerified).toBe(true);
});
