import type { CalendarEntries, CalendarRange } from '@common/calendar';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const calendarKey = (range: CalendarRange) =>
  ['api', 'me', 'calendar', { from: range.from, to: range.to }] as const;

/** GET /api/me/calendar: my dated goals and milestones between two dates. */
export function useCalendar(range: CalendarRange) {
  const key = calendarKey(range);
  return useQuery({
    ...apiQueryOptions(key, (signal) => apiGet<CalendarEntries>(key, signal)),
    // Moving a month keeps the last one on screen until the next arrives, instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}
