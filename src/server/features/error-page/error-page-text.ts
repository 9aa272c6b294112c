import type { SignInRedirectError } from '../../../common/errors';
import type { Locale } from '../../../common/limits';

export type ErrorPageText = {
  title: string;
  codeLabel: string;
  back: string;
  /** What a known code means; `generic` for every other one. */
  reasons: Record<SignInRedirectError | 'generic', string>;
};

/** The /error page is rendered by the server, so its words live here rather than in the web catalogs. */
export const ERROR_PAGE_TEXT: Record<Locale, ErrorPageText> = {
  en: {
    title: 'Authentication Error',
    codeLabel: 'Error code:',
    back: 'Return to Application',
    reasons: {
      account_not_linked:
        'An account with this email already exists. Sign in with your password first, then link this provider from your profile.',
      state_mismatch: 'The sign-in took too long or was opened in another browser. Please try again.',
      state_not_found: 'The sign-in took too long or was opened in another browser. Please try again.',
      please_restart_the_process: 'Please start the sign-in again.',
      access_denied: 'You cancelled the sign-in at the provider.',
      invalid_code: "The provider's answer could not be used. Please try again.",
      no_code: "The provider's answer could not be used. Please try again.",
      unable_to_get_user_info: 'The provider did not tell us who you are. Please try again.',
      email_not_found: 'The provider did not share your email address, which Someday needs.',
      signup_disabled: 'New accounts cannot be created this way.',
      generic: 'Signing in did not work. Please go back and try again.',
    },
  },
  th: {
    title: 'การยืนยันตัวตนขัดข้อง',
    codeLabel: 'รหัสข้อผิดพลาด:',
    back: 'กลับไปที่แอปพลิเคชัน',
    reasons: {
      account_not_linked: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว โปรดเข้าสู่ระบบด้วยรหัสผ่านก่อน แล้วเชื่อมต่อผู้ให้บริการนี้จากหน้าโปรไฟล์',
      state_mismatch: 'การเข้าสู่ระบบใช้เวลานานเกินไปหรือถูกเปิดในเบราว์เซอร์อื่น โปรดลองอีกครั้ง',
      state_not_found: 'การเข้าสู่ระบบใช้เวลานานเกินไปหรือถูกเปิดในเบราว์เซอร์อื่น โปรดลองอีกครั้ง',
      please_restart_the_process: 'โปรดเริ่มเข้าสู่ระบบใหม่อีกครั้ง',
      access_denied: 'คุณได้ยกเลิกการเข้าสู่ระบบที่ผู้ให้บริการ',
      invalid_code: 'ไม่สามารถใช้คำตอบจากผู้ให้บริการได้ โปรดลองอีกครั้ง',
      no_code: 'ไม่สามารถใช้คำตอบจากผู้ให้บริการได้ โปรดลองอีกครั้ง',
      unable_to_get_user_info: 'ผู้ให้บริการไม่ได้แจ้งข้อมูลของคุณ โปรดลองอีกครั้ง',
      email_not_found: 'ผู้ให้บริการไม่ได้แชร์อีเมลของคุณ ซึ่ง Someday จำเป็นต้องใช้',
      signup_disabled: 'ไม่สามารถสร้างบัญชีใหม่ด้วยวิธีนี้ได้',
      generic: 'การเข้าสู่ระบบไม่สำเร็จ โปรดกลับไปแล้วลองอีกครั้ง',
    },
  },
};
