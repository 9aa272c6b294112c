import { IMAGE_LIBRARY_KINDS, type LibraryMedia, type MediaUse } from '@common/image-library';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/components/ui/use-toast';
import { formatDate } from '@web/lib/format-date';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { addAdminResources } from '@web/locales/admin-resources';
import { Film, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../monitoring/format';
import { FilterSelect } from '../people/components/filter-select';
import { ListSection, usePageInRange } from '../people/components/list-section';
import { SearchField } from '../people/components/search-field';
import { useAdminErrorText } from '../people/hooks/use-admin-error-text';
import { useAdminListParams } from '../people/hooks/use-admin-list-params';
import { oneOf } from '../people/hooks/use-list-params';
import { useDeleteImage, useImageLibrary } from './images-api';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

/** The admin goals tab narrowed to the owner's goal of that title: where an admin can see it. */
function goalLink(ownerId: string, goalTitle: string) {
  return `/admin?${new URLSearchParams({ tab: 'goals', userId: ownerId, q: goalTitle })}`;
}

function Uses({ media }: { media: LibraryMedia }) {
  const { t } = useTranslation('images');
  if (media.usedBy.length === 0) return <Badge>{t('uses.none')}</Badge>;
  const label = (use: MediaUse) =>
    use.type === 'avatar' ? t('uses.avatar') : t(`uses.${use.type}`, { title: use.goalTitle });
  return (
    <ul className="grid gap-1 text-sm">
      {media.usedBy.map((use) => (
        <li key={use.type === 'memory' ? use.memoryId : `${use.type}-${'goalId' in use ? use.goalId : ''}`}>
          {use.type === 'avatar' ? (
            label(use)
          ) : (
            <Link
              to={goalLink(media.owner.id, use.goalTitle)}
              className="break-words underline underline-offset-2 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {label(use)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ media }: { media: LibraryMedia }) {
  const { t } = useTranslation('images');
  const alt = t(media.kind === 'video' ? 'thumb.video' : 'thumb.image', { email: media.owner.email });
  return (
    <a
      href={media.url}
      target="_blank"
      rel="noopener noreferrer"
      className="relative block aspect-[4/3] overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {media.thumbUrl ? (
        <img src={media.thumbUrl} alt={alt} loading="lazy" className="size-full object-cover" />
      ) : (
        <span role="img" aria-label={alt} className="grid size-full place-items-center text-muted-foreground">
          <Film aria-hidden="true" className="size-10" />
        </span>
      )}
      {media.kind === 'video' && media.thumbUrl ? (
        <span className="absolute right-2 bottom-2 rounded-md bg-black/60 p-1 text-white">
          <Film aria-hidden="true" className="size-4" />
        </span>
      ) : null}
    </a>
  );
}

function MediaCard({ media, onDelete }: { media: LibraryMedia; onDelete: () => void }) {
  const { t, i18n: instance } = useTranslation('images');
  const size = formatBytes(media.bytes, instance.language);
  return (
    <li className="grid content-start gap-3 rounded-xl border border-border bg-card p-3">
      <Thumbnail media={media} />
      <div className="grid gap-1 text-sm">
        <p className="break-all font-medium">{media.owner.email}</p>
        <p className="text-muted-foreground">
          {t(`kind.${media.kind}`)} · {size} · {formatDate(media.createdAt, instance.language)}
        </p>
      </div>
      <div className="grid gap-1">
        <p className="font-medium text-muted-foreground text-xs">{t('uses.heading')}</p>
        <Uses media={media} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={onDelete}
        aria-label={t('delete.label', { email: media.owner.email, size })}
      >
        <Trash2 aria-hidden="true" />
        {t('delete.button')}
      </Button>
    </li>
  );
}

/** Every stored file: who owns it, its size, where it is shown; an administrator can delete it. */
export function ImageLibraryPanel() {
  const { t, i18n: instance } = useTranslation('images');
  const id = useId();
  const list = useAdminListParams();
  const { params, page, pageSize, update, q, onSearch, refine, headingRef, remember, onCloseAutoFocus } =
    list;
  const kind = oneOf(params.get('kind'), IMAGE_LIBRARY_KINDS) ?? 'all';
  const unused = params.get('unused') === 'true';
  const query = useImageLibrary({ q, kind, unused, page, pageSize });
  const remove = useDeleteImage();
  const errorText = useAdminErrorText();
  const [pending, setPending] = useState<LibraryMedia | null>(null);

  usePageInRange(query, list);

  const confirmDelete = (media: LibraryMedia) => {
    remove.mutate(media, {
      onSuccess: () => toast({ title: t('delete.done'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('delete.failed'), description: errorText(error), variant: 'destructive' }),
    });
  };

  const filtered = q !== '' || kind !== 'all' || unused;
  const total = query.data && !query.isPending ? query.data : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-semibold text-xl">
        {t('heading')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={q} onSearch={onSearch} />
        <FilterSelect
          className="sm:w-48"
          label={t('kindFilter.label')}
          param="kind"
          options={IMAGE_LIBRARY_KINDS}
          value={kind}
          unfiltered="all"
          optionLabel={(option) => t(`kindFilter.${option}`)}
          update={update}
        />
        <div className="flex h-10 items-center gap-2">
          <input
            id={`${id}-unused`}
            type="checkbox"
            checked={unused}
            onChange={(event) => refine({ unused: event.target.checked ? 'true' : null })}
            className="size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          />
          <label htmlFor={`${id}-unused`} className="text-sm">
            {t('unusedOnly')}
          </label>
        </div>
      </div>
      {total ? (
        <p className="text-sm" aria-live="polite">
          {t('total', { count: total.count, size: formatBytes(total.totalBytes, instance.language) })}
        </p>
      ) : null}
      <ListSection
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadFailed')}
        emptyTitle={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
        emptyText={filtered ? t('emptyFiltered') : t('emptyAll')}
        pager={{ label: t('pages'), summary: (count) => t('count', { count }), paging: list }}
      >
        {(files, busy) => (
          <ul
            className={cn(
              'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              busy && 'opacity-60',
            )}
            aria-busy={busy}
            aria-label={t('heading')}
          >
            {files.map((media) => (
              <MediaCard
                key={media.id}
                media={media}
                onDelete={() => {
                  remember();
                  setPending(media);
                }}
              />
            ))}
          </ul>
        )}
      </ListSection>
      {pending ? (
        <ConfirmDialog
          title={t('delete.title', { email: pending.owner.email })}
          description={pending.usedBy.length > 0 ? t('delete.descriptionUsed') : t('delete.description')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={() => confirmDelete(pending)}
          onClose={() => setPending(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </section>
  );
}
