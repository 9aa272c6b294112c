import type { AdminGoal } from '@common/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CircleCheck, Ellipsis, RotateCcw, Trash2 } from 'lucide-react';
import { ADMIN_ROW, AdminTable } from './admin-table';

export type GoalActionKind = 'complete' | 'reopen' | 'delete';

type GoalsListProps = {
  goals: AdminGoal[];
  wide: boolean;
  busy: boolean;
  onAction: (kind: GoalActionKind, goal: AdminGoal) => void;
};

function StatusBadge({ status }: { status: AdminGoal['status'] }) {
  const { t } = useTranslation('people');
  return (
    <Badge
      className={cn(
        status === 'completed' ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      {t(`goalStatus.${status}`)}
    </Badge>
  );
}

function GoalActionsMenu({ goal, onAction }: { goal: AdminGoal; onAction: GoalsListProps['onAction'] }) {
  const { t } = useTranslation('people');
  const completed = goal.status === 'completed';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('goals.actionsFor', { title: goal.title })}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction(completed ? 'reopen' : 'complete', goal)}>
          {completed ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          {completed ? t('actions.markActive') : t('actions.markCompleted')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className="text-destructive" onSelect={() => onAction('delete', goal)}>
          <Trash2 aria-hidden="true" />
          {t('actions.deleteGoal')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A page of goals with their owners: a table on wide screens, one card per goal on phones. */
export function GoalsList({ goals, wide, busy, onAction }: GoalsListProps) {
  const { t, i18n } = useTranslation(['people', 'goals']);
  const created = (goal: AdminGoal) => formatDate(goal.createdAt, i18n.resolvedLanguage);
  const category = (goal: AdminGoal) => t(`goals:categories.${goal.category}`);

  if (wide) {
    return (
      <AdminTable
        caption={t('goals.caption')}
        className="bg-card"
        busy={busy}
        columns={[
          { label: t('columns.title') },
          { label: t('columns.owner') },
          { label: t('columns.category') },
          { label: t('columns.status') },
          { label: t('columns.created') },
          { label: t('columns.actions'), hidden: true },
        ]}
      >
        {goals.map((goal) => (
          <tr key={goal.id} className={ADMIN_ROW}>
            <th scope="row" className="max-w-80 px-4 py-3 font-semibold">
              <span className="line-clamp-2 break-words">{goal.title}</span>
            </th>
            <td className="max-w-64 px-4 py-3">
              <span className="block truncate">{goal.owner.name}</span>
              <span className="block truncate text-muted-foreground">{goal.owner.email}</span>
            </td>
            <td className="px-4 py-3">{category(goal)}</td>
            <td className="px-4 py-3">
              <StatusBadge status={goal.status} />
            </td>
            <td className="whitespace-nowrap px-4 py-3">{created(goal)}</td>
            <td className="px-2 py-2 text-right">
              <GoalActionsMenu goal={goal} onAction={onAction} />
            </td>
          </tr>
        ))}
      </AdminTable>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-3" aria-label={t('goals.caption')} aria-busy={busy || undefined}>
      {goals.map((goal) => (
        <li key={goal.id}>
          <article
            aria-label={goal.title}
            className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-semibold">{goal.title}</p>
              <GoalActionsMenu goal={goal} onAction={onAction} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">{t('columns.owner')}</dt>
              <dd className="min-w-0">
                <span className="block truncate">{goal.owner.name}</span>
                <span className="block truncate text-muted-foreground">{goal.owner.email}</span>
              </dd>
              <dt className="text-muted-foreground">{t('columns.category')}</dt>
              <dd>{category(goal)}</dd>
              <dt className="text-muted-foreground">{t('columns.status')}</dt>
              <dd>
                <StatusBadge status={goal.status} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.created')}</dt>
              <dd>{created(goal)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
