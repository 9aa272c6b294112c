import type { Locale } from '@common/limits';
import { mediaThumbUrl } from '@common/urls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

/**
 * The server accepts only the user's own uploads (`/media/<id>`, `/media/<id>/thumb`) or https
 * addresses as a picture; anything else is 400 INVALID_IMAGE. null removes the picture.
 */
export type UpdateUserInput = { name?: string; image?: string | null; locale?: Locale };

/** POST /api/auth/update-user: name, picture or the language mails are written in. */
export function updateUser(input: UpdateUserInput) {
  return unwrapAuthResult(authClient.updateUser(input));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** The address of an uploaded picture's thumbnail, the form the server stores as an avatar. */
export function avatarUrlOf(mediaId: string): string {
  return mediaThumbUrl(mediaId);
}
