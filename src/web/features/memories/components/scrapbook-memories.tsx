import type { GoalMember, GoalRole } from '@common/collaboration';
import type { Memory } from '@common/memories';
import { Button } from '@web/components/ui/button';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useSession } from '@web/features/auth';
import { canChangeMemory, canEditGoal } from '@web/features/collaboration';
import { useFocusAfterMove } from '@web/lib/use-focus-after-move';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { BookImage, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDeleteMemory } from '../api/delete-memory';
import { useMemories } from '../api/list-memories';
import { useUpdateMemory } from '../api/update-memory';
import { countByType, filterMemories, MEMORY_FILTERS, type MemoryFilter } from '../lib/filter';
import { DeleteMemoryDialog } from './delete-memory-dialog';
import { type MemoryActions, MemoryCard } from './memory-card';
import { MemoryFormDialog, type MemoryFormTarget } from './memory-form-dialog';
import { MemoryGrid } from './memory-grid';
import { memoryCardId } from './memory-tile';

const SKELETONS = ['a', 'b', 'c'];
const HEADING_ID = 'memories-title';
const focusHeading = () => document.getElementById(HEADING_ID);

/** How the goal is shared with the viewer; absent, it is their own goal, shared with nobody. */
export type ScrapbookSharing = { role: GoalRole; members: GoalMember[] };
const OWN_GOAL: ScrapbookSharing = { role: 'owner', members: [] };

/**
 * A goal's memories: type filter, "Add Memory", the grid of cards and their dialogs. On a shared
 * goal each card names who added it; viewers only read, editors change what they added.
 */
export function ScrapbookMemories({
  goalId,
  sharing = OWN_GOAL,
}: {
  goalId: string;
  sharing?: ScrapbookSharing;
}) {
  const { t } = useTranslation('memories');
  const { user } = useSession();
  const canAdd = canEditGoal(sharing.role);
  const shared = sharing.members.length > 0 || sharing.role !== 'owner';
  const query = useMemories(goalId);
  const update = useUpdateMemory(goalId);
  const remove = useDeleteMemory(goalId);
  const [selected, setSelected] = useState<MemoryFilter>('all');
  const [form, setForm] = useState<MemoryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Memory | null>(null);
  // Dialogs open from state, so each gives focus back to the button that opened it.
  const focus = useReturnFocus(focusHeading);
  const moveFocus = useFocusAfterMove();
  const openForm = (target: MemoryFormTarget) => {
    focus.remember();
    setForm(target);
  };

  const memories = query.data ?? [];
  const counts = countByType(memories);
  const shown = filterMemories(memories, selected);

  const failed = () => toast({ title: t('toasts.failed'), variant: 'destructive' });
  const actions: MemoryActions = {
    onTogglePublic: (memory, isPublic) =>
      update.mutate({ id: memory.id, changes: { isPublic } }, { onError: failed }),
    onEdit: (memory) => openForm({ mode: 'edit', memory }),
    onDelete: (memory) => {
      focus.remember();
      setDeleting(memory);
    },
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('scrapbook.loading')}</span>
        <MemoryGrid>
          {SKELETONS.map((key) => (
            <Skeleton key={key} className="aspect-[4/3] w-full rounded-2xl" />
          ))}
        </MemoryGrid>
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadErrorAlert
        text={t('scrapbook.loadError')}
        retryLabel={t('scrapbook.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (memories.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-card p-8 text-center">
        <BookImage aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold text-lg">{t('empty.title')}</p>
        {canAdd ? (
          <>
            <p className="max-w-md text-muted-foreground text-sm">{t('empty.text')}</p>
            <Button onClick={() => openForm({ mode: 'add' })}>
              <Plus aria-hidden="true" />
              {t('add.open')}
            </Button>
          </>
        ) : null}
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <p className="rounded-2xl bg-muted p-6 text-center text-muted-foreground">{t('empty.filtered')}</p>
    );
  } else {
    body = (
      <MemoryGrid>
        {shown.map((memory) => (
          <MemoryCard
            key={memory.id}
            memory={memory}
            actions={actions}
            canChange={canChangeMemory(sharing.role, memory.addedBy.id, user?.id)}
            showAddedBy={shared}
          />
        ))}
      </MemoryGrid>
    );
  }

  return (
    <section aria-labelledby="memories-title" className="grid content-start gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} tabIndex={-1} className="font-semibold text-xl focus:outline-none">
          {t('scrapbook.memoriesTitle')}
        </h2>
        {canAdd ? (
          <Button onClick={() => openForm({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            {t('add.open')}
          </Button>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filters.label')}</legend>
        {MEMORY_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={selected === value}
            onClick={() => setSelected(value)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full border border-input bg-card px-4 font-medium text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected === value && 'border-primary bg-primary text-primary-foreground hover:bg-primary',
            )}
          >
            {t(`filters.${value}`)}
            <span className="text-xs">{counts[value]}</span>
          </button>
        ))}
      </fieldset>
      {body}
      {form ? (
        <MemoryFormDialog
          goalId={goalId}
          target={form}
          onClose={() => setForm(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      ) : null}
      {deleting ? (
        <DeleteMemoryDialog
          onClose={() => setDeleting(null)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onConfirm={() => {
            const memory = deleting;
            setDeleting(null);
            // The card that takes its place gets focus, else the heading; the toast is announced.
            const index = shown.findIndex((item) => item.id === memory.id);
            const neighbour = shown[index + 1] ?? shown[index - 1];
            moveFocus.focusElement(neighbour ? memoryCardId(neighbour.id) : HEADING_ID, HEADING_ID);
            remove.mutate(memory.id, {
              onSuccess: () => toast({ title: t('toasts.deleted'), variant: 'success' }),
              onError: failed,
            });
          }}
        />
      ) : null}
    </section>
  );
}
