import { SHARE_DEFAULT_EXPIRY_DAYS, type Share } from '@common/shares';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { isProRequired, ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { errorCodeOf } from '@web/lib/error-text';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useTranslation } from '@web/lib/use-translation';
import { CalendarClock, CircleCheck, Copy, Eye, Info, Link2, Lock, Share2, Unlink } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCreateShare } from '../api/create-share';
import { useShare } from '../api/get-share';
import { useRevokeShare } from '../api/revoke-share';
import { checkShareForm, type ShareFieldProblem } from '../lib/share-form';
import { formatShareDate } from '../lib/shared-view';

const HEADING_ID = 'share-title';
const focusHeading = () => document.getElementById(HEADING_ID);

const EXPIRY_OPTIONS = [
  { value: '7', key: 'expiry7' },
  { value: '30', key: 'expiry30' },
  { value: 'never', key: 'expiryNever' },
] as const;

/** A super administrator turned sharing off: said instead of offering a link the server would refuse. */
function SharingOffNotice() {
  const { t } = useTranslation('errors');
  return (
    <Alert role="status">
      <Info aria-hidden="true" />
      <p>{t('codes.SHARING_DISABLED')}</p>
    </Alert>
  );
}

function CreateShareForm({
  goalId,
  goalTitle,
  onCreated,
}: {
  goalId: string;
  goalTitle: string;
  onCreated: () => void;
}) {
  const { t } = useTranslation('shares');
  const create = useCreateShare(goalId);
  const ids = {
    title: useId(),
    description: useId(),
    expiry: useId(),
    error: useId(),
    descriptionError: useId(),
  };
  const [title, setTitle] = useState(goalTitle);
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState<string>(String(SHARE_DEFAULT_EXPIRY_DAYS));
  const [problems, setProblems] = useState<{
    title: ShareFieldProblem | null;
    description: ShareFieldProblem | null;
  }>({ title: null, description: null });
  const problemText = (problem: ShareFieldProblem | null) =>
    problem ? t(`panel.${problem.key}`, 'max' in problem ? { max: problem.max } : {}) : null;
  const titleError = problemText(problems.title);
  const descriptionError = problemText(problems.description);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShareForm({
      title,
      description,
      expiresInDays: expiry === 'never' ? null : expiry === '7' ? 7 : 30,
    });
    if (!checked.ok) {
      setProblems({ title: checked.title, description: checked.description });
      return;
    }
    setProblems({ title: null, description: null });
    // The promise, not mutate's callbacks: this form is gone (the new link replaced it) by the
    // time the answer is in, and mutate would then skip its callbacks.
    create
      .mutateAsync(checked.input)
      .then(() => {
        toast({ title: t('panel.created'), variant: 'success' });
        onCreated();
      })
      .catch((error: unknown) => {
        if (!isProRequired(error) && errorCodeOf(error) !== 'SHARING_DISABLED')
          toast({ title: t('panel.failed'), variant: 'destructive' });
      });
  };

  // The plan changed since the page loaded (Pro ended): the server refused, so offer the upgrade.
  if (isProRequired(create.error)) return <ProRequiredNotice feature="sharing" />;
  // Turned off after the page loaded: the server's refusal says so, in place of the form.
  if (errorCodeOf(create.error) === 'SHARING_DISABLED') return <SharingOffNotice />;

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>{t('panel.titleLabel')}</Label>
        <Input
          id={ids.title}
          value={title}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? ids.error : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {titleError ? (
          <p id={ids.error} className="font-medium text-destructive text-sm">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>{t('panel.descriptionLabel')}</Label>
        <Textarea
          id={ids.description}
          value={description}
          rows={3}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? ids.descriptionError : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        {descriptionError ? (
          <p id={ids.descriptionError} className="font-medium text-destructive text-sm">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.expiry}>{t('panel.expiry')}</Label>
        <NativeSelect id={ids.expiry} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`panel.${option.key}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Share2 aria-hidden="true" />
        {create.isPending ? t('panel.creating') : t('panel.create')}
      </Button>
    </form>
  );
}

function ShareDetails({
  goalId,
  share,
  justCreated,
}: {
  goalId: string;
  share: Share;
  justCreated: boolean;
}) {
  const { t, i18n } = useTranslation('shares');
  const revoke = useRevokeShare(goalId);
  const [confirming, setConfirming] = useState(false);
  const focus = useReturnFocus(focusHeading);
  const linkId = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: the new link's Copy button is what the user wants next.
  useEffect(() => {
    if (justCreated) copyButton.current?.focus();
  }, [justCreated]);
  const created = formatShareDate(share.createdAt, i18n.resolvedLanguage);
  const expires = formatShareDate(share.expiresAt, i18n.resolvedLanguage);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      toast({ title: t('panel.copied'), variant: 'success' });
    } catch {
      toast({ title: t('panel.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-3">
      {justCreated ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-success-soft p-3 font-medium text-sm text-success"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="grid gap-0.5">
            <span className="font-semibold">{t('panel.created')}</span>
            <span className="font-normal">{t('panel.createdText')}</span>
          </span>
        </p>
      ) : null}
      <div className="grid gap-2">
        <Button ref={copyButton} className="w-full" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('panel.copy')}
        </Button>
        <Label htmlFor={linkId}>{t('panel.link')}</Label>
        <Input
          id={linkId}
          readOnly
          value={share.url}
          className="w-full"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="font-medium">{share.title}</p>
      <ul className="grid gap-1 text-muted-foreground text-sm">
        <li className="flex items-center gap-2">
          <Eye aria-hidden="true" className="size-4" />
          {t('panel.views', { count: share.viewCount })}
        </li>
        {created ? (
          <li className="flex items-center gap-2">
            <Link2 aria-hidden="true" className="size-4" />
            {t('panel.createdOn', { date: created })}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4" />
          {expires ? t('panel.expiresOn', { date: expires }) : t('panel.neverExpires')}
        </li>
      </ul>
      <Button
        variant="ghost"
        className="text-destructive hover:bg-red-50"
        disabled={revoke.isPending}
        onClick={() => {
          focus.remember();
          setConfirming(true);
        }}
      >
        <Unlink aria-hidden="true" />
        {t('panel.revoke')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('panel.revokeTitle')}
          description={t('panel.revokeText')}
          cancelLabel={t('panel.cancel')}
          confirmLabel={
            <>
              <Unlink aria-hidden="true" />
              {t('panel.revokeConfirm')}
            </>
          }
          onConfirm={() =>
            // The promise, not mutate's callbacks, which are skipped once these details are gone.
            revoke
              .mutateAsync()
              .then(() => {
                toast({ title: t('panel.revoked'), variant: 'success' });
                // The Revoke button went with the link; the panel's heading keeps focus in place.
                focusHeading()?.focus();
              })
              .catch(() => toast({ title: t('panel.loadError'), variant: 'destructive' }))
          }
          onClose={() => setConfirming(false)}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}

/** The goal's share link: create one, copy it, see its views and dates, or revoke it. */
export function SharePanel({ goalId, goalTitle }: { goalId: string; goalTitle: string }) {
  const { t } = useTranslation('shares');
  const query = useShare(goalId);
  const usage = useUsage();
  // Sharing is Pro-only; a free user's existing link can still be seen and revoked.
  // Without an answer about the plan the form shows and the server has the last word.
  const canShare = usage.data ? usage.data.entitlements.sharing : true;
  const { sharingEnabled } = useFeatureSwitches();
  const [justCreated, setJustCreated] = useState(false);
  let body: ReactNode;
  if (query.isPending || (usage.isPending && !query.data)) {
    body = (
      <div role="status" aria-live="polite" className="grid gap-2">
        <span className="sr-only">{t('panel.loading')}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-3/4" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadErrorAlert
        text={t('panel.loadError')}
        retryLabel={t('panel.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data) {
    // While sharing is off the link does not open; it can still be copied for later or revoked.
    body = (
      <>
        {sharingEnabled ? null : <SharingOffNotice />}
        <ShareDetails goalId={goalId} share={query.data} justCreated={justCreated} />
      </>
    );
  } else if (!sharingEnabled) {
    body = <SharingOffNotice />;
  } else if (canShare) {
    body = <CreateShareForm goalId={goalId} goalTitle={goalTitle} onCreated={() => setJustCreated(true)} />;
  } else {
    body = <ProRequiredNotice feature="sharing" />;
  }
  return (
    <section
      aria-labelledby="share-title"
      className="grid content-start gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2
        id={HEADING_ID}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-lg focus:outline-none"
      >
        <Share2 aria-hidden="true" className="size-5 text-primary" />
        {t('panel.title')}
      </h2>
      <p className="flex items-start gap-2 text-muted-foreground text-sm">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('panel.text')}
      </p>
      {body}
    </section>
  );
}
