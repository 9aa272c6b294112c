import { MEMORY_MODERATION_STATES, type ModeratedMemory } from '@common/moderation';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ExternalLink, FileText, Video } from 'lucide-react';
import { useState } from 'react';
import { FilterSelect } from '../people/components/filter-select';
import { ListSection } from '../people/components/list-section';
import { oneOf, useListParams } from '../people/hooks/use-list-params';
import { type MemoryAction, useMemoryModerationAction, useModeratedMemories } from './moderation-api';
import { TakeDownDialog } from './take-down-dialog';

/** What names a memory in labels: its caption, the start of a note, or its kind. */
function useMemoryName() {
  const { t } = useTranslation('moderation');
  return (memory: ModeratedMemory) => memory.caption || memory.excerpt || t(`memories.type.${memory.type}`);
}

function Preview({ memory }: { memory: ModeratedMemory }) {
  const { t } = useTranslation('moderation');
  if (memory.thumbUrl) {
    return (
      <img
        src={memory.thumbUrl}
        alt=""
        loading="lazy"
        className="aspect-square w-full rounded-lg bg-muted object-cover sm:w-24"
      />
    );
  }
  const Icon = memory.type === 'note' ? FileText : Video;
  return (
    <div className="grid aspect-square w-full place-items-center rounded-lg bg-muted text-muted-foreground sm:w-24">
      <Icon aria-hidden="true" className="size-8" />
      <span className="sr-only">{t(`memories.type.${memory.type}`)}</span>
    </div>
  );
}

function MemoryCard({
  memory,
  onAction,
}: {
  memory: ModeratedMemory;
  onAction: (action: MemoryAction, memory: ModeratedMemory) => void;
}) {
  const { t, i18n } = useTranslation('moderation');
  const name = useMemoryName()(memory);
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(memory.createdAt),
  );
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[6rem_minmax(0,1fr)]">
      <Preview memory={memory} />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{t(`memories.type.${memory.type}`)}</Badge>
          {memory.takenDown ? (
            <Badge className="bg-destructive/15 text-destructive">{t('state.takenDown')}</Badge>
          ) : null}
        </div>
        <h3 className="break-words font-semibold">{name}</h3>
        {memory.caption && memory.excerpt ? (
          <p className="break-words text-muted-foreground text-sm">{memory.excerpt}</p>
        ) : null}
        <p className="break-words text-muted-foreground text-sm">{t('goal', { title: memory.goalTitle })}</p>
        <p className="grid text-sm">
          <span className="break-words">{memory.owner.name}</span>
          <span className="break-all text-muted-foreground">{memory.owner.email}</span>
        </p>
        <p className="text-muted-foreground text-sm">{t('created', { date: created })}</p>
        {memory.takenDown?.reason ? (
          <p className="break-words text-muted-foreground text-xs">
            {t('state.takenDownReason', { reason: memory.takenDown.reason })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {memory.shareToken ? (
            <Button asChild variant="outline" size="sm">
              <a href={`/shared/${memory.shareToken}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t('memories.openPage')}
                <span className="sr-only">{t('actions.openLabel', { title: name })}</span>
              </a>
            </Button>
          ) : (
            <span className="text-muted-foreground text-sm">{t('memories.noLink')}</span>
          )}
          {memory.takenDown ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction('restore', memory)}
              aria-label={t('actions.restoreLabel', { title: name })}
            >
              {t('actions.restore')}
            </Button>
          ) : (
            <Button
              variant="destructive"
              size="sm"
              onClick={() => onAction('takeDown', memory)}
              aria-label={t('actions.takeDownLabel', { title: name })}
            >
              {t('actions.takeDown')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Single public memories on shared pages: take one off its page (a reason is kept) or restore it. */
export function MemoryModeration() {
  const { t } = useTranslation('moderation');
  const list = useListParams();
  const { params, page, pageSize, update } = list;
  // Not `state`: a `state` parameter in the page's address marks a sign-in callback (route-guard.ts).
  const state = oneOf(params.get('show'), MEMORY_MODERATION_STATES) ?? 'live';
  const query = useModeratedMemories({ state, page, pageSize });
  const mutation = useMemoryModerationAction();
  const nameOf = useMemoryName();
  const [pending, setPending] = useState<{ action: MemoryAction; memory: ModeratedMemory } | null>(null);

  return (
    <>
      <p className="text-muted-foreground text-sm">{t('memories.intro')}</p>
      <FilterSelect
        className="sm:w-64"
        label={t('filter.label')}
        param="show"
        options={MEMORY_MODERATION_STATES}
        value={state}
        unfiltered="live"
        optionLabel={(option) => t(`memories.state.${option}`)}
        update={update}
      />
      <ListSection
        query={query}
        loadingLabel={t('memories.loading')}
        errorTitle={t('memories.loadFailed')}
        emptyTitle={t('emptyTitle')}
        emptyText={t(`memories.empty.${state}`)}
        pager={{
          label: t('memories.pages'),
          summary: (count) => t('memories.count', { count }),
          paging: list,
        }}
      >
        {(memories, busy) => (
          <ul
            aria-label={t('memories.caption')}
            aria-busy={busy}
            className={cn('grid gap-3 lg:grid-cols-2', busy && 'opacity-60')}
          >
            {memories.map((memory) => (
              <MemoryCard
                key={memory.id}
                memory={memory}
                onAction={(action, target) => setPending({ action, memory: target })}
              />
            ))}
          </ul>
        )}
      </ListSection>
      {pending?.action === 'takeDown' ? (
        <TakeDownDialog
          title={t('memories.takeDown.title', { title: nameOf(pending.memory) })}
          description={t('memories.takeDown.description')}
          reasonRequired={t('memories.takeDown.reasonRequired')}
          onTakeDown={(reason) =>
            mutation.mutateAsync({ memory: pending.memory, action: 'takeDown', reason })
          }
          pending={mutation.isPending}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.action === 'restore' ? (
        <ConfirmDialog
          title={t('memories.restore.title', { title: nameOf(pending.memory) })}
          description={t('memories.restore.description')}
          confirmLabel={t('memories.restore.confirm')}
          cancelLabel={t('dialogs.cancel')}
          onConfirm={() => mutation.mutate({ memory: pending.memory, action: 'restore' })}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
