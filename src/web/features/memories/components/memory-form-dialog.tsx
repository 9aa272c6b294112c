import {
  ACCEPTED_VIDEO_TYPES,
  MEMORY_CAPTION_MAX,
  MEMORY_TAG_MAX,
  MEMORY_TAGS_MAX,
  type Memory,
  type MemoryType,
} from '@common/memories';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useUploadImage } from '@web/features/goals';
import { compressImage, isImageCompressionError } from '@web/lib/image-compression';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Camera, Loader2, NotebookPen, Video } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCreateMemory } from '../api/create-memory';
import { useUpdateMemory } from '../api/update-memory';
import { useUploadVideo } from '../api/upload-video';
import { useMemoryErrorText } from '../hooks/use-memory-error-text';
import { type MemoryFieldErrors, memoryFormErrors } from '../lib/memory-form';
import { hasNoteText } from '../lib/note-text';
import { extractPoster } from '../lib/poster';
import { MediaPicker } from './media-picker';
import { NoteField } from './note-field';
import { TagsInput } from './tags-input';

const KINDS: { type: MemoryType; Icon: typeof Camera }[] = [
  { type: 'photo', Icon: Camera },
  { type: 'video', Icon: Video },
  { type: 'note', Icon: NotebookPen },
];

type Phase = 'idle' | 'compressing' | 'extracting' | 'uploading' | 'saving';
type Problem = { title: string; text: string };

function stepsOf(work: MemoryType | 'edit'): Exclude<Phase, 'idle'>[] {
  if (work === 'photo') return ['compressing', 'uploading', 'saving'];
  if (work === 'video') return ['extracting', 'uploading', 'saving'];
  return ['saving'];
}

export type MemoryFormTarget = { mode: 'add' } | { mode: 'edit'; memory: Memory };

