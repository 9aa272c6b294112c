import type { CalendarEntry } from '@common/calendar';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CheckCircle2, Flag, Target } from 'lucide-react';
import { Link } from 'react-router';

/** One dated goal or milestone; opens the goal. */
export function CalendarEntryLink({ entry, compact = false }: { entry: CalendarEntry; compact?: boolean }) {
  const { t } = useTranslation('calendar');
  const Icon = entry.done ? CheckCircle2 : entry.kind === 'goal' ? Target : Flag;
  const kind = t(entry.kind === 'goal' ? 'kind.goal' : 'kind.milestone');
  return (
    <Link
      to={`/goals/${entry.goalId}/scrapbook`}
      className={cn(
        'flex min-w-0 items-start gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        entry.kind === 'goal' ? 'bg-primary/10 text-foreground' : 'bg-muted text-foreground',
        entry.done && 'text-muted-foreground line-through',
        compact ? 'text-xs' : 'text-sm',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 shrink-0', compact ? 'size-3' : 'size-4')} />
      <span className="min-w-0">
        <span className="sr-only">{`${kind}${entry.done ? `, ${t('done')}` : ''}: `}</span>
        <span className={cn(compact && 'line-clamp-2 break-words')}>{entry.title}</span>
        {entry.kind === 'milestone' && !compact ? (
          <span className="block text-muted-foreground text-xs">{entry.goalTitle}</span>
        ) : null}
      </span>
    </Link>
  );
}
