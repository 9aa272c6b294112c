import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

const inbox: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Someday <hello@someday.test>'),
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the sign-up verification mail over SMTP with a working signed link', async () => {
  const email = `smtp${Date.now()}@example.com`;
  const client = new TestClient(t);
  const res = await client.json('/api/auth/sign-up/email', {
    body: { name: 'Mali', email, password: 'a good password', callbackURL: '/dashboard' },
  });
  expect(res.status).toBe(200);
  expect(inbox.map((m) => m.to)).toContainEqual([email]);
  const raw = inbox.find((m) => m.to.includes(email))?.raw ?? '';
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
