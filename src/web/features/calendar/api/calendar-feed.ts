import type { CalendarFeed, CalendarFeedState } from '@common/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const FEED_KEY = ['api', 'me', 'calendar-feed'] as const;

/** GET /api/me/calendar-feed: whether my feed is on; asked only of those who may have one. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(FEED_KEY, (signal) => apiGet<CalendarFeedState>(FEED_KEY, signal)),
    enabled,
  });
}

/** POST /api/me/calendar-feed: a new address (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('POST', '/api/me/calendar-feed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

/** DELETE /api/me/calendar-feed. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/me/calendar-feed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
