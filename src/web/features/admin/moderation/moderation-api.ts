import type {
  MemoryModerationPage,
  MemoryModerationState,
  ModeratedMemory,
  ModeratedShare,
  ModerationPage,
} from '@common/moderation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { cacheTimesFor } from '@web/lib/api-query';
import { useTranslation } from '@web/lib/use-translation';
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

export const MEMORY_MODERATION_KEY = ['api', 'admin', 'moderation', 'memories'] as const;
export type MemoryListParams = { state: MemoryModerationState; page: number; pageSize: number };
const NO_MEMORIES: MemoryModerationPage = { data: [], count: 0, page: 1, pageSize: 1 };

/** GET /api/admin/moderation/memories?state=&page=&pageSize=: public memories, newest first. */
export function useModeratedMemories(params: MemoryListParams) {
  const queryKey = [...MEMORY_MODERATION_KEY, { ...params }] as const;
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => (await apiGet<MemoryModerationPage>(queryKey, signal)) ?? NO_MEMORIES,
      ...cacheTimesFor(queryKey),
      placeholderData: keepPreviousData,
    }),
  );
}

export type MemoryAction = 'takeDown' | 'restore';
type MemoryVariables = { memory: ModeratedMemory; action: MemoryAction; reason?: string };

/** POST /api/admin/moderation/memories/:id/take-down {reason} or …/restore: 204; a toast either way. */
export function useMemoryModerationAction() {
  const { t } = useTranslation('moderation');
  const errorText = useAdminErrorText();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memory, action, reason }: MemoryVariables) => {
      const path = `/api/admin/moderation/memories/${encodeURIComponent(memory.id)}/${PATHS[action]}`;
      await apiRequest<unknown>('POST', path, action === 'takeDown' ? { reason } : undefined);
    },
    onSuccess: (_result, { action }) => {
      toast({ title: t(`memories.toasts.${action}.done`), variant: 'success' });
    },
    onError: (error, { action }) => {
      toast({
        title: t(`memories.toasts.${action}.failed`),
        description: errorText(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMORY_MODERATION_KEY }),
  });
}
