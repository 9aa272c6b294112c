import type { InvitationPreview } from '@common/collaboration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { invitationKey } from './keys';

/** GET /api/invitations/:token: what the invitation page shows; public. Unknown links answer 404. */
export function useInvitation(token: string) {
  const key = invitationKey(token);
  return useQuery({
    ...apiQueryOptions(key, (signal) => apiGet<InvitationPreview>(key, signal)),
    retry: false,
  });
}
