import { html } from 'hono/html';
import type { Locale } from '../../common/limits';
import type { MailMessage } from '../mail/mailer';

export type Template = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
};

const VERIFY: Record<Locale, Template> = {
  en: {
    subject: 'Confirm your email for Someday',
    greeting: (name) => `Hi ${name},`,
    body: 'Welcome to Someday! Please confirm your email address to start your bucket list.',
    action: 'Confirm my email',
    footer: 'This link expires in 1 hour. If you did not sign up, you can ignore this email.',
  },
  th: {
    subject: 'ยืนยันอีเมลของคุณสำหรับ Someday',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'ยินดีต้อนรับสู่ Someday! โปรดยืนยันอีเมลของคุณเพื่อเริ่มสร้างบักเก็ตลิสต์',
    action: 'ยืนยันอีเมลของฉัน',
    footer: 'ลิงก์นี้จะหมดอายุใน 1 ชั่วโมง หากคุณไม่ได้สมัครสมาชิก คุณสามารถเพิกเฉยต่ออีเมลนี้ได้',
  },
};

const RESET: Record<Locale, Template> = {
  en: {
    subject: 'Reset your Someday password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your Someday account. Use the link below to choose a new one.',
    action: 'Choose a new password',
    footer:
      'This link expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
  },
  th: {
    subject: 'รีเซ็ตรหัสผ่าน Someday ของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'มีคำขอรีเซ็ตรหัสผ่านบัญชี Someday ของคุณ ใช้ลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่',
    action: 'ตั้งรหัสผ่านใหม่',
    footer: 'ลิงก์นี้จะหมดอายุใน 1 ชั่วโมง หากคุณไม่ได้ขอ ให้เพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
};

/** A mail with one link button, written in the reader's language. */
export function renderLinkMail(
  locale: Locale,
  template: Template,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const greeting = template.greeting(name);
  const text = `${greeting}\n\n${template.body}\n\n${template.action}: ${url}\n\n${template.footer}\n\nSomeday`;
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
<p>${greeting}</p>
<p>${template.body}</p>
<p><a href="${url}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${template.action}</a></p>
<p style="font-size:13px;color:#6b7280">${template.footer}</p>
</body></html>`;
  return { to, subject: template.subject, text, html: body.toString() };
}

export function verificationMail(locale: Locale, to: string, name: string, url: string): MailMessage {
  return renderLinkMail(locale, VERIFY[locale], to, name, url);
}

export function resetPasswordMail(locale: Locale, to: string, name: string, url: string): MailMessage {
  return renderLinkMail(locale, RESET[locale], to, name, url);
}

/** A mail carrying a one-time code instead of a link (email sign-in, two-factor by mail). */
export function renderCodeMail(
  locale: Locale,
  template: Template,
  to: string,
  name: string,
  code: string,
): MailMessage {
  const greeting = template.greeting(name);
  const text = `${greeting}\n\n${template.body}\n\n${template.action}: ${code}\n\n${template.footer}\n\nSomeday`;
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
<p>${greeting}</p>
<p>${template.body}</p>
<p>${template.action}:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p>
<p style="font-size:13px;color:#6b7280">${template.footer}</p>
</body></html>`;
  return { to, subject: template.subject, text, html: body.toString() };
}
