import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { useTranslation } from '@web/lib/use-translation';
import { Camera, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A picture of a chosen file for as long as it is shown; the object URL is freed afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Choosing the photo or video of a memory: a real button instead of the browser's bare file
 * input (which stays in the page, labelled, for the file dialog and for tests), then a preview
 * of what was chosen with its name, and how much of it has been sent while it uploads.
 */
export function MediaPicker({
  id,
  kind,
  accept,
  file,
  disabled,
  invalid,
  hintId,
  uploadPercent = null,
  onPick,
}: {
  id: string;
  kind: 'photo' | 'video';
  accept: string;
  file: File | null;
  disabled: boolean;
  invalid: boolean;
  hintId: string;
  /** The share of the file sent, 0 to 100, while it uploads; null otherwise. */
  uploadPercent?: number | null;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation('memories');
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const Icon = kind === 'photo' ? Camera : Video;
  const chooseLabel = file
    ? t(kind === 'photo' ? 'add.changePhoto' : 'add.changeVideo')
    : t(kind === 'photo' ? 'add.choosePhoto' : 'add.chooseVideo');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{kind === 'photo' ? t('add.photoFile') : t('add.videoFile')}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        aria-describedby={hintId}
        aria-invalid={invalid ? true : undefined}
        className="sr-only"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      {file && preview ? (
        <div className="overflow-hidden rounded-xl border border-border bg-muted">
          {kind === 'photo' ? (
            <img src={preview} alt={t('add.previewPhoto')} className="aspect-[4/3] w-full object-cover" />
          ) : (
            <video
              src={preview}
              aria-label={t('add.previewVideo')}
              muted
              playsInline
              preload="metadata"
              className="aspect-video w-full bg-foreground object-cover"
            />
          )}
          <p className="truncate px-3 py-2 text-muted-foreground text-sm">{file.name}</p>
        </div>
      ) : null}
      {uploadPercent === null ? null : (
        <div className="grid gap-1">
          {/* The bar carries the value for screen readers; the live step text already says "Uploading". */}
          <p aria-hidden="true" className="text-muted-foreground text-sm tabular-nums">
            {t('add.uploadPercent', { percent: uploadPercent })}
          </p>
          <Progress
            value={uploadPercent}
            max={100}
            fullIsAlarm={false}
            aria-label={t(kind === 'photo' ? 'add.uploadingPhoto' : 'add.uploadingVideo')}
          />
        </div>
      )}
      <Button
        type="button"
        variant={file ? 'outline' : 'secondary'}
        className="w-full"
        disabled={disabled}
        aria-describedby={hintId}
        aria-invalid={invalid ? true : undefined}
        onClick={() => input.current?.click()}
      >
        <Icon aria-hidden="true" />
        {chooseLabel}
      </Button>
    </div>
  );
}
