import type nodemailer from 'nodemailer';
import { lazyRequire } from '../lazy-require';
import type { Mailer, MailMessage } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const { createTransport } = lazyRequire('nodemailer') as typeof nodemailer;
  const transport = createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
