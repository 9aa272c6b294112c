import type { Memory } from '@common/memories';
import { Button } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';
import { useTranslation } from '@web/lib/use-translation';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MemoryTile, useMemoryName } from './memory-tile';

export type MemoryActions = {
  onTogglePublic: (memory: Memory, isPublic: boolean) => void;
  onEdit: (memory: Memory) => void;
  onDelete: (memory: Memory) => void;
};

/**
 * A memory in its goal's scrapbook: the tile plus, for those who may change it (its author or the
 * goal's owner), the public switch, edit and delete. On a shared goal it names who added it.
 */
export function MemoryCard({
  memory,
  actions,
  canChange = true,
  showAddedBy = false,
}: {
  memory: Memory;
  actions: MemoryActions;
  canChange?: boolean;
  showAddedBy?: boolean;
}) {
  const { t } = useTranslation('memories');
  const name = useMemoryName()(memory);
  const switchId = useId();
  return (
    <MemoryTile
      memory={memory}
      byline={showAddedBy ? t('card.addedBy', { name: memory.addedBy.name }) : undefined}
      actions={
        canChange ? (
          <>
            <div className="flex flex-1 items-center gap-2">
              <Switch
                id={switchId}
                checked={memory.isPublic}
                aria-label={t('card.publicLabel', { name })}
                onCheckedChange={(checked) => actions.onTogglePublic(memory, checked)}
              />
              <label htmlFor={switchId} className="text-muted-foreground text-sm" aria-hidden="true">
                {t('card.public')}
              </label>
            </div>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('card.editLabel', { name })}
              onClick={() => actions.onEdit(memory)}
            >
              <Pencil aria-hidden="true" />
              {t('card.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive hover:bg-red-50"
              aria-label={t('card.deleteLabel', { name })}
              onClick={() => actions.onDelete(memory)}
            >
              <Trash2 aria-hidden="true" />
              {t('card.delete')}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
