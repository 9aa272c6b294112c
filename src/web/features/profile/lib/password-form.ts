import { setPasswordSchema } from '@common/schemas';

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'differ';

/**
 * A new password the server's own rule accepts (src/common/schemas.ts; the change-password
 * endpoint is configured with the same bounds), typed the same twice.
 */
export function checkNewPassword(
  newPassword: string,
  confirm: string,
): { newPassword?: PasswordProblem; confirm?: PasswordProblem } {
  const problems: { newPassword?: PasswordProblem; confirm?: PasswordProblem } = {};
  const refusal = setPasswordSchema.shape.newPassword.safeParse(newPassword).error?.issues[0];
  // Nothing typed yet is its own message, not "too short".
  if (!newPassword) problems.newPassword = 'required';
  else if (refusal) problems.newPassword = refusal.code === 'too_big' ? 'tooLong' : 'tooShort';
  if (!problems.newPassword && confirm !== newPassword) problems.confirm = 'differ';
  return problems;
}

/** Authenticator codes are 6 digits; people paste them with spaces. */
export function normaliseTotpCode(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(normaliseTotpCode(text));
}
