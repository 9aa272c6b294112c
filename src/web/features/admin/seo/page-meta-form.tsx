import {
  SEO_DESCRIPTION_MAX,
  SEO_IMAGE_URL_MAX,
  SEO_PAGES,
  SEO_TITLE_MAX,
  type SeoPageKey,
  type SeoPageMeta,
} from '@common/seo';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSaveSeoPage, useSeoPages } from './seo-api';

const IMAGE_ADDRESS = /^(https:\/\/\S+|\/[^/\s]\S*)$/i;

function MetaFields({ meta }: { meta: SeoPageMeta }) {
  const { t } = useTranslation(['content', 'errors']);
  const save = useSaveSeoPage();
  const [title, setTitle] = useState(meta.title ?? '');
  const [description, setDescription] = useState(meta.description ?? '');
  const [imageUrl, setImageUrl] = useState(meta.imageUrl ?? '');
  const [imageInvalid, setImageInvalid] = useState(false);
  const descriptionId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const image = imageUrl.trim();
    const invalid = image !== '' && !IMAGE_ADDRESS.test(image);
    setImageInvalid(invalid);
    if (invalid) return;
    save.mutate(
      { page: meta.page, title, description, imageUrl: image },
      {
        onSuccess: () => toast({ title: t('content:seo.meta.saved'), variant: 'success' }),
        onError: (error) => {
          const code = errorCodeOf(error);
          const text = code
            ? t(errorCodeKey(code))
            : (serverWordsOf(error) ?? t('content:documents.errorFallback'));
          toast({ title: t('content:seo.meta.saveFailed'), description: text, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t('content:seo.meta.titleLabel')}
        maxLength={SEO_TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={descriptionId}>{t('content:seo.meta.descriptionLabel')}</Label>
        <Textarea
          id={descriptionId}
          maxLength={SEO_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <TextField
        label={t('content:seo.meta.imageLabel')}
        hint={t('content:seo.meta.imageHint')}
        error={imageInvalid ? t('content:seo.meta.imageInvalid') : undefined}
        inputMode="url"
        maxLength={SEO_IMAGE_URL_MAX}
        value={imageUrl}
        onChange={(event) => {
          setImageUrl(event.target.value);
          if (imageInvalid) setImageInvalid(false);
        }}
      />
      <div>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          {save.isPending ? null : <Save aria-hidden="true" />}
          {t('content:seo.meta.save')}
        </Button>
      </div>
    </form>
  );
}

/** Each public page's title, description and preview image, one page at a time. */
export function PageMetaForm() {
  const { t } = useTranslation('content');
  const pages = useSeoPages();
  const [page, setPage] = useState<SeoPageKey>('landing');
  const pickId = useId();
  const meta = pages.data?.pages.find((p) => p.page === page);
  if (pages.isPending) return <Skeleton className="h-60" />;
  if (pages.isError || !meta) {
    return (
      <div className="grid max-w-md gap-3">
        <ErrorAlert text={t('seo.meta.loadFailed')} />
        <Button variant="outline" onClick={() => void pages.refetch()} loading={pages.isFetching}>
          {t('seo.meta.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid max-w-2xl gap-4">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={pickId}>{t('seo.meta.page')}</Label>
        <NativeSelect
          id={pickId}
          value={page}
          onChange={(event) => setPage(event.target.value as SeoPageKey)}
        >
          {SEO_PAGES.map((option) => (
            <option key={option} value={option}>
              {t(`seo.meta.pages.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <MetaFields key={page} meta={meta} />
    </div>
  );
}
