import type { CalendarEntry } from '@common/calendar';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { useTranslation } from '@web/lib/use-translation';
import { CalendarDays, ChevronLeft, ChevronRight, List, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCalendar } from '../api/get-calendar';
import { addDays, addMonths, monthOf, monthTitle, monthWeeks, today as todayOf } from '../lib/month-grid';
import { AgendaView } from './agenda-view';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MonthView } from './month-view';

type View = 'month' | 'agenda';

/** How far ahead the agenda looks: a year. */
const AGENDA_DAYS = 365;

/** /calendar: my goals' target dates and milestones' due dates, by month or as an agenda. */
export function CalendarScreen() {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const today = todayOf();
  const [view, setView] = useState<View>('month');
  const [month, setMonth] = useState(() => monthOf(today));
  const weeks = monthWeeks(month, language);
  const range =
    view === 'month'
      ? { from: weeks[0]?.[0] ?? today, to: weeks.at(-1)?.at(-1) ?? today }
      : { from: today, to: addDays(today, AGENDA_DAYS) };
  const calendar = useCalendar(range);
  const byDate = useMemo(() => groupByDate(calendar.data?.entries ?? []), [calendar.data]);
  const title = monthTitle(month, language);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
            <CalendarDays aria-hidden="true" className="size-8 shrink-0 text-primary" />
            {t('title')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <fieldset className="flex gap-1 rounded-lg border border-border p-1">
          <legend className="sr-only">{t('view.label')}</legend>
          <Button
            size="sm"
            variant={view === 'month' ? 'default' : 'ghost'}
            aria-pressed={view === 'month'}
            onClick={() => setView('month')}
          >
            <CalendarDays aria-hidden="true" />
            {t('view.month')}
          </Button>
          <Button
            size="sm"
            variant={view === 'agenda' ? 'default' : 'ghost'}
            aria-pressed={view === 'agenda'}
            onClick={() => setView('agenda')}
          >
            <List aria-hidden="true" />
            {t('view.agenda')}
          </Button>
        </fieldset>
      </header>

      <section aria-labelledby="calendar-period" className="grid gap-4">
        {view === 'month' ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="calendar-period" aria-live="polite" className="font-semibold text-xl">
              {title}
            </h2>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setMonth(addMonths(month, -1))}>
                <ChevronLeft aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('nav.previous')}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setMonth(monthOf(today))}>
                {t('nav.today')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setMonth(addMonths(month, 1))}>
                <span className="sr-only sm:not-sr-only">{t('nav.next')}</span>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : (
          <h2 id="calendar-period" className="font-semibold text-xl">
            {t('agendaTitle')}
          </h2>
        )}

        {calendar.isPending ? (
          <LoadingBlock label={t('loading')} rows={['h-8 w-full', 'h-64 w-full']} />
        ) : calendar.isError ? (
          <div className="grid justify-items-start gap-3">
            <ErrorAlert text={t('loadError')} />
            <Button variant="outline" onClick={() => void calendar.refetch()}>
              <RotateCcw aria-hidden="true" />
              {t('retry')}
            </Button>
          </div>
        ) : view === 'month' ? (
          <>
            <MonthView month={month} today={today} byDate={byDate} />
            {byDate.size === 0 ? <p className="text-muted-foreground text-sm">{t('emptyMonth')}</p> : null}
          </>
        ) : byDate.size === 0 ? (
          <p className="text-muted-foreground">{t('emptyAgenda')}</p>
        ) : (
          <AgendaView byDate={byDate} />
        )}
      </section>

      <CalendarFeedPanel />
    </div>
  );
}

function groupByDate(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDate = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  return byDate;
}
