import type { StaleGoal, UpcomingGoal } from '@common/insights';
import { Card } from '@web/components/ui/card';
import { formatCalendarDate, formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { CalendarClock, CloudMoon } from 'lucide-react';
import { Link } from 'react-router';

const LINK_CLASS =
  'block min-w-0 break-words rounded-md font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The nearest target dates, each opening its goal's scrapbook. */
export function UpcomingList({ goals }: { goals: readonly UpcomingGoal[] }) {
  const { t, i18n } = useTranslation('insights');
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('upcoming.title')}
      </h2>
      {goals.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('upcoming.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {goals.map((goal) => (
            <li key={goal.goalId} className="grid gap-0.5">
              <Link to={`/goals/${goal.goalId}/scrapbook`} className={LINK_CLASS}>
                {goal.title}
              </Link>
              <time dateTime={goal.targetDate} className="text-muted-foreground text-sm">
                {formatCalendarDate(goal.targetDate, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Active goals nothing has happened on for six months: a gentle nudge, not a reproach. */
export function StaleList({ goals }: { goals: readonly StaleGoal[] }) {
  const { t, i18n } = useTranslation('insights');
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
      <div>
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <CloudMoon aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('stale.title')}
        </h2>
        {goals.length > 0 ? <p className="text-muted-foreground text-sm">{t('stale.subtitle')}</p> : null}
      </div>
      {goals.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('stale.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {goals.map((goal) => (
            <li key={goal.goalId} className="grid gap-0.5">
              <Link to={`/goals/${goal.goalId}/scrapbook`} className={LINK_CLASS}>
                {goal.title}
              </Link>
              <span className="text-muted-foreground text-sm">
                {t('stale.lastActivity', { date: formatDate(goal.lastActivityAt, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
