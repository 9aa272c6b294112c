import { html } from 'hono/html';
import type { Locale } from '../../common/limits';
import type { MailMessage } from '../mail/mailer';

type Copy = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  signIn: string;
  reset: string;
  footer: string;
};

const COPY: Record<Locale, Copy> = {
  en: {
    subject: 'Someone tried to create a Someday account with your address',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone tried to create an account with your address. If it was you, sign in or reset your password.',
    signIn: 'Sign in',
    reset: 'Reset my password',
    footer:
      'If it was not you, ignore this email: your account has not changed and no second account was made.',
  },
  th: {
    subject: 'มีผู้พยายามสร้างบัญชี Someday ด้วยอีเมลของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'มีผู้พยายามสร้างบัญชีด้วยอีเมลของคุณ หากเป็นคุณ โปรดลงชื่อเข้าใช้หรือรีเซ็ตรหัสผ่าน',
    signIn: 'ลงชื่อเข้าใช้',
    reset: 'รีเซ็ตรหัสผ่านของฉัน',
    footer: 'หากไม่ใช่คุณ ให้เพิกเฉยต่ออีเมลนี้ บัญชีของคุณไม่มีการเปลี่ยนแปลงและไม่มีการสร้างบัญชีที่สอง',
  },
};

const BUTTON =
  'display:inline-block;background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;margin:0 8px 8px 0';

/**
 * To the owner of an address that someone tried to sign up with: the sign-up answer is the same as
 * for a new address (docs/decisions/0010-sign-up-existing-address.md), so the owner learns of it
 * here, with the two ways back into the account.
 */
export function existingAccountMail(
  locale: Locale,
  to: string,
  name: string,
  links: { signIn: string; reset: string },
): MailMessage {
  const copy = COPY[locale];
  const greeting = copy.greeting(name);
  const text = `${greeting}\n\n${copy.body}\n\n${copy.signIn}: ${links.signIn}\n${copy.reset}: ${links.reset}\n\n${copy.footer}\n\nSomeday`;
  const body = html`<!doctype html>
<html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#c2410c;font-size:22px">Someday</h1>
<p>${greeting}</p>
<p>${copy.body}</p>
<p><a href="${links.signIn}" style="${BUTTON}">${copy.signIn}</a><a href="${links.reset}" style="${BUTTON}">${copy.reset}</a></p>
<p style="font-size:13px;color:#6b7280">${copy.footer}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html: body.toString() };
}
