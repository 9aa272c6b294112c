import type { Goal } from '@common/goals';
import type { Milestone } from '@common/milestones';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { toast } from '@web/components/ui/use-toast';
import { formatCalendarDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';
import { Circle, CircleCheck, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDeleteMilestone } from '../api/delete-milestone';
import { useMilestones } from '../api/list-milestones';
import { useReorderMilestones } from '../api/reorder-milestones';
import { useRestoreMilestone } from '../api/restore-milestone';
import { useUpdateMilestone } from '../api/update-milestone';
import { useMilestoneErrorText } from '../lib/milestone-error-text';
import { moveId, sameOrder } from '../lib/move';
import { useDragOrder } from '../lib/use-drag-order';
import { AddMilestoneForm } from './add-milestone-form';
import { MilestoneProgress } from './milestone-progress';
import { MilestoneRow, ROW_CONTROL, type RowActions } from './milestone-row';

// This dialog's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

export type MilestonesDialogProps = {
  goal: Pick<Goal, 'id' | 'title' | 'status'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Marks the goal done the way its card's "Done" does (toast, confetti). */
  onCompleteGoal: () => void;
  /** Only a list to read: a viewer of a goal someone shared with them. */
  readOnly?: boolean;
};

/** A goal's milestones in a dialog: tick, rename, date, delete, add and reorder them. */
export function MilestonesDialog({
  goal,
  open,
  onOpenChange,
  onCompleteGoal,
  readOnly = false,
}: MilestonesDialogProps) {
  const { t } = useTranslation('milestones');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} className="max-w-xl gap-3 p-4 sm:p-6">
        <DialogTitle className="pr-8">{t('dialog.title')}</DialogTitle>
        <DialogDescription className="break-words">
          {t('dialog.description', { title: goal.title })}
        </DialogDescription>
        {readOnly ? (
          <ReadOnlyMilestones goal={goal} />
        ) : (
          <MilestonesPanel
            goal={goal}
            onCompleteGoal={() => {
              onOpenChange(false);
              onCompleteGoal();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MilestonesPanel({
  goal,
  onCompleteGoal,
}: {
  goal: MilestonesDialogProps['goal'];
  onCompleteGoal: () => void;
}) {
  const { t } = useTranslation('milestones');
  const query = useMilestones(goal.id);
  const update = useUpdateMilestone(goal.id);
  const remove = useDeleteMilestone(goal.id);
  const reorder = useReorderMilestones(goal.id);
  const restore = useRestoreMilestone(goal.id);
  /** The milestone deleted last, while its Undo is offered. */
  const [deleted, setDeleted] = useState<{ milestone: Milestone; index: number } | null>(null);
  const errorText = useMilestoneErrorText();
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addFieldRef = useRef<HTMLInputElement>(null);
  /** Where focus goes once the list has been drawn again (after a move or a delete). */
  const pendingFocus = useRef<{ id: string; control: string } | null>(null);

  const stored = query.data?.milestones ?? [];
  const byId = new Map(stored.map((m) => [m.id, m]));
  const drag = useDragOrder(
    stored.map((m) => m.id),
    (order, movedId) => {
      const moved = byId.get(movedId);
      if (moved) saveOrder(order, moved);
    },
  );
  const milestones = drag.order.flatMap((id) => byId.get(id) ?? []);
  const done = stored.filter((m) => m.done).length;
  const allDone = stored.length > 0 && done === stored.length;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-milestone-id="${CSS.escape(target.id)}"]`);
    const control = row?.querySelector<HTMLElement>(`[${ROW_CONTROL}="${target.control}"]:not(:disabled)`);
    (control ?? row?.querySelector<HTMLElement>(`[${ROW_CONTROL}="handle"]`) ?? addFieldRef.current)?.focus();
  });

  const failed = (what: 'add' | 'update' | 'delete' | 'reorder') => (error: unknown) =>
    toast({ title: t(`failed.${what}`), description: errorText(error), variant: 'destructive' });

  const saveOrder = (ids: string[], moved: Milestone) => {
    reorder.mutate(ids, { onError: failed('reorder') });
    setAnnouncement(
      t('item.moved', { title: moved.title, position: ids.indexOf(moved.id) + 1, total: ids.length }),
    );
  };

  const actions: RowActions = {
    onToggle: (milestone, value) =>
      update.mutate({ id: milestone.id, changes: { done: value } }, { onError: failed('update') }),
    onRename: (milestone, title) =>
      update.mutate({ id: milestone.id, changes: { title } }, { onError: failed('update') }),
    onDueDate: (milestone, dueDate) =>
      update.mutate({ id: milestone.id, changes: { dueDate } }, { onError: failed('update') }),
    onDelete: (milestone) => {
      const index = stored.findIndex((m) => m.id === milestone.id);
      setDeleted(null);
      const neighbour = stored[index + 1] ?? stored[index - 1];
      pendingFocus.current = neighbour ? { id: neighbour.id, control: 'tick' } : null;
      if (!neighbour) addFieldRef.current?.focus();
      remove.mutate(milestone.id, {
        onSuccess: () => setDeleted({ milestone, index }),
        onError: failed('delete'),
      });
    },
    onMove: (milestone, step, control) => {
      const ids = stored.map((m) => m.id);
      const from = ids.indexOf(milestone.id);
      const next = moveId(ids, from, from + step);
      if (sameOrder(ids, next)) return;
      pendingFocus.current = { id: milestone.id, control };
      saveOrder(next, milestone);
    },
    onDragStart: (milestone, event) => drag.start(milestone.id, event),
  };

  const undoDelete = () => {
    if (!deleted) return;
    setDeleted(null);
    restore.mutate(deleted, {
      onSuccess: () => setAnnouncement(t('item.restored', { title: deleted.milestone.title })),
      onError: failed('add'),
    });
    addFieldRef.current?.focus();
  };
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingBlock label={t('list.loading')} rows={['h-16 w-full', 'h-16 w-full']} />;
  } else if (query.isError && stored.length === 0) {
    body = (
      <LoadErrorAlert
        text={t('list.loadError')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (stored.length === 0) {
    body = (
      <p className="rounded-xl bg-muted px-4 py-6 text-center text-muted-foreground text-sm">
        {t('list.empty')}
      </p>
    );
  } else {
    body = (
      <ol
        ref={listRef}
        aria-label={t('list.label', { title: goal.title })}
        className="grid gap-2"
        {...drag.listProps}
      >
        {milestones.map((milestone, index) => (
          <MilestoneRow
            key={milestone.id}
            milestone={milestone}
            index={index}
            count={milestones.length}
            dragging={drag.draggingId === milestone.id}
            actions={actions}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className="grid gap-3">
      <MilestoneProgress progress={{ done, total: stored.length }} />
      {allDone && goal.status === 'active' ? (
        <Alert variant="success" className="flex-wrap items-center">
          <CircleCheck aria-hidden="true" />
          <p className="flex-1 font-medium">{t('complete.allDone')}</p>
          <Button size="sm" onClick={onCompleteGoal}>
            {t('complete.markGoalDone')}
          </Button>
        </Alert>
      ) : null}
      {body}
      {deleted ? (
        <div role="status" className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
          <p className="min-w-0 flex-1 break-words">
            {t('item.deleted', { title: deleted.milestone.title })}
          </p>
          <Button size="sm" variant="outline" onClick={undoDelete}>
            <Undo2 aria-hidden="true" />
            {t('item.undo')}
          </Button>
        </div>
      ) : null}
      <AddMilestoneForm goalId={goal.id} count={stored.length} inputRef={addFieldRef} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The milestones as a list to read, with their progress and due dates. */
function ReadOnlyMilestones({ goal }: { goal: MilestonesDialogProps['goal'] }) {
  const { t, i18n: language } = useTranslation('milestones');
  const query = useMilestones(goal.id);
  const stored = query.data?.milestones ?? [];
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingBlock label={t('list.loading')} rows={['h-10 w-full']} />;
  } else if (query.isError) {
    body = (
      <LoadErrorAlert
        text={t('list.loadError')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (stored.length === 0) {
    body = (
      <p className="rounded-xl bg-muted px-4 py-6 text-center text-muted-foreground text-sm">
        {t('list.emptyReadOnly')}
      </p>
    );
  } else {
    body = (
      <ol aria-label={t('list.label', { title: goal.title })} className="grid gap-2">
        {stored.map((milestone) => (
          <li
            key={milestone.id}
            className="flex items-start gap-2 rounded-xl border border-border bg-card p-3 text-sm"
          >
            {milestone.done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="min-w-0 flex-1 break-words">
              {milestone.done ? <span className="sr-only">{t('item.doneLabel')} </span> : null}
              <span className={milestone.done ? 'text-muted-foreground line-through' : undefined}>
                {milestone.title}
              </span>
            </span>
            {milestone.dueDate ? (
              <span className="shrink-0 text-muted-foreground">
                {t('item.due', {
                  date: formatCalendarDate(milestone.dueDate, language.resolvedLanguage) ?? '',
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="grid gap-3">
      <MilestoneProgress progress={{ done: stored.filter((m) => m.done).length, total: stored.length }} />
      {body}
      <p className="text-muted-foreground text-sm">{t('list.readOnly')}</p>
    </div>
  );
}
