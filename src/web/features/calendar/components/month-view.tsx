import type { CalendarEntry } from '@common/calendar';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { longDate, monthWeeks, weekdayNames, type YearMonth } from '../lib/month-grid';
import { CalendarEntryLink } from './calendar-entry-link';

/**
 * The month as a table of weeks: each day with its goals and milestones. On a phone the grid keeps
 * its seven columns with short names; the agenda view is the easier read there.
 */
export function MonthView({
  month,
  today,
  byDate,
}: {
  month: YearMonth;
  today: string;
  byDate: ReadonlyMap<string, CalendarEntry[]>;
}) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const weeks = monthWeeks(month, language);
  const prefix = `${month.year}-${String(month.month).padStart(2, '0')}`;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t('monthCaption')}</caption>
      <thead>
        <tr>
          {weekdayNames(language).map((day) => (
            <th key={day.long} scope="col" className="pb-2 font-medium text-muted-foreground text-xs">
              <abbr title={day.long} className="no-underline">
                {day.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const inMonth = day.startsWith(prefix);
              const entries = byDate.get(day) ?? [];
              return (
                <td
                  key={day}
                  className={cn(
                    'h-24 border border-border p-1 align-top sm:h-28',
                    !inMonth && 'bg-muted/40 text-muted-foreground',
                  )}
                >
                  <div className="flex justify-end">
                    <span
                      className={cn(
                        'inline-flex size-6 items-center justify-center rounded-full text-xs',
                        day === today && 'bg-primary font-semibold text-primary-foreground',
                      )}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="sr-only">{longDate(day, language)}</span>
                    </span>
                  </div>
                  {entries.length > 0 ? (
                    <ul className="mt-1 grid gap-1">
                      {entries.map((entry) => (
                        <li key={`${entry.kind}-${entry.milestoneId ?? entry.goalId}`}>
                          <CalendarEntryLink entry={entry} compact />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
