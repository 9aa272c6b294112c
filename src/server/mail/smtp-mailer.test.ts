import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../tests/support/smtp-inbox';
import { createSmtpMailer } from './smtp-mailer';

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox.close();
});

it('delivers a plain and HTML message over SMTP', async () => {
  const mailer = createSmtpMailer(inbox.url, 'Someday <hello@someday.test>');
  await mailer.send({
    to: 'nok@example.com',
    subject: 'Confirm your email for Someday',
    text: 'Confirm: http://localhost:3000/api/auth/verify-email?token=abc',
    html: '<p><a href="http://localhost:3000/api/auth/verify-email?token=abc">Confirm</a></p>',
  });
  await mailer.close?.();
  expect(inbox.messages).toHaveLength(1);
  const [mail] = inbox.messages;
  expect(mail?.from).toBe('hello@someday.test');
  expect(mail?.to).toEqual(['nok@example.com']);
  expect(mail?.raw).toContain('Subject: Confirm your email for Someday');
  expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail?.raw).toContain('Content-Type: text/plain');
  expect(mail?.raw).toContain('Content-Type: text/html');
});

it('fails loudly when the SMTP server refuses the message', async () => {
  const refusing = await startSmtpInbox({
    onRcptTo(_address, _session, callback) {
      callback(new Error('mailbox unavailable'));
    },
  });
  const mailer = createSmtpMailer(refusing.url, 'hello@someday.test');
  await expect(
    mailer.send({ to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
  ).rejects.toThrow(/mailbox unavailable/);
  await mailer.close?.();
  await refusing.close();
});
