import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { useSessionChangingMutation } from './session-changing-mutation';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

/**
 * POST /api/auth/change-password. With revokeOtherSessions every session ends and this device
 * gets a fresh one. 400 INVALID_PASSWORD for a wrong current password.
 */
export function changePassword(input: ChangePasswordInput) {
  return unwrapAuthResult(authClient.changePassword(input));
}

export function useChangePassword() {
  return useSessionChangingMutation(changePassword);
}
