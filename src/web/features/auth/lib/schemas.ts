import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import type enAuth from '@web/locales/en/auth.json';
import { z } from 'zod';

/** Messages are keys of the auth catalog's `validation` group, translated where they are shown. */
export type ValidationKey = keyof (typeof enAuth)['validation'];
const message = (key: ValidationKey) => ({ error: key });

const email = (requiredKey: ValidationKey) =>
  z
    .string()
    .trim()
    .min(1, message(requiredKey))
    .max(EMAIL_MAX_LENGTH, message('emailTooLong'))
    .pipe(z.email(message('emailInvalid')));

const newPassword = z
  .string()
  .min(1, message('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, message('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, message('passwordTooLong'));

export const signInSchema = z.object({
  email: email('emailRequired'),
  password: z.string().min(1, message('passwordRequired')),
  rememberMe: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, message('nameRequired')).max(NAME_MAX_LENGTH, message('nameTooLong')),
  email: email('emailRequired'),
  password: newPassword,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const resendSchema = z.object({ email: email('emailRequired') });
export type ResendValues = z.infer<typeof resendSchema>;

export const forgotPasswordSchema = z.object({ email: email('resetEmailRequired') });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ newPassword, confirmPassword: z.string().min(1, message('passwordRequired')) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    ...message('passwordsDiffer'),
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
