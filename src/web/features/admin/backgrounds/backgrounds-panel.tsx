import {
  BACKGROUND_ALT_MAX,
  BACKGROUND_IMAGE_MAX_BYTES,
  type BackgroundImage,
} from '@common/background-images';
import { megabytes } from '@common/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { addAdminResources } from '@web/locales/admin-resources';
import { ArrowDown, ArrowUp, Eye, EyeOff, ImagePlus, Save, Trash2 } from 'lucide-react';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { formatBytes } from '../monitoring/format';
import { useAdminErrorText } from '../people/hooks/use-admin-error-text';
import {
  useBackgroundImages,
  useDeleteBackground,
  useReorderBackgrounds,
  useUpdateBackground,
  useUploadBackground,
} from './backgrounds-api';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

/** What the server's image pipeline reads; anything else is refused before it is sent. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_MB = megabytes(BACKGROUND_IMAGE_MAX_BYTES);

type Refusal = { title?: string; text: string };

function Uploader() {
  const { t } = useTranslation(['backgrounds', 'goals']);
  const upload = useUploadBackground();
  const errorText = useAdminErrorText();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [dragging, setDragging] = useState(false);

  function send(file: File | undefined) {
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setRefusal({ title: t('goals:image.invalidType.title'), text: t('goals:image.invalidType.text') });
      return;
    }
    if (file.size > BACKGROUND_IMAGE_MAX_BYTES) {
      setRefusal({ text: t('backgrounds:upload.tooLarge', { maxMb: MAX_MB }) });
      return;
    }
    setRefusal(null);
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('backgrounds:upload.done'), variant: 'success' }),
      onError: (error) => setRefusal({ title: t('backgrounds:upload.failed'), text: errorText(error) }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) send(event.dataTransfer.files[0]);
  }

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h3 className="font-semibold text-lg">{t('backgrounds:upload.title')}</h3>
      {/* Dropping is a shortcut; the file input beside the text is the way for keyboards and screen readers. */}
      <fieldset
        data-testid="background-drop-zone"
        aria-label={t('backgrounds:upload.title')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-border border-dashed p-6 text-center',
          dragging && 'border-primary bg-secondary/50',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm">{t('backgrounds:upload.drop')}</p>
        <div className="grid justify-items-center gap-2">
          <Label htmlFor={inputId}>{t('backgrounds:upload.label')}</Label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={upload.isPending}
            onChange={(event) => send(event.target.files?.[0])}
            className="max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:font-semibold file:text-foreground"
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            {t('backgrounds:upload.hint', { maxMb: MAX_MB })}
          </p>
        </div>
        {upload.isPending ? (
          <p role="status" className="font-medium text-sm">
            {t('backgrounds:upload.uploading')}
          </p>
        ) : null}
      </fieldset>
      {refusal ? <ErrorAlert title={refusal.title} text={refusal.text} /> : null}
    </Card>
  );
}

