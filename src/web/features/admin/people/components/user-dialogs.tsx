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
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

function DialogButtons({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  const { cancelLabel } = useCommon();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </div>
  );
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('dialogs.edit.nameRequired'));
      return;
    }
    const patch: { name?: string; emailVerified?: boolean } = {};
    if (trimmed !== user.name) patch.name = trimmed;
    if (verified !== user.emailVerified) patch.emailVerified = verified;
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    try {
      await edit.mutateAsync({ user, patch });
      onClose();
    } catch {
      // The toast says why; the form stays open to try again.
    }
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
        <form className="grid gap-4" onSubmit={submit} noValidate>
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
          <DialogButtons onCancel={onClose}>
            <Button type="submit" loading={edit.isPending}>
              {t('dialogs.edit.save')}
            </Button>
          </DialogButtons>
        </form>
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
  const [until, setUntil] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [untilError, setUntilError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const badReason = trimmed ? undefined : t('dialogs.suspend.reasonRequired');
    const badUntil = until && !isFutureDay(until) ? t('dialogs.futureDate') : undefined;
    setReasonError(badReason);
    setUntilError(badUntil);
    if (badReason || badUntil) return;
    try {
      await suspend.mutateAsync({ user, reason: trimmed, until: until ? endOfDayIso(until) : null });
      onClose();
    } catch {
      // The toast says why; the form stays open to try again.
    }
  };

  return (
    <FormDialog
      title={t('dialogs.suspend.title', { name: displayName(user) })}
      description={t('dialogs.suspend.description', { email: user.email })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
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
        <DateField
          legend={t('dialogs.suspend.until')}
          hint={t('dialogs.suspend.untilHint')}
          value={until}
          onChange={(value) => {
            setUntil(value);
            setUntilError(undefined);
          }}
          error={untilError}
          yearsBefore={0}
          yearsAfter={10}
        />
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="destructive" loading={suspend.isPending}>
            {t('dialogs.suspend.confirm')}
          </Button>
        </DialogButtons>
      </form>
    </FormDialog>
  );
}

/** Pro as a gift: until the end of a chosen day, or with no end. */
function GrantProDialog({ user, onClose, onCloseAutoFocus }: DialogProps) {
  const { t } = useTranslation('people');
  const premium = useSetPremium();
  const [until, setUntil] = useState('');
  const [untilError, setUntilError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (until && !isFutureDay(until)) {
      setUntilError(t('dialogs.futureDate'));
      return;
    }
    try {
      await premium.mutateAsync({ user, grant: true, until: until ? endOfDayIso(until) : null });
      onClose();
    } catch {
      // The toast says why; the form stays open to try again.
    }
  };

  return (
    <FormDialog
      title={t('dialogs.grantPro.title', { name: displayName(user) })}
      description={t('dialogs.grantPro.description', { email: user.email })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <DateField
          legend={t('dialogs.grantPro.until')}
          hint={t('dialogs.grantPro.untilHint')}
          value={until}
          onChange={(value) => {
            setUntil(value);
            setUntilError(undefined);
          }}
          error={untilError}
          yearsBefore={0}
          yearsAfter={10}
        />
        <DialogButtons onCancel={onClose}>
          <Button type="submit" loading={premium.isPending}>
            {t('dialogs.grantPro.confirm')}
          </Button>
        </DialogButtons>
      </form>
    </FormDialog>
  );
}

/** Deleting an account cannot be undone: the administrator types its address to go ahead. */
function DeleteUserDialog({ user, onClose, onCloseAutoFocus }: DialogProps) {
  const { t } = useTranslation('people');
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await remove.mutateAsync(user);
      onClose();
    } catch {
      // The toast says why.
    }
  };

  return (
    <FormDialog
      title={t('dialogs.delete.title', { name: displayName(user) })}
      description={t('dialogs.delete.description', { count: user.goalCount })}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t('dialogs.delete.typeEmail', { email: user.email })}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="destructive" disabled={!matches} loading={remove.isPending}>
            {t('dialogs.delete.confirm')}
          </Button>
        </DialogButtons>
      </form>
    </FormDialog>
  );
}
