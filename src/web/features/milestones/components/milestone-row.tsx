import type { Milestone } from '@common/milestones';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

export type RowActions = {
  onToggle: (milestone: Milestone, done: boolean) => void;
  onRename: (milestone: Milestone, title: string) => void;
  onDueDate: (milestone: Milestone, dueDate: string | null) => void;
  onDelete: (milestone: Milestone) => void;
  /** Moves the milestone by `step` places; `control` names what keeps the focus afterwards. */
  onMove: (milestone: Milestone, step: -1 | 1, control: string) => void;
  onDragStart: (milestone: Milestone, event: PointerEvent<HTMLButtonElement>) => void;
};

/** The focusable parts of a row, named so focus can return to the same one after the row moved. */
export const ROW_CONTROL = 'data-row-control';

/**
 * One milestone: drag handle, tick box with its title, rename, delete, due date and move buttons.
 * Alt+ArrowUp/Down anywhere in the row moves it too.
 */
export function MilestoneRow({
  milestone,
  index,
  count,
  dragging,
  actions,
}: {
  milestone: Milestone;
  index: number;
  count: number;
  dragging: boolean;
  actions: RowActions;
}) {
  const { t } = useTranslation('milestones');
  const [renaming, setRenaming] = useState(false);
  const [due, setDue] = useState(milestone.dueDate ?? '');
  // The tick shows at once; the list's answers arrive a moment later. Every new version of the
  // milestone (the server's answer, a failed write put back) sets both again.
  const [checked, setChecked] = useState(milestone.done);
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = milestone.title;
  useEffect(() => {
    setDue(milestone.dueDate ?? '');
    setChecked(milestone.done);
  }, [milestone]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const control = (event.target as HTMLElement).getAttribute(ROW_CONTROL) ?? 'handle';
    actions.onMove(milestone, event.key === 'ArrowUp' ? -1 : 1, control);
  };

  const finishRename = (value: string | null) => {
    setRenaming(false);
    const next = value?.trim();
    if (next && next !== title) actions.onRename(milestone, next);
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const saveDue = () => {
    const next = due === '' ? null : due;
    if (next !== milestone.dueDate) actions.onDueDate(milestone, next);
  };

  return (
    <li
      data-milestone-id={milestone.id}
      onKeyDown={onKeyDown}
      className={cn(
        'grid gap-2 rounded-xl border border-border bg-card p-2 sm:p-3',
        dragging && 'opacity-70 shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          {...{ [ROW_CONTROL]: 'handle' }}
          aria-label={t('item.dragLabel', { title })}
          onPointerDown={(event) => actions.onDragStart(milestone, event)}
          className="mt-0.5 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        {renaming ? (
          <Input
            autoFocus
            defaultValue={title}
            maxLength={200}
            aria-label={t('item.renameField', { title })}
            className="h-9 min-w-0 flex-1"
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                finishRename(event.currentTarget.value);
              } else if (event.key === 'Escape') {
                // The dialog must not close: only the renaming ends.
                event.preventDefault();
                event.stopPropagation();
                finishRename(null);
              }
            }}
            onBlur={(event) => finishRename(event.currentTarget.value)}
          />
        ) : (
          <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2 py-1">
            <input
              type="checkbox"
              {...{ [ROW_CONTROL]: 'tick' }}
              checked={checked}
              onChange={(event) => {
                setChecked(event.currentTarget.checked);
                actions.onToggle(milestone, event.currentTarget.checked);
              }}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            />
            <span
              className={cn('min-w-0 break-words', milestone.done && 'text-muted-foreground line-through')}
            >
              {title}
            </span>
          </label>
        )}
        <Button
          ref={renameButton}
          size="icon"
          variant="ghost"
          className="size-8 shrink-0 max-sm:h-8"
          {...{ [ROW_CONTROL]: 'rename' }}
          aria-label={t('item.rename', { title })}
          onClick={() => setRenaming(true)}
          disabled={renaming}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8 shrink-0 text-destructive max-sm:h-8"
          aria-label={t('item.delete', { title })}
          onClick={() => actions.onDelete(milestone)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 pl-9">
        <input
          type="date"
          {...{ [ROW_CONTROL]: 'due' }}
          value={due}
          min="1000-01-01"
          max="9999-12-31"
          aria-label={t('item.dueDate', { title })}
          onChange={(event) => setDue(event.currentTarget.value)}
          onBlur={saveDue}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveDue();
          }}
          className="h-8 min-w-0 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
        />
        <span className="ml-auto flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            className="size-8 max-sm:h-8"
            {...{ [ROW_CONTROL]: 'up' }}
            aria-label={t('item.moveUp', { title })}
            disabled={index === 0}
            onClick={() => actions.onMove(milestone, -1, 'up')}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8 max-sm:h-8"
            {...{ [ROW_CONTROL]: 'down' }}
            aria-label={t('item.moveDown', { title })}
            disabled={index === count - 1}
            onClick={() => actions.onMove(milestone, 1, 'down')}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </span>
      </div>
    </li>
  );
}
