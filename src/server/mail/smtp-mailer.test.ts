import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('delivers a plain and HTML message over SMTP', async () => {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Someday <hello@someday.test>');
  await mailer.send({
    to: 'nok@example.com',
    subject: 'Confirm your email for Someday',
    text: 'Confirm: http://localhost:3000/api/auth/verify-email?token=abc',
    html: '<p><a href="http://localhost:3000/api/auth/verify-email?token=abc">Confirm</a></p>',
  });
  await mailer.close?.();
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('hello@someday.test');
  expect(mail?.to).toEqual(['nok@example.com']);
  expect(mail?.raw).toContain('Subject: Confirm your email for Someday');
  expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail?.raw).toContain('Content-Type: text/plain');
  expect(mail?.raw).toContain('Content-Type: text/html');
});

it('fails loudly when the SMTP server refuses the message', async () => {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(new Error('mailbox unavailable'));
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  const refusingPort = (refusing.server.address() as AddressInfo).port;
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${refusingPort}`, 'hello@someday.test');
  await expect(
    mailer.send({ to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
  ).rejects.toThrow(/mailbox unavailable/);
  await mailer.close?.();
  await new Promise<void>((resolve) => refusing.close(() => resolve()));
});
