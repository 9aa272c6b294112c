import type { MemoryType } from '@common/memories';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CalendarDays, Play } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatMemoryDate } from '../lib/dates';
import { hasNoteText } from '../lib/note-text';
import { RICH_TEXT_CLASS } from '../lib/rich-text';
import { MemoryTypeBadge } from './memory-type-badge';
import { VideoPlayerDialog } from './video-player-dialog';

/** What a tile shows: the fields of a memory that the public share page also gets. */
export type MemoryTileData = {
  id: string;
  type: MemoryType;
  url: string | null;
  thumbUrl: string | null;
  content: string | null;
  caption: string | null;
  tags: string[];
  createdAt: string;
};

/** The id of a memory's card, so focus can move to it after a neighbour was deleted. */
export const memoryCardId = (memoryId: string) => `memory-card-${memoryId}`;

/** A memory's name for labels: its caption, or "Photo of 3 Feb 2026". */
export function useMemoryName() {
  const { t, i18n } = useTranslation('memories');
  return (memory: Pick<MemoryTileData, 'type' | 'caption' | 'createdAt'>) =>
    memory.caption?.trim() ||
    t('card.untitled', {
      type: t(`types.${memory.type}`),
      date: formatMemoryDate(memory.createdAt, i18n.resolvedLanguage),
    });
}

const noFallback = () => null;

function MemoryMedia({ memory, name }: { memory: MemoryTileData; name: string }) {
  const { t } = useTranslation('memories');
  const [playing, setPlaying] = useState(false);
  const focus = useReturnFocus(noFallback);
  if (memory.type === 'photo' && memory.url) {
    return (
      <div className="aspect-[4/3] w-full overflow-hidden bg-muted">
        <img
          src={memory.thumbUrl ?? memory.url}
          alt={t('card.photoAlt', { name })}
          loading="lazy"
          className="size-full object-cover"
        />
      </div>
    );
  }
  if (memory.type === 'video' && memory.url) {
    const src = memory.url;
    return (
      <>
        <button
          type="button"
          onClick={() => {
            focus.remember();
            setPlaying(true);
          }}
          aria-label={t('card.playLabel', { name })}
          // The server-rendered shared page has no React: its script opens the player from these.
          data-video-src={src}
          data-video-poster={memory.thumbUrl ?? undefined}
          data-video-title={name}
          data-close-label={t('player.close')}
          className="group relative block aspect-[4/3] w-full overflow-hidden bg-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {memory.thumbUrl ? (
            <img src={memory.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-foreground/50 text-white shadow-lg">
              <Play aria-hidden="true" className="ml-0.5 size-8" />
            </span>
          </span>
        </button>
        {playing ? (
          <VideoPlayerDialog
            src={src}
            poster={memory.thumbUrl}
            title={name}
            onClose={() => setPlaying(false)}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          />
        ) : null}
      </>
    );
  }
  if (memory.type === 'note' && memory.content && hasNoteText(memory.content)) {
    return (
      <div
        className={cn(RICH_TEXT_CLASS, 'rich-text-note overflow-y-auto border-border border-b bg-muted p-4')}
        // The server sanitised this HTML with an allowlist before storing it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised note content.
        dangerouslySetInnerHTML={{ __html: memory.content }}
      />
    );
  }
  return null;
}

/**
 * One memory: its picture, playable thumbnail or rich text, then type, date, caption and tags.
 * `byline` (who added it, on a shared goal) follows; `actions` (the toggles and buttons of those
 * who may change it) go at the bottom.
 */
export function MemoryTile({
  memory,
  actions,
  byline,
}: {
  memory: MemoryTileData;
  actions?: ReactNode;
  byline?: ReactNode;
}) {
  const { t, i18n } = useTranslation('memories');
  const nameOf = useMemoryName();
  const name = nameOf(memory);
  const titleId = useId();
  return (
    <article
      id={memoryCardId(memory.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <MemoryMedia memory={memory} name={name} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <MemoryTypeBadge type={memory.type} />
          <span className="flex items-center gap-1 text-muted-foreground text-xs">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={memory.createdAt}>
              {formatMemoryDate(memory.createdAt, i18n.resolvedLanguage)}
            </time>
          </span>
        </div>
        <h3
          id={titleId}
          className={cn('break-words font-semibold leading-snug', !memory.caption && 'sr-only')}
        >
          {name}
        </h3>
        {memory.tags.length > 0 ? (
          <ul aria-label={t('card.tags')} className="flex flex-wrap gap-1.5">
            {memory.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-muted-foreground text-xs">
                {`#${tag}`}
              </li>
            ))}
          </ul>
        ) : null}
        {byline ? <p className="text-muted-foreground text-sm">{byline}</p> : null}
        {actions ? <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}