function AltForm({ image, number }: { image: BackgroundImage; number: number }) {
  const { t } = useTranslation('backgrounds');
  const update = useUpdateBackground();
  const errorText = useAdminErrorText();
  const [altEn, setAltEn] = useState(image.altEn);
  const [altTh, setAltTh] = useState(image.altTh);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: image.id, patch: { altEn: altEn.trim(), altTh: altTh.trim() } },
      {
        onSuccess: () => toast({ title: t('alt.saved'), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('toasts.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <TextField
        label={t('alt.en')}
        lang="en"
        maxLength={BACKGROUND_ALT_MAX}
        value={altEn}
        onChange={(event) => setAltEn(event.target.value)}
      />
      <TextField
        label={t('alt.th')}
        hint={t('alt.hint')}
        lang="th"
        maxLength={BACKGROUND_ALT_MAX}
        value={altTh}
        onChange={(event) => setAltTh(event.target.value)}
      />
      <div>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          loading={update.isPending}
          aria-label={t('alt.saveLabel', { number })}
        >
          {update.isPending ? null : <Save aria-hidden="true" />}
          {t('alt.save')}
        </Button>
      </div>
    </form>
  );
}

type ItemProps = {
  image: BackgroundImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (image: BackgroundImage, by: -1 | 1) => void;
  onDelete: (image: BackgroundImage, number: number) => void;
};

function BackgroundItem({ image, index, count, busy, onMove, onDelete }: ItemProps) {
  const { t, i18n: instance } = useTranslation('backgrounds');
  const update = useUpdateBackground();
  const errorText = useAdminErrorText();
  const number = index + 1;
  const alt = (instance.language.startsWith('th') ? image.altTh : image.altEn) || t('previewAlt', { number });

  function setActive(active: boolean) {
    update.mutate(
      { id: image.id, patch: { active } },
      {
        onSuccess: () =>
          toast({
            title: active ? t('toasts.activated', { number }) : t('toasts.deactivated'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: t('toasts.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <li>
      <Card
        className={cn(
          'grid gap-4 p-4 sm:grid-cols-[14rem_1fr] sm:p-5',
          image.active && 'ring-2 ring-primary',
        )}
      >
        <div className="grid content-start gap-2">
          <img
            src={image.previewUrl}
            alt={alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            className="aspect-video w-full rounded-lg border border-border bg-muted object-cover"
          />
          <p className="text-muted-foreground text-xs">
            {t('details', {
              width: image.width,
              height: image.height,
              size: formatBytes(image.bytes, instance.language),
            })}
          </p>
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{t('item', { number })}</h3>
            {image.active ? (
              <Badge className="bg-success/15 text-success">
                <Eye aria-hidden="true" />
                {t('active')}
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {image.active ? (
              <Button
                variant="outline"
                size="sm"
                loading={update.isPending}
                aria-label={t('deactivateLabel', { number })}
                onClick={() => setActive(false)}
              >
                {update.isPending ? null : <EyeOff aria-hidden="true" />}
                {t('deactivate')}
              </Button>
            ) : (
              <Button
                size="sm"
                loading={update.isPending}
                aria-label={t('activateLabel', { number })}
                onClick={() => setActive(true)}
              >
                {update.isPending ? null : <Eye aria-hidden="true" />}
                {t('activate')}
              </Button>
            )}
            <Button
              id={`background-${image.id}-up`}
              variant="outline"
              size="sm"
              disabled={busy || index === 0}
              aria-label={t('moveUpLabel', { number })}
              onClick={() => onMove(image, -1)}
            >
              <ArrowUp aria-hidden="true" />
              {t('moveUp')}
            </Button>
            <Button
              id={`background-${image.id}-down`}
              variant="outline"
              size="sm"
              disabled={busy || index === count - 1}
              aria-label={t('moveDownLabel', { number })}
              onClick={() => onMove(image, 1)}
            >
              <ArrowDown aria-hidden="true" />
              {t('moveDown')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={t('deleteLabel', { number })}
              onClick={() => onDelete(image, number)}
            >
              <Trash2 aria-hidden="true" />
              {t('delete')}
            </Button>
          </div>
          <AltForm key={`${image.altEn}\n${image.altTh}`} image={image} number={number} />
        </div>
      </Card>
    </li>
  );
}

function BackgroundList({ images }: { images: BackgroundImage[] }) {
  const { t } = useTranslation('backgrounds');
  const reorder = useReorderBackgrounds();
  const remove = useDeleteBackground();
  const errorText = useAdminErrorText();
  const [deleting, setDeleting] = useState<{ image: BackgroundImage; number: number } | null>(null);

  function move(image: BackgroundImage, by: -1 | 1) {
    const ids = images.map((item) => item.id);
    const from = ids.indexOf(image.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
    reorder.mutate(ids, {
      onSuccess: () => {
        toast({ title: t('toasts.moved'), variant: 'success' });
        // Keyboard users stay on the image they moved: the same button, or its twin at the list's end.
        const edge = (by < 0 && to === 0) || (by > 0 && to === ids.length - 1);
        const direction = by < 0 === !edge ? 'up' : 'down';
        requestAnimationFrame(() => document.getElementById(`background-${image.id}-${direction}`)?.focus());
      },
      onError: (error) =>
        toast({ title: t('toasts.failed'), description: errorText(error), variant: 'destructive' }),
    });
  }

  return (
    <>
      <ol aria-label={t('listLabel')} className="grid gap-4">
        {images.map((image, index) => (
          <BackgroundItem
            key={image.id}
            image={image}
            index={index}
            count={images.length}
            busy={reorder.isPending}
            onMove={move}
            onDelete={(target, number) => setDeleting({ image: target, number })}
          />
        ))}
      </ol>
      {deleting ? (
        <ConfirmDialog
          title={t('confirm.title')}
          description={t('confirm.description')}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.image.id, {
              onSuccess: () => toast({ title: t('toasts.deleted'), variant: 'success' }),
              onError: (error) =>
                toast({ title: t('toasts.failed'), description: errorText(error), variant: 'destructive' }),
            })
          }
        />
      ) : null}
    </>
  );
}

/** The background images tab: upload, order, choose the one behind the landing hero, describe, delete. */
export function BackgroundsPanel() {
  const { t } = useTranslation('backgrounds');
  const list = useBackgroundImages();
  const images = list.data?.data ?? [];
  return (
    <section aria-labelledby="admin-backgrounds-heading" className="grid max-w-4xl gap-4">
      <div>
        <h2 id="admin-backgrounds-heading" className="font-semibold text-xl">
          {t('heading')}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('intro')}</p>
      </div>
      <Uploader />
      {list.isPending ? (
        <div className="grid gap-3" role="status" aria-label={t('loading')}>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.isError ? (
        <div className="grid max-w-md gap-3">
          <ErrorAlert text={t('loadFailed')} />
          <Button variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : images.length === 0 ? (
        <Card className="grid gap-1 p-6 text-center">
          <h3 className="font-semibold">{t('emptyTitle')}</h3>
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        </Card>
      ) : (
        <BackgroundList images={images} />
      )}
    </section>
  );
}
