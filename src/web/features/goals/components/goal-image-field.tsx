import { mediaFromUrlSchema } from '@common/media-from-url';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { compressImage, isImageCompressionError } from '@web/lib/image-compression';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CircleCheck, ImagePlus, Link2, Trash2 } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useImageFromUrl } from '../api/image-from-url';
import { useUploadImage } from '../api/upload-image';
import { useGoalErrorText } from '../hooks/use-goal-error-text';

/** The goal's image: a stored media id and what to show for it. */
export type ImageValue = { id: string; previewUrl: string };

type Phase = 'idle' | 'compressing' | 'uploading' | 'fetching';
type Problem = { title: string; text: string };

/**
 * Image of a goal: a file, compressed in the browser and then uploaded, or an
 * address the server fetches. Either way the result is a media id the form saves with the goal.
 */
export function GoalImageField({
  value,
  onChange,
  onBusyChange,
}: {
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation('goals');
  const errorText = useGoalErrorText();
  const upload = useUploadImage();
  const fromUrl = useImageFromUrl();
  const ids = { hint: useId(), url: useId(), urlError: useId() };
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const lastUrl = useRef<string | null>(null);
  // A pick made while another is still running wins; the older answer is dropped.
  const attempt = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    onBusyChange(phase !== 'idle');
  }, [phase, onBusyChange]);

  // An object URL keeps the picked file alive: let it go when it is replaced or the form closes.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const start = (next: Phase) => {
    attempt.current += 1;
    setProblem(null);
    setPhase(next);
    return attempt.current;
  };
  const isCurrent = (id: number) => mounted.current && attempt.current === id;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire a change again.
    event.target.value = '';
    if (!file) return;
    const id = start('compressing');
    try {
      const compressed = await compressImage(file);
      if (!isCurrent(id)) return;
      setLocalPreview(URL.createObjectURL(compressed.blob));
      setPhase('uploading');
      const baseName = file.name.replace(/\.[^.]*$/, '') || 'image';
      const media = await upload.mutateAsync({ file: compressed.blob, fileName: `${baseName}.jpg` });
      if (!isCurrent(id)) return;
      onChange({ id: media.id, previewUrl: media.thumbUrl ?? media.url });
      setUrl('');
      lastUrl.current = null;
    } catch (error) {
      if (!isCurrent(id)) return;
      setLocalPreview(null);
      setProblem(
        isImageCompressionError(error)
          ? { title: t(`image.${error.reason}.title`), text: t(`image.${error.reason}.text`) }
          : { title: t('form.imageFailed'), text: errorText(error) },
      );
    } finally {
      if (isCurrent(id)) setPhase('idle');
    }
  };

  const applyUrl = async () => {
    const text = url.trim();
    if (!text || text === lastUrl.current || phase === 'fetching') return;
    const parsed = mediaFromUrlSchema.safeParse({ url: text });
    if (!parsed.success) {
      setUrlError(t('validation.urlInvalid'));
      return;
    }
    setUrlError(null);
    lastUrl.current = text;
    const id = start('fetching');
    try {
      const media = await fromUrl.mutateAsync(parsed.data.url);
      if (!isCurrent(id)) return;
      setLocalPreview(null);
      onChange({ id: media.id, previewUrl: media.thumbUrl ?? media.url });
    } catch (error) {
      if (!isCurrent(id)) return;
      // The same address may work on a second try (a server hiccup): allow it.
      lastUrl.current = null;
      setProblem({ title: t('form.imageFailed'), text: errorText(error) });
    } finally {
      if (isCurrent(id)) setPhase('idle');
    }
  };

  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in this field means "use this address", not "save the goal".
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void applyUrl();
  };

  const remove = () => {
    attempt.current += 1;
    setPhase('idle');
    setProblem(null);
    setLocalPreview(null);
    setUrl('');
    lastUrl.current = null;
    onChange(null);
  };

  const busy = phase !== 'idle';
  const preview = localPreview ?? value?.previewUrl ?? null;
  const statusText =
    phase === 'compressing'
      ? t('form.compressing')
      : phase === 'uploading'
        ? t('form.uploading')
        : phase === 'fetching'
          ? t('form.fetching')
          : value
            ? t('form.imageReady')
            : '';

  return (
    <fieldset aria-describedby={ids.hint} className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t('form.image')}</legend>
      <p id={ids.hint} className="-mt-1 text-muted-foreground text-xs">
        {t('form.imageHint')}
      </p>

      {preview ? (
        <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
          <img
            src={preview}
            alt={t('form.preview')}
            className={cn('aspect-[4/3] w-full object-cover transition-opacity', busy && 'opacity-60')}
          />
        </div>
      ) : null}

      <div role="status" aria-live="polite" className={cn('grid gap-2', !statusText && 'sr-only')}>
        {statusText ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            {busy ? null : <CircleCheck aria-hidden="true" className="size-4 text-success" />}
            {statusText}
          </p>
        ) : null}
        {busy ? <Progress value={null} aria-label={statusText} /> : null}
      </div>

      {problem ? <ErrorAlert title={problem.title} text={problem.text} /> : null}

      <div className="flex flex-wrap gap-2">
        {/* The input sits inside its label: the label is the visible button, the input keeps focus. */}
        <label
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold text-sm hover:bg-muted has-[:focus-visible]:outline-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60',
          )}
        >
          <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={onFile} />
          <ImagePlus aria-hidden="true" className="size-4" />
          {value ? t('form.replace') : t('form.upload')}
        </label>
        {value || localPreview ? (
          <Button variant="ghost" className="text-destructive hover:bg-red-50" onClick={remove}>
            <Trash2 aria-hidden="true" />
            {t('form.removeImage')}
          </Button>
        ) : null}
      </div>

      <div className="flex items-center gap-3 text-muted-foreground text-xs">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('form.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.url}>{t('form.imageUrl')}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.url}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('form.imageUrlPlaceholder')}
            value={url}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? ids.urlError : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              if (urlError) setUrlError(null);
            }}
            onBlur={() => void applyUrl()}
            onKeyDown={onUrlKeyDown}
          />
          <Button
            variant="outline"
            className="h-11 shrink-0"
            disabled={!url.trim() || phase === 'fetching'}
            onClick={() => void applyUrl()}
          >
            <Link2 aria-hidden="true" />
            {t('form.useUrl')}
          </Button>
        </div>
        {urlError ? (
          <p id={ids.urlError} className="font-medium text-destructive text-sm">
            {urlError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
