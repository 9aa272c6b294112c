import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { ACCOUNTS_QUERY_KEY } from './keys';

const SET_PASSWORD_PATH = '/api/me/password';

/**
 * POST /api/me/password: a first password for an account that signs in only through a provider.
 * {status: true}; 409 PASSWORD_ALREADY_SET; 400 when the password breaks the length rules.
 */
export function setPassword({ newPassword }: { newPassword: string }): Promise<{ status: boolean }> {
  return apiRequest<{ status: boolean }>('POST', SET_PASSWORD_PATH, { newPassword });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    retry: false,
    // The new credential account turns "Set a password" into "Change password".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}
