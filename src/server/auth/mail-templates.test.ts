import { describe, expect, it } from 'vitest';
import { deleteAccountMail, signInCodeMail } from './account-mail-templates';
import { resetPasswordMail, verificationMail } from './mail-templates';

describe('mail HTML', () => {
  it('names the language it is written in, so mail clients pick the right font and voice', () => {
    for (const locale of ['en', 'th'] as const) {
      const mails = [
        verificationMail(locale, 'a@example.com', 'Ada', 'https://x.test/v'),
        resetPasswordMail(locale, 'a@example.com', 'Ada', 'https://x.test/r'),
        deleteAccountMail(locale, 'a@example.com', 'Ada', 'https://x.test/d'),
        signInCodeMail(locale, 'a@example.com', '123456'),
      ];
      for (const mail of mails) expect(mail.html).toContain(`<html lang="${locale}">`);
    }
  });
});
