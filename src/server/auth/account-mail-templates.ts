import type { Locale } from '../../common/limits';
import type { MailMessage } from '../mail/mailer';
import { renderCodeMail, renderLinkMail, type Template } from './mail-templates';

const CHANGE_EMAIL: Record<Locale, (newEmail: string) => Template> = {
  en: (newEmail) => ({
    subject: 'Confirm the new email address of your Someday account',
    greeting: (name) => `Hi ${name},`,
    body: `Someone asked to change the email address of your Someday account to ${newEmail}. Nothing changes until you confirm; we will then send a link to ${newEmail} to verify it.`,
    action: 'Confirm the change',
    footer:
      'This link expires in 1 hour. If you did not ask for this, ignore this email and consider changing your password.',
  }),
  th: (newEmail) => ({
    subject: 'ยืนยันอีเมลใหม่ของบัญชี Someday',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: `มีคำขอเปลี่ยนอีเมลของบัญชี Someday ของคุณเป็น ${newEmail} จะไม่มีการเปลี่ยนแปลงจนกว่าคุณจะยืนยัน จากนั้นเราจะส่งลิงก์ไปที่ ${newEmail} เพื่อยืนยันอีเมลนั้น`,
    action: 'ยืนยันการเปลี่ยนอีเมล',
    footer: 'ลิงก์นี้จะหมดอายุใน 1 ชั่วโมง หากคุณไม่ได้ขอ ให้เพิกเฉยต่ออีเมลนี้และพิจารณาเปลี่ยนรหัสผ่าน',
  }),
};

const DELETE_ACCOUNT: Record<Locale, Template> = {
  en: {
    subject: 'Confirm the deletion of your Someday account',
    greeting: (name) => `Hi ${name},`,
    body: 'You asked to delete your Someday account. Following the link deletes your account, your goals, memories, share links and every uploaded file for good.',
    action: 'Delete my account',
    footer:
      'This link expires in 24 hours and works only while you are signed in. If you did not ask for this, ignore this email: nothing is deleted.',
  },
  th: {
    subject: 'ยืนยันการลบบัญชี Someday ของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'คุณได้ขอลบบัญชี Someday การกดลิงก์นี้จะลบบัญชี เป้าหมาย ความทรงจำ ลิงก์แชร์ และไฟล์ที่อัปโหลดทั้งหมดอย่างถาวร',
    action: 'ลบบัญชีของฉัน',
    footer:
      'ลิงก์นี้จะหมดอายุใน 24 ชั่วโมง และใช้ได้เฉพาะเมื่อคุณลงชื่อเข้าใช้อยู่ หากคุณไม่ได้ขอ ให้เพิกเฉยต่ออีเมลนี้ จะไม่มีข้อมูลใดถูกลบ',
  },
};

const SIGN_IN_CODE: Record<Locale, Template> = {
  en: {
    subject: 'Your Someday sign-in code',
    greeting: () => 'Hi,',
    body: 'Use this code to sign in to Someday.',
    action: 'Your code',
    footer: 'The code expires in 5 minutes. If you did not ask for it, ignore this email.',
  },
  th: {
    subject: 'รหัสเข้าสู่ระบบ Someday ของคุณ',
    greeting: () => 'สวัสดี',
    body: 'ใช้รหัสนี้เพื่อเข้าสู่ระบบ Someday',
    action: 'รหัสของคุณ',
    footer: 'รหัสจะหมดอายุใน 5 นาที หากคุณไม่ได้ขอ ให้เพิกเฉยต่ออีเมลนี้',
  },
};

const TWO_FACTOR_CODE: Record<Locale, Template> = {
  en: {
    subject: 'Your Someday verification code',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone signed in to your Someday account with your password. Enter this code to finish signing in.',
    action: 'Your code',
    footer: 'The code expires in 5 minutes. If this was not you, change your password now.',
  },
  th: {
    subject: 'รหัสยืนยัน Someday ของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    body: 'มีการเข้าสู่ระบบบัญชี Someday ของคุณด้วยรหัสผ่าน ใส่รหัสนี้เพื่อเข้าสู่ระบบให้เสร็จสิ้น',
    action: 'รหัสของคุณ',
    footer: 'รหัสจะหมดอายุใน 5 นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที',
  },
};

export function changeEmailMail(
  locale: Locale,
  to: string,
  name: string,
  newEmail: string,
  url: string,
): MailMessage {
  return renderLinkMail(locale, CHANGE_EMAIL[locale](newEmail), to, name, url);
}

export function deleteAccountMail(locale: Locale, to: string, name: string, url: string): MailMessage {
  return renderLinkMail(locale, DELETE_ACCOUNT[locale], to, name, url);
}

export function signInCodeMail(locale: Locale, to: string, code: string): MailMessage {
  return renderCodeMail(locale, SIGN_IN_CODE[locale], to, '', code);
}

export function twoFactorCodeMail(locale: Locale, to: string, name: string, code: string): MailMessage {
  return renderCodeMail(locale, TWO_FACTOR_CODE[locale], to, name, code);
}
