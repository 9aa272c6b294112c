import type { AdminUser } from '@common/admin';
import { SUSPEND_REASON_MAX } from '@common/admin';
import { NAME_MAX_LENGTH } from '@common/limits';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DateField } from '@web/components/ui/date-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { RequiredMark, TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useEditUser } from '../api/edit-user';
import { useImpersonateUser } from '../api/impersonate';
import { useSetPremium } from '../api/set-premium';
import { useSetRole } from '../api/set-role';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { endOfDayIso, isFutureDay } from '../lib/dates';
import type { UserActionSet } from '../lib/user-permissions';
import type { UserActionKind } from './user-actions-menu';
import { AccountState, PlanText, RoleBadge } from './user-labels';

type DialogProps = {
  user: AdminUser;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

export type UserDialogProps = DialogProps & {
  kind: Exclude<UserActionKind, 'goals'>;
  allowed: UserActionSet;
};

/** The dialog of the chosen action: a question for a one-step change, a form where more is needed. */
export function UserActionDialog({ kind, allowed, ...props }: UserDialogProps) {
  switch (kind) {
    case 'edit':
      return <EditUserDialog {...props} canEdit={allowed.edit} />;
    case 'suspend':
      return <SuspendDialog {...props} />;
    case 'grantPro':
      return <GrantProDialog {...props} />;
    case 'delete':
      return <DeleteUserDialog {...props} />;
    default:
      return <ConfirmUserAction kind={kind} {...props} />;
  }
}

function useCommon() {
  const { t } = useTranslation(['people', 'common']);
  return { closeLabel: t('common:actions.close'), cancelLabel: t('people:dialogs.cancel') };
}

function displayName(user: AdminUser): string {
  return user.name || user.email;
}

/** Lift a suspension, take Pro away, change the role or switch to the user's view: asked once. */
function ConfirmUserAction({
  kind,
  user,
  onClose,
  onCloseAutoFocus,
}: DialogProps & { kind: 'unsuspend' | 'revokePro' | 'makeAdmin' | 'removeAdmin' | 'impersonate' }) {
  const { t } = useTranslation('people');
  const { cancelLabel } = useCommon();
  const unsuspend = useUnsuspendUser();
  const premium = useSetPremium();
  const role = useSetRole();
  const impersonate = useImpersonateUser();
  const name = displayName(user);
  const confirm: Record<typeof kind, () => void> = {
    unsuspend: () => unsuspend.mutate(user),
    revokePro: () => premium.mutate({ user, grant: false, until: null }),
    makeAdmin: () => role.mutate({ user, role: 'admin' }),
    removeAdmin: () => role.mutate({ user, role: 'user' }),
    impersonate: () => impersonate.mutate(user),
  };
  return (
    <ConfirmDialog
      title={t(`confirm.${kind}.title`, { name })}
      description={t(`confirm.${kind}.description`, { name, email: user.email })}
      confirmLabel={t(`confirm.${kind}.confirm`)}
      cancelLabel={cancelLabel}
      onConfirm={confirm[kind]}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

function FormDialog({
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  const { closeLabel } = useCommon();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="break-words pr-6">{title}</DialogTitle>
        <DialogDescription className="break-words">{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DialogFormProps = {
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  disabled?: boolean;
  /** The change to make, or nothing when a field is wrong (the form stays open, the field says why). */
  onSubmit: () => Promise<unknown> | undefined;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog's fields with Cancel and the confirming button; closes once the change is made. */
function DialogForm({
  confirmLabel,
  destructive,
  pending,
  disabled,
  onSubmit,
  onClose,
  children,
}: DialogFormProps) {
  const { cancelLabel } = useCommon();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = onSubmit();
    if (!change) return;
    try {
      await change;
      onClose();
    } catch {
      // The toast says why; the form stays open to try again.
    }
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : undefined}
          disabled={disabled}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Until" for a suspension or a gift of Pro: the end of a chosen day, or no end; a day already
 * past is refused. `check` says whether it may be sent (and shows why not).
 */
function useUntilField(scope: 'suspend' | 'grantPro') {
  const { t } = useTranslation('people');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = () => {
    const bad = day && !isFutureDay(day) ? t('dialogs.futureDate') : undefined;
    setError(bad);
    return !bad;
  };
  const field = (
    <DateField
      legend={t(`dialogs.${scope}.until`)}
      hint={t(`dialogs.${scope}.untilHint`)}
      value={day}
      onChange={(value) => {
        setDay(value);
        setError(undefined);
      }}
      error={error}
      yearsBefore={0}
      yearsAfter={10}
    />
  );
  return { field, check, until: day ? endOfDayIso(day) : null };
}

/** The account at a glance, and the two things an administrator may correct. */
function EditUserDialog({ user, onClose, onCloseAutoFocus, canEdit }: DialogProps & { canEdit: boolean }) {
  const { t, i18n } = useTranslation('people');
  const edit = useEditUser();
  const [name, setName] = useState(user.name);
  const [verified, setVerified] = useState(user.emailVerified);
  const [nameError, setNameError] = useState<string | undefined>();
  const verifiedId = useId();
  const joined = formatDate(user.createdAt, i18n.resolvedLanguage);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('dialogs.edit.nameRequired'));
      return undefined;
    }
    const patch: { name?: string; emailVerified?: boolean } = {};
    if (trimmed !== user.name) patch.name = trimmed;
    if (verified !== user.emailVerified) patch.emailVerified = verified;
    // Nothing changed: close without asking the server.
    if (Object.keys(patch).length === 0) return Promise.resolve();
    return edit.mutateAsync({ user, patch });
  };

  return (
    <FormDialog
      title={t('dialogs.edit.title', { name: displayName(user) })}
      description={user.email}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('columns.role')}</dt>
        <dd>
          <RoleBadge role={user.role} />
        </dd>
        <dt className="text-muted-foreground">{t('columns.plan')}</dt>
        <dd>
          <PlanText user={user} />
        </dd>
        <dt className="text-muted-foreground">{t('columns.state')}</dt>
        <dd>
          <AccountState user={user} />
        </dd>
        <dt className="text-muted-foreground">{t('columns.goals')}</dt>
        <dd>{user.goalCount}</dd>
        <dt className="text-muted-foreground">{t('columns.joined')}</dt>
        <dd>{joined}</dd>
      </dl>
      {canEdit ? (
        <DialogForm
          confirmLabel={t('dialogs.edit.save')}
          pending={edit.isPending}
          onSubmit={save}
          onClose={onClose}
        >
          <TextField
            label={t('dialogs.edit.name')}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            requiredMark
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={verifiedId}>{t('dialogs.edit.emailVerified')}</Label>
            <Switch id={verifiedId} checked={verified} onCheckedChange={setVerified} />
          </div>
        </DialogForm>
      ) : null}
    </FormDialog>
  );
}

/** Why (shown to the person when they try to sign in) and, optionally, until when. */
function SuspendDialog({ user, onClose, onCloseAutoFocus }: DialogProps) {
  const { t } = useTranslation('people');
  const suspend = useSuspendUser();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const until = useUntilField('suspend');

  const save = () => {
    const trimmed = reason.trim();
    const badReason = trimmed ? undefined : t('dialogs.suspend.reasonRequired');
    setReasonError(badReason);
    const untilOk = until.check();
    if (badReason || !untilOk) return undefined;
    return suspend.mutateAsync({ user, reason: trimmed, until: until.until });
  };

  return (
    <FormDialog
      title={t('dialogs.suspend.title', { name: displayName(user) })}
      description={t('dialogs.suspend.description', { email: user.email })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogForm
        confirmLabel={t('dialogs.suspend.confirm')}
        destructive
        pending={suspend.isPending}
        onSubmit={save}
        onClose={onClose}
      >
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>
            {t('dialogs.suspend.reason')}
            <RequiredMark />
          </Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={SUSPEND_REASON_MAX}
            aria-required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
            {t('dialogs.suspend.reasonHint')}
          </p>
          {reasonError ? (
            <p id={`${reasonId}-error`} className="font-medium text-destructive text-sm">
              {reasonError}
            </p>
          ) : null}
        </div>
        {until.field}
      </DialogForm>
    </FormDialog>
  );
}

/** Pro as a gift: until the end of a chosen day, or with no end. */
function GrantProDialog({ user, onClose, onCloseAutoFocus }: DialogProps) {
  const { t } = useTranslation('people');
  const premium = useSetPremium();
  const until = useUntilField('grantPro');

  const save = () =>
    until.check() ? premium.mutateAsync({ user, grant: true, until: until.until }) : undefined;

  return (
    <FormDialog
      title={t('dialogs.grantPro.title', { name: displayName(user) })}
      description={t('dialogs.grantPro.description', { email: user.email })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogForm
        confirmLabel={t('dialogs.grantPro.confirm')}
        pending={premium.isPending}
        onSubmit={save}
        onClose={onClose}
      >
        {until.field}
      </DialogForm>
    </FormDialog>
  );
}

/** Deleting an account cannot be undone: the administrator types its address to go ahead. */
function DeleteUserDialog({ user, onClose, onCloseAutoFocus }: DialogProps) {
  const { t } = useTranslation('people');
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <FormDialog
      title={t('dialogs.delete.title', { name: displayName(user) })}
      description={t('dialogs.delete.description', { count: user.goalCount })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogForm
        confirmLabel={t('dialogs.delete.confirm')}
        destructive
        pending={remove.isPending}
        disabled={!matches}
        onSubmit={() => (matches ? remove.mutateAsync(user) : undefined)}
        onClose={onClose}
      >
        <TextField
          label={t('dialogs.delete.typeEmail', { email: user.email })}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </DialogForm>
    </FormDialog>
  );
}
