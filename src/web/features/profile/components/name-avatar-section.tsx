import { NAME_MAX_LENGTH } from '@common/limits';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Progress } from '@web/components/ui/progress';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { useUploadImage } from '@web/features/goals';
import { compressImage, isImageCompressionError } from '@web/lib/image-compression';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ImagePlus, Trash2, UserRound } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import type { ProfileUser } from '../api/get-profile-session';
import { avatarUrlOf, useUpdateUser } from '../api/update-user';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { ProfileSection } from './profile-section';

type Problem = { title: string; text: string };

/** Section 1: the name and the profile picture (an upload of the user's own). */
export function NameAvatarSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="profile" title={t('sections.profile')} description={t('profile.description')}>
      <AvatarField user={user} />
      <NameForm user={user} />
    </ProfileSection>
  );
}

function AvatarField({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const upload = useUploadImage();
  const updateUser = useUpdateUser();
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
      const baseName = file.name.replace(/\.[^.]*$/, '') || 'avatar';
      const media = await upload.mutateAsync({ file: compressed.blob, fileName: `${baseName}.jpg` });
      await updateUser.mutateAsync({ image: avatarUrlOf(media.id) });
      toast({ title: t('profile.avatarSaved'), variant: 'success' });
    } catch (error) {
      setProblem(
        isImageCompressionError(error)
          ? { title: t(`profile.image.${error.reason}.title`), text: t(`profile.image.${error.reason}.text`) }
          : { title: t('profile.avatarFailed'), text: errorText(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setProblem(null);
    updateUser.mutate(
      { image: null },
      {
        onSuccess: () => toast({ title: t('profile.avatarRemoved'), variant: 'success' }),
        onError: (error) => setProblem({ title: t('profile.avatarFailed'), text: errorText(error) }),
      },
    );
  };

  const working = busy || updateUser.isPending;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar
          image={user.image}
          label={t('profile.avatarAlt')}
          placeholder={t('profile.avatarPlaceholder')}
        />
        <div className="grid gap-2">
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
              {user.image ? t('profile.replace') : t('profile.upload')}
            </label>
            {user.image ? (
              <Button
                variant="ghost"
                className="text-destructive hover:bg-red-50"
                disabled={working}
                loading={updateUser.isPending && !busy}
                onClick={remove}
              >
                <Trash2 aria-hidden="true" />
                {t('profile.remove')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-muted-foreground text-xs">
            {t('profile.avatarHint')}
          </p>
        </div>
      </div>
      <div role="status" aria-live="polite" className={cn('grid gap-2', !busy && 'sr-only')}>
        {busy ? (
          <>
            <p className="text-muted-foreground text-sm">{t('profile.uploading')}</p>
            <Progress value={null} aria-label={t('profile.uploading')} />
          </>
        ) : null}
      </div>
      {problem ? <ErrorAlert title={problem.title} text={problem.text} /> : null}
    </div>
  );
}

/** The picture, or a neutral figure when there is none. */
export function Avatar({
  image,
  label,
  placeholder,
  className,
}: {
  image: string | null | undefined;
  label: string;
  placeholder: string;
  className?: string;
}) {
  return image ? (
    <img
      src={image}
      alt={label}
      className={cn('size-20 shrink-0 rounded-full border border-border object-cover', className)}
    />
  ) : (
    <span
      role="img"
      aria-label={placeholder}
      className={cn(
        'flex size-20 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground',
        className,
      )}
    >
      <UserRound aria-hidden="true" className="size-9" />
    </span>
  );
}

function NameForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const updateUser = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Said while typing, not only on save: the field lets a little more through than the limit so
  // that a pasted name is not cut off without a word.
  const tooLong = name.trim().length > NAME_MAX_LENGTH;
  const invalid = missing
    ? t('profile.nameRequired')
    : tooLong
      ? t('profile.nameTooLong', { max: NAME_MAX_LENGTH })
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (!trimmed || tooLong) return;
    setFailure(null);
    updateUser.mutate(
      { name: trimmed },
      {
        onSuccess: () => {
          setName(trimmed);
          toast({ title: t('profile.saved'), variant: 'success' });
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  const unchanged = name.trim() === user.name;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:max-w-md">
      {failure ? <ErrorAlert title={t('profile.saveFailed')} text={failure} /> : null}
      <TextField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        value={name}
        maxLength={NAME_MAX_LENGTH + 20}
        error={invalid}
        requiredMark
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
      />
      <div>
        <Button type="submit" loading={updateUser.isPending} disabled={unchanged}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
