import type { Media } from '@common/media';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Progress } from '@web/components/ui/progress';
import { useUploadImage } from '@web/features/goals';
import { compressImage, isImageCompressionError } from '@web/lib/image-compression';
import { useTranslation } from '@web/lib/use-translation';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useSupportErrorText } from '../lib/use-support-error-text';

type Problem = { title: string; text: string };

/**
 * An optional screenshot for a support request: picked, shrunk and uploaded like every other
 * picture (POST /api/media), then shown with a way to remove it. The parent keeps the upload.
 */
export function ScreenshotPicker({
  value,
  onChange,
  disabled,
}: {
  value: Media | null;
  onChange: (media: Media | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['support', 'profile']);
  const errorText = useSupportErrorText();
  const upload = useUploadImage();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire a change again.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const compressed = await compressImage(file);
      const baseName = file.name.replace(/\.[^.]*$/, '') || 'screenshot';
      onChange(await upload.mutateAsync({ file: compressed.blob, fileName: `${baseName}.jpg` }));
    } catch (error) {
      setProblem(
        isImageCompressionError(error)
          ? {
              title: t(`profile:profile.image.${error.reason}.title`),
              text: t(`profile:profile.image.${error.reason}.text`),
            }
          : { title: t('support:section.screenshot.failed'), text: errorText(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  const working = busy || disabled;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{t('support:section.screenshot.label')}</legend>
      {value ? (
        <img
          src={value.thumbUrl ?? value.url}
          alt={t('support:section.screenshot.preview')}
          className="max-h-40 w-auto max-w-full rounded-lg border border-border object-contain"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {/* The input sits inside its label: the label is the visible button, the input keeps focus. */}
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold text-sm hover:bg-muted has-[:focus-visible]:outline-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60">
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={working}
            aria-describedby={hintId}
            onChange={onFile}
          />
          <ImagePlus aria-hidden="true" className="size-4" />
          {value ? t('support:section.screenshot.replace') : t('support:section.screenshot.add')}
        </label>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:bg-red-50"
            disabled={working}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden="true" />
            {t('support:section.screenshot.remove')}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('support:section.screenshot.hint')}
      </p>
      <div role="status" aria-live="polite" className={busy ? 'grid gap-2' : 'sr-only'}>
        {busy ? (
          <>
            <p className="text-muted-foreground text-sm">{t('support:section.screenshot.uploading')}</p>
            <Progress value={null} aria-label={t('support:section.screenshot.uploading')} />
          </>
        ) : null}
      </div>
      {problem ? <ErrorAlert title={problem.title} text={problem.text} /> : null}
    </fieldset>
  );
}
