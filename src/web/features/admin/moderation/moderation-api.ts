import type { ModeratedShare, ModerationPage } from '@common/moderation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';
import { useTranslation } from 'react-i18next';
import { useAdminErrorText } from '../people/hooks/use-admin-error-text';

export const MODERATION_KEY = ['api', 'admin', 'moderation', 'shares'] as const;

export type ModerationFilter = 'all' | 'reported' | 'takenDown';
export type ModerationListParams = { filter: ModerationFilter; page: number; pageSize: number };

const EMPTY: ModerationPage = { data: [], count: 0, page: 1, pageSize: 1 };

/** GET /api/admin/moderation/shares?filter=&page=&pageSize=: share links, newest first. */
export function useModeratedShares(params: ModerationListParams) {
  const queryKey = [...MODERATION_KEY, { ...params }] as const;
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => (await apiGet<ModerationPage>(queryKey, signal)) ?? EMPTY,
      ...cacheTimesFor(queryKey),
      placeholderData: keepPreviousData,
    }),
  );
}

export type ModerationAction = 'takeDown' | 'restore' | 'dismiss';
type Variables = { share: ModeratedShare; action: ModerationAction; reason?: string };

const PATHS: Record<ModerationAction, string> = {
  takeDown: 'take-down',
  restore: 'restore',
  dismiss: 'dismiss-reports',
};

/** POST …/:id/take-down {reason}, …/restore, …/dismiss-reports: 204 each; a toast either way. */
export function useModerationAction() {
  const { t } = useTranslation('moderation');
  const errorText = useAdminErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ share, action, reason }: Variables) => {
      const path = `/api/admin/moderation/shares/${encodeURIComponent(share.id)}/${PATHS[action]}`;
      await apiRequest<unknown>('POST', path, action === 'takeDown' ? { reason } : undefined);
    },
    onSuccess: (_result, { share, action }) => {
      toast({ title: t(`toasts.${action}.done`, { title: share.title }), variant: 'success' });
    },
    onError: (error, { action }) => {
      toast({ title: t(`toasts.${action}.failed`), description: errorText(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  });
}
