import {
  type GoalMember,
  type GoalRole,
  invitationCreateSchema,
  MEMBER_ROLES,
  type MemberRole,
  type PendingInvitation,
} from '@common/collaboration';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { UpgradePrompt } from '@web/components/ui/upgrade-prompt';
import { toast } from '@web/components/ui/use-toast';
import { useSession } from '@web/features/auth';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { Crown, LogOut, Send, UserMinus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useChangeRole } from '../api/change-role';
import { useGoalMembers } from '../api/get-members';
import { useInviteMember } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwner } from '../api/transfer-owner';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { initialOf } from '../lib/permissions';

export type MembersDialogProps = {
  goal: { id: string; title: string; role: GoalRole };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the owner's plan shares goals; undefined while it is not known yet. */
  pro: boolean | undefined;
};

type Confirm =
  | { kind: 'remove'; member: GoalMember }
  | { kind: 'owner'; member: GoalMember }
  | { kind: 'leave' };

/**
 * Who shares a goal. The owner invites by email, changes roles, removes people, hands the goal
 * over and withdraws pending invitations; a member sees the list and may leave.
 */
export function MembersDialog({ goal, open, onOpenChange, pro }: MembersDialogProps) {
  const { t } = useTranslation('collaboration');
  const owner = goal.role === 'owner';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} className="max-w-xl gap-4 p-4 sm:p-6">
        <DialogTitle className="pr-8">{owner ? t('dialog.title') : t('dialog.titleMember')}</DialogTitle>
        <DialogDescription className="break-words">
          {owner
            ? t('dialog.description', { title: goal.title })
            : t('dialog.descriptionMember', { title: goal.title })}
        </DialogDescription>
        {open ? <MembersPanel goal={goal} pro={pro} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MembersPanel({
  goal,
  pro,
  onClose,
}: {
  goal: MembersDialogProps['goal'];
  pro: boolean | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const owner = goal.role === 'owner';
  const { user } = useSession();
  const query = useGoalMembers(goal.id);
  const changeRole = useChangeRole(goal.id);
  const remove = useRemoveMember(goal.id);
  const transfer = useTransferOwner(goal.id);
  const withdraw = useWithdrawInvitation(goal.id);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const failed = (error: unknown) =>
    toast({
      title: t('collaboration:dialog.failed'),
      description: t(errorCodeKey(errorCodeOf(error) ?? 'INTERNAL_ERROR')),
      variant: 'destructive',
    });

  const onConfirm = () => {
    const current = confirm;
    setConfirm(null);
    if (!current) return;
    if (current.kind === 'leave') {
      if (!user) return;
      remove.mutate(user.id, {
        onSuccess: () => {
          toast({ title: t('collaboration:leave.left', { title: goal.title }), variant: 'success' });
          onClose();
        },
        onError: failed,
      });
    } else if (current.kind === 'remove') {
      const { name } = current.member;
      remove.mutate(current.member.id, {
        onSuccess: () => toast({ title: t('collaboration:members.removed', { name }), variant: 'success' }),
        onError: failed,
      });
    } else {
      const { name } = current.member;
      transfer.mutate(current.member.id, {
        onSuccess: () =>
          toast({ title: t('collaboration:members.ownerChanged', { name }), variant: 'success' }),
        onError: failed,
      });
    }
  };

  let people: ReactNode;
  if (query.isPending) {
    people = <LoadingBlock label={t('collaboration:dialog.loading')} rows={['h-12 w-full', 'h-12 w-full']} />;
  } else if (query.isError) {
    people = (
      <LoadErrorAlert
        text={t('collaboration:dialog.loadError')}
        retryLabel={t('collaboration:dialog.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { members, invitations } = query.data;
    const others = members.filter((member) => member.id !== user?.id);
    people = (
      <>
        <section aria-labelledby={`${goal.id}-people`} className="grid gap-2">
          <h3 id={`${goal.id}-people`} className="font-semibold">
            {t('collaboration:members.title')}
          </h3>
          {owner && others.length === 0 ? (
            <p className="rounded-xl bg-muted px-4 py-3 text-muted-foreground text-sm">
              {t('collaboration:members.onlyYou')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  me={member.id === user?.id}
                  manage={owner && member.role !== 'owner'}
                  onRole={(role) =>
                    changeRole.mutate(
                      { userId: member.id, role },
                      {
                        onSuccess: () =>
                          toast({
                            title: t('collaboration:members.roleChanged', {
                              name: member.name,
                              role: t(`collaboration:roles.${role}`),
                            }),
                            variant: 'success',
                          }),
                        onError: failed,
                      },
                    )
                  }
                  onRemove={() => setConfirm({ kind: 'remove', member })}
                  onMakeOwner={() => setConfirm({ kind: 'owner', member })}
                />
              ))}
            </ul>
          )}
        </section>
        {owner && invitations.length > 0 ? (
          <InvitationList
            invitations={invitations}
            pendingId={withdraw.isPending ? withdraw.variables : undefined}
            onWithdraw={(invitation) =>
              withdraw.mutate(invitation.id, {
                onSuccess: () =>
                  toast({ title: t('collaboration:invitations.withdrawn'), variant: 'success' }),
                onError: failed,
              })
            }
          />
        ) : null}
        {owner ? null : (
          <Button
            variant="outline"
            className="justify-self-start text-destructive"
            loading={remove.isPending}
            onClick={() => setConfirm({ kind: 'leave' })}
          >
            <LogOut aria-hidden="true" />
            {t('collaboration:leave.button')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="grid gap-5">
      {owner ? (
        pro === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : pro ? (
          <InviteForm goalId={goal.id} />
        ) : (
          <UpgradePrompt
            className="rounded-xl"
            text={t('collaboration:upgrade.text')}
            buttonLabel={t('collaboration:upgrade.button')}
          />
        )
      ) : null}
      {people}
      {confirm ? (
        <ConfirmStep
          confirm={confirm}
          goalTitle={goal.title}
          onConfirm={onConfirm}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </div>
  );
}

function ConfirmStep({
  confirm,
  goalTitle,
  onConfirm,
  onClose,
}: {
  confirm: Confirm;
  goalTitle: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('collaboration');
  const texts =
    confirm.kind === 'leave'
      ? {
          title: t('leave.title', { title: goalTitle }),
          description: t('leave.text'),
          confirmLabel: t('leave.confirm'),
        }
      : confirm.kind === 'remove'
        ? {
            title: t('confirmRemove.title', { name: confirm.member.name }),
            description: t('confirmRemove.text', { name: confirm.member.name, title: goalTitle }),
            confirmLabel: t('confirmRemove.confirm'),
          }
        : {
            title: t('confirmOwner.title', { name: confirm.member.name }),
            description: t('confirmOwner.text', { name: confirm.member.name, title: goalTitle }),
            confirmLabel: t('confirmOwner.confirm'),
          };
  return (
    <ConfirmDialog {...texts} cancelLabel={t('dialog.cancel')} onConfirm={onConfirm} onClose={onClose} />
  );
}

function MemberRow({
  member,
  me,
  manage,
  onRole,
  onRemove,
  onMakeOwner,
}: {
  member: GoalMember;
  me: boolean;
  /** The owner's controls for this member. */
  manage: boolean;
  onRole: (role: MemberRole) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
}) {
  const { t } = useTranslation('collaboration');
  const selectId = useId();
  const name = me ? t('members.you', { name: member.name }) : member.name;
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
        >
          {initialOf(member.name)}
        </span>
        <span className="min-w-0 flex-1 break-words font-medium">{name}</span>
        {manage && member.role !== 'owner' ? (
          <>
            <Label htmlFor={selectId} className="sr-only">
              {t('members.roleLabel', { name: member.name })}
            </Label>
            <div className="w-32 shrink-0">
              <NativeSelect
                id={selectId}
                value={member.role}
                onChange={(event) => onRole(event.target.value as MemberRole)}
              >
                {MEMBER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        ) : (
          <span className="shrink-0 text-muted-foreground text-sm">{t(`roles.${member.role}`)}</span>
        )}
      </div>
      {manage ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('members.makeOwnerLabel', { name: member.name })}
            onClick={onMakeOwner}
          >
            <Crown aria-hidden="true" />
            {t('members.makeOwner')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            aria-label={t('members.removeLabel', { name: member.name })}
            onClick={onRemove}
          >
            <UserMinus aria-hidden="true" />
            {t('members.remove')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function InvitationList({
  invitations,
  pendingId,
  onWithdraw,
}: {
  invitations: PendingInvitation[];
  pendingId: string | undefined;
  onWithdraw: (invitation: PendingInvitation) => void;
}) {
  const { t, i18n } = useTranslation('collaboration');
  return (
    <section aria-labelledby="pending-invitations" className="grid gap-2">
      <h3 id="pending-invitations" className="font-semibold">
        {t('invitations.title')}
      </h3>
      <ul className="grid gap-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center gap-2 rounded-xl border border-border border-dashed p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="break-all font-medium">{invitation.email}</p>
              <p className="text-muted-foreground text-sm">
                {t('invitations.details', {
                  role: t(`roles.${invitation.role}`),
                  date: formatDate(invitation.expiresAt, i18n.resolvedLanguage) ?? '',
                })}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              loading={pendingId === invitation.id}
              aria-label={t('invitations.withdrawLabel', { email: invitation.email })}
              onClick={() => onWithdraw(invitation)}
            >
              {t('invitations.withdraw')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InviteForm({ goalId }: { goalId: string }) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const invite = useInviteMember(goalId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [error, setError] = useState<string | undefined>();
  const roleId = useId();
  // The button is busy while sending; the address field keeps the focus for the next invitation.
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationCreateSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(t('collaboration:invite.emailRequired'));
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        emailRef.current?.focus();
        toast({ title: t('collaboration:invite.sent', { email: sent.email }), variant: 'success' });
      },
      onError: (failure) => {
        setError(t(errorCodeKey(errorCodeOf(failure) ?? 'INTERNAL_ERROR')));
        emailRef.current?.focus();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 rounded-xl bg-muted p-3 sm:p-4">
      <h3 className="font-semibold">{t('collaboration:invite.title')}</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <TextField
          ref={emailRef}
          type="email"
          label={t('collaboration:invite.email')}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          hint={t('collaboration:invite.hint')}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={roleId}>{t('collaboration:invite.role')}</Label>
          <NativeSelect
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
          >
            {MEMBER_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`collaboration:roles.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" loading={invite.isPending} className="justify-self-start">
        <Send aria-hidden="true" />
        {t('collaboration:invite.submit')}
      </Button>
    </form>
  );
}
