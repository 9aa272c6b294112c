import {
  addressBodySchema,
  authBodyErrorCode,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from '@common/auth-bodies';
import type { ErrorCode } from '@common/errors';
import type enAuth from '@web/locales/en/auth.json';
import { z } from 'zod';

/** Messages are keys of the auth catalog's `validation` group, translated where they are shown. */
export type ValidationKey = keyof (typeof enAuth)['validation'];

type FieldKeys = {
  /** The message for a field left empty, whatever the server's refusal of it is called. */
  empty: ValidationKey;
  /** The message for each code the server answers a refusal of the field with. */
  codes?: Partial<Record<ErrorCode, ValidationKey>>;
  /** The message for any other refusal. */
  other?: ValidationKey;
};

const EMAIL: FieldKeys = {
  empty: 'emailRequired',
  codes: { EMAIL_TOO_LONG: 'emailTooLong' },
  other: 'emailInvalid',
};
const NEW_PASSWORD: FieldKeys = {
  empty: 'passwordRequired',
  codes: { PASSWORD_TOO_SHORT: 'passwordTooShort', PASSWORD_TOO_LONG: 'passwordTooLong' },
};

/**
 * A form whose fields are judged by the body schema of the endpoint it posts to
 * (src/common/auth-bodies.ts), so a limit the server holds is the limit the form holds; each
 * refusal becomes one catalog key on its field.
 */
function judgedBy<Shape extends z.ZodRawShape>(
  fields: Shape,
  body: z.ZodType,
  keys: Partial<Record<keyof Shape & string, FieldKeys>>,
) {
  return z.object(fields).check((ctx) => {
    const values = ctx.value as Record<string, unknown>;
    const told = new Set<string>();
    for (const issue of body.safeParse(values).error?.issues ?? []) {
      const field = String(issue.path[0]);
      const fieldKeys = keys[field as keyof Shape & string];
      // One message a field: the first refusal is the one to fix first.
      if (!fieldKeys || told.has(field)) continue;
      told.add(field);
      const value = values[field];
      const empty = typeof value === 'string' && value.trim() === '';
      const key = empty
        ? fieldKeys.empty
        : (fieldKeys.codes?.[authBodyErrorCode(issue)] ?? fieldKeys.other ?? fieldKeys.empty);
      ctx.issues.push({ code: 'custom', path: [field], message: key, input: value });
    }
  });
}

// Text fields arrive trimmed where the server would trim them too; passwords are taken as typed.
const text = z.string().trim();

export const signInSchema = judgedBy(
  { email: text, password: z.string(), rememberMe: z.boolean() },
  signInBodySchema,
  { email: EMAIL, password: { empty: 'passwordRequired' } },
);
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = judgedBy({ name: text, email: text, password: z.string() }, signUpBodySchema, {
  name: { empty: 'nameRequired', codes: { NAME_TOO_LONG: 'nameTooLong' } },
  email: EMAIL,
  password: NEW_PASSWORD,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const resendSchema = judgedBy({ email: text }, addressBodySchema, { email: EMAIL });
export type ResendValues = z.infer<typeof resendSchema>;

export const forgotPasswordSchema = judgedBy({ email: text }, addressBodySchema, {
  email: { ...EMAIL, empty: 'resetEmailRequired' },
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = judgedBy(
  { newPassword: z.string(), confirmPassword: z.string().min(1, { error: 'passwordRequired' }) },
  resetPasswordBodySchema,
  { newPassword: NEW_PASSWORD },
).refine((values) => values.newPassword === values.confirmPassword, {
  path: ['confirmPassword'],
  error: 'passwordsDiffer',
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
