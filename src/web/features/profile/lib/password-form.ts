import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'differ';

/** A new password within the length bounds, typed the same twice. */
export function checkNewPassword(
  newPassword: string,
  confirm: string,
): { newPassword?: PasswordProblem; confirm?: PasswordProblem } {
  const problems: { newPassword?: PasswordProblem; confirm?: PasswordProblem } = {};
  if (!newPassword) problems.newPassword = 'required';
  else if (newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = 'tooShort';
  else if (newPassword.length > PASSWORD_MAX_LENGTH) problems.newPassword = 'tooLong';
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