/** Add a photo, video or note memory, or edit a memory's caption, tags and note text. */
export function MemoryFormDialog({
  goalId,
  target,
  onClose,
  onCloseAutoFocus,
}: {
  goalId: string;
  target: MemoryFormTarget;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('memories');
  const { t: tGoals } = useTranslation('goals');
  const errorText = useMemoryErrorText();
  const editing = target.mode === 'edit' ? target.memory : null;
  const ids = {
    kind: useId(),
    file: useId(),
    fileHint: useId(),
    caption: useId(),
    captionError: useId(),
    tagsError: useId(),
    tags: useId(),
    tagsHint: useId(),
    isPublic: useId(),
    publicHint: useId(),
  };
  const [kind, setKind] = useState<MemoryType>(editing?.type ?? 'photo');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState(editing?.caption ?? '');
  const [tags, setTags] = useState<string[]>(editing?.tags ?? []);
  const [content, setContent] = useState(editing?.content ?? '');
  const [isPublic, setIsPublic] = useState(editing?.isPublic ?? false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<MemoryFieldErrors>({});

  const uploadImage = useUploadImage();
  const uploadVideo = useUploadVideo();
  const createMemory = useCreateMemory(goalId);
  const updateMemory = useUpdateMemory(goalId);
  const busy = phase !== 'idle';

  const explain = (error: unknown): Problem => {
    if (isImageCompressionError(error)) {
      return { title: tGoals(`image.${error.reason}.title`), text: tGoals(`image.${error.reason}.text`) };
    }
    return { title: t('add.failed'), text: errorText(error) };
  };

  const pickKind = (next: MemoryType) => {
    if (next === kind) return;
    setKind(next);
    setFile(null);
    setFieldError(null);
    setProblem(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const trimmedCaption = caption.trim() || null;
    if (kind === 'note' && !hasNoteText(content)) {
      setFieldError(t('add.noteRequired'));
      return;
    }
    // Judged by the server's own schema, so the limits cannot drift from what it accepts.
    const errors = memoryFormErrors({ kind, caption, tags, content }, Boolean(editing));
    setFieldErrors(errors);
    // The note field already says why a note is too long; the server would only refuse it.
    if (errors.caption || errors.tags || errors.content) return;
    if (!editing && kind !== 'note' && !file) {
      setFieldError(t('add.fileRequired'));
      return;
    }
    if (
      !editing &&
      kind === 'video' &&
      file &&
      !(ACCEPTED_VIDEO_TYPES as readonly string[]).includes(file.type)
    ) {
      setFieldError(t('add.videoInvalid'));
      return;
    }
    setFieldError(null);
    // Whole percents only: a render per progress event would be wasted on a change nobody sees.
    const onProgress = (fraction: number) => setUploadPercent(Math.floor(fraction * 100));
    try {
      if (editing) {
        setPhase('saving');
        await updateMemory.mutateAsync({
          id: editing.id,
          changes: {
            caption: trimmedCaption,
            tags,
            ...(editing.type === 'note' ? { content } : {}),
          },
        });
        toast({ title: t('toasts.updated'), variant: 'success' });
      } else {
        let mediaId: string | null = null;
        if (kind === 'photo' && file) {
          setPhase('compressing');
          const compressed = await compressImage(file);
          setPhase('uploading');
          setUploadPercent(0);
          const baseName = file.name.replace(/\.[^.]*$/, '') || 'photo';
          mediaId = (
            await uploadImage.mutateAsync({ file: compressed.blob, fileName: `${baseName}.jpg`, onProgress })
          ).id;
        } else if (kind === 'video' && file) {
          setPhase('extracting');
          const poster = await extractPoster(file);
          setPhase('uploading');
          setUploadPercent(0);
          mediaId = (
            await uploadVideo.mutateAsync({ file, fileName: file.name || 'video', poster, onProgress })
          ).id;
        }
        setUploadPercent(null);
        setPhase('saving');
        const common = { caption: trimmedCaption, tags, isPublic };
        await createMemory.mutateAsync(
          kind === 'note'
            ? { type: 'note', content, ...common }
            : { type: kind, mediaId: mediaId ?? '', ...common },
        );
        toast({ title: t('toasts.added'), variant: 'success' });
      }
      onClose();
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setUploadPercent(null);
      setPhase('idle');
    }
  };

  // The work is a few steps (prepare, upload, save): a bar that fills step by step.
  const steps = stepsOf(editing ? 'edit' : kind);
  const step = busy ? steps.indexOf(phase as Exclude<Phase, 'idle'>) + 1 : 0;
  const statusText = busy
    ? t('add.step', {
        current: step,
        total: steps.length,
        label: t(`add.${phase as Exclude<Phase, 'idle'>}`),
      })
    : '';
  const title = editing ? t('edit.title') : t('add.title');

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent closeLabel={t('player.close')} className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('add.description')}</DialogDescription>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {editing ? null : (
            <fieldset className="grid gap-2">
              <legend id={ids.kind} className="mb-2 font-medium text-sm">
                {t('add.kind')}
              </legend>
              <div className="flex gap-2">
                {KINDS.map(({ type, Icon }) => (
                  <label
                    key={type}
                    className={cn(
                      'relative flex flex-1 cursor-pointer flex-col items-center gap-1 rounded-xl border border-input bg-card p-3 font-medium text-sm hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      kind === type && 'border-primary bg-muted text-primary',
                    )}
                  >
                    <input
                      type="radio"
                      name="memory-kind"
                      value={type}
                      checked={kind === type}
                      onChange={() => pickKind(type)}
                      disabled={busy}
                      // Invisible but covering the whole tile, so a click anywhere lands on it.
                      className="absolute inset-0 cursor-pointer opacity-0"
                    />
                    <Icon aria-hidden="true" className="size-5" />
                    {t(`types.${type}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {!editing && kind !== 'note' ? (
            <div className="grid gap-2">
              <MediaPicker
                key={kind}
                id={ids.file}
                kind={kind}
                accept={kind === 'photo' ? 'image/*' : ACCEPTED_VIDEO_TYPES.join(',')}
                file={file}
                disabled={busy}
                invalid={Boolean(fieldError)}
                hintId={ids.fileHint}
                uploadPercent={uploadPercent}
                onPick={(picked) => {
                  setFile(picked);
                  setFieldError(null);
                }}
              />
              <p id={ids.fileHint} className="text-muted-foreground text-xs">
                {kind === 'photo' ? t('add.photoHint') : t('add.videoHint')}
              </p>
            </div>
          ) : null}

          {kind === 'note' ? (
            <NoteField
              value={content}
              onChange={(html) => {
                setContent(html);
                setFieldError(null);
              }}
              invalid={Boolean(fieldError)}
            />
          ) : null}

          {fieldError ? (
            <p role="alert" className="font-medium text-destructive text-sm">
              {fieldError}
            </p>
          ) : null}

          <div className="grid gap-2">
            <Label htmlFor={ids.caption}>{t('add.caption')}</Label>
            <Input
              id={ids.caption}
              value={caption}
              maxLength={MEMORY_CAPTION_MAX}
              aria-invalid={fieldErrors.caption ? true : undefined}
              aria-describedby={fieldErrors.caption ? ids.captionError : undefined}
              onChange={(event) => {
                setCaption(event.target.value);
                setFieldErrors(({ caption: _, ...rest }) => rest);
              }}
            />
            {fieldErrors.caption ? (
              <p id={ids.captionError} className="font-medium text-destructive text-sm">
                {t(`validation.${fieldErrors.caption}`, { max: MEMORY_CAPTION_MAX })}
              </p>
            ) : null}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.tags}>{t('add.tags')}</Label>
            <TagsInput
              id={ids.tags}
              value={tags}
              onChange={(next) => {
                setTags(next);
                setFieldErrors(({ tags: _, ...rest }) => rest);
              }}
              describedBy={fieldErrors.tags ? `${ids.tagsError} ${ids.tagsHint}` : ids.tagsHint}
              invalid={Boolean(fieldErrors.tags)}
            />
            <p id={ids.tagsHint} className="text-muted-foreground text-xs">
              {t('add.tagsHint', { maxTags: MEMORY_TAGS_MAX, maxLength: MEMORY_TAG_MAX })}
            </p>
            {fieldErrors.tags ? (
              <p id={ids.tagsError} className="font-medium text-destructive text-sm">
                {t(`validation.${fieldErrors.tags}`, {
                  max: fieldErrors.tags === 'tooManyTags' ? MEMORY_TAGS_MAX : MEMORY_TAG_MAX,
                })}
              </p>
            ) : null}
          </div>

          {editing ? null : (
            <div className="flex items-start gap-3">
              <Switch
                id={ids.isPublic}
                checked={isPublic}
                onCheckedChange={setIsPublic}
                aria-describedby={ids.publicHint}
                disabled={busy}
              />
              <div className="grid gap-1">
                <Label htmlFor={ids.isPublic}>{t('add.public')}</Label>
                <p id={ids.publicHint} className="text-muted-foreground text-xs">
                  {t('add.publicHint')}
                </p>
              </div>
            </div>
          )}

          <div role="status" aria-live="polite" className={cn('grid gap-2', !busy && 'sr-only')}>
            {busy ? (
              <>
                <p className="text-muted-foreground text-sm">{statusText}</p>
                <Progress value={step - 0.5} max={steps.length} aria-label={statusText} />
              </>
            ) : null}
          </div>

          {/* On a phone the form scrolls under the buttons: Save, Cancel and the reason a save
              failed stay in view at the bottom of the dialog. */}
          <div className="sticky bottom-0 z-10 -mx-6 -mb-6 grid gap-3 border-border border-t bg-card px-6 pt-3 pb-6">
            {problem ? <ErrorAlert title={problem.title} text={problem.text} /> : null}
            <div className="flex items-center justify-end gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                {t('add.cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {editing ? t('edit.save') : t('add.save')}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
