import type { CalendarEntry } from '@common/calendar';
import { useTranslation } from '@web/lib/use-translation';
import { longDate } from '../lib/month-grid';
import { CalendarEntryLink } from './calendar-entry-link';

/** The coming dates as a list, day by day: the easiest read on a phone. */
export function AgendaView({ byDate }: { byDate: ReadonlyMap<string, CalendarEntry[]> }) {
  const { i18n } = useTranslation('calendar');
  return (
    <ol className="grid gap-4">
      {[...byDate].map(([date, entries]) => (
        <li key={date} className="grid gap-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <h3 className="font-semibold text-sm">
            <time dateTime={date}>{longDate(date, i18n.language)}</time>
          </h3>
          <ul className="grid gap-1.5">
            {entries.map((entry) => (
              <li key={`${entry.kind}-${entry.milestoneId ?? entry.goalId}`}>
                <CalendarEntryLink entry={entry} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
