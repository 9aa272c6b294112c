import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './schemas';

/** The message key each refused field shows, as the form would show it. */
function messages(schema: z.ZodType, values: unknown) {
  const issues = schema.safeParse(values).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const signUp = { name: 'Ada', email: 'ada@example.com', password: 'p'.repeat(PASSWORD_MIN_LENGTH) };

describe('the auth forms hold the server body schemas', () => {
  it('tells an empty field from a refused one', () => {
    expect(messages(signUpSchema, { name: ' ', email: '', password: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(messages(signUpSchema, { ...signUp, email: 'ada at example' })).toEqual({ email: 'emailInvalid' });
  });

  it(`refuses a new password under ${PASSWORD_MIN_LENGTH} or over ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(messages(signUpSchema, signUp)).toEqual({});
    expect(messages(signUpSchema, { ...signUp, password: 'p'.repeat(PASSWORD_MIN_LENGTH - 1) })).toEqual({
      password: 'passwordTooShort',
    });
    expect(messages(signUpSchema, { ...signUp, password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('lets any password be tried at sign-in, but not none', () => {
    const values = { email: 'ada@example.com', password: 'short', rememberMe: false };
    expect(messages(signInSchema, values)).toEqual({});
    expect(messages(signInSchema, { ...values, password: '' })).toEqual({ password: 'passwordRequired' });
  });

  it('asks for the address in the reset request in its own words', () => {
    expect(messages(forgotPasswordSchema, { email: ' ' })).toEqual({ email: 'resetEmailRequired' });
  });

  it('checks the new password and then that both match', () => {
    const password = 'p'.repeat(PASSWORD_MIN_LENGTH);
    expect(messages(resetPasswordSchema, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'passwordTooShort',
    });
    expect(messages(resetPasswordSchema, { newPassword: password, confirmPassword: `${password}x` })).toEqual(
      {
        confirmPassword: 'passwordsDiffer',
      },
    );
  });

  it('hands the trimmed name and address on, the password as typed', () => {
    const parsed = signUpSchema.parse({
      name: ' Ada ',
      email: ' ada@example.com ',
      password: ' spaced pass ',
    });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', password: ' spaced pass ' });
  });
});
