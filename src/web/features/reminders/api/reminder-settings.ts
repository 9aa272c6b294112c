import type { ReminderSettings } from '@common/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const SETTINGS_KEY = ['api', 'me', 'reminder-settings'] as const;

/** GET /api/me/reminder-settings. */
export function useReminderSettings() {
  return useQuery(apiQueryOptions(SETTINGS_KEY, (signal) => apiGet<ReminderSettings>(SETTINGS_KEY, signal)));
}

/** PUT /api/me/reminder-settings: the whole settings, as the form holds them. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      apiRequest<ReminderSettings>('PUT', '/api/me/reminder-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
