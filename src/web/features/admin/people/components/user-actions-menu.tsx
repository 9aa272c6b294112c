import type { AdminUser } from '@common/admin';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useTranslation } from '@web/lib/use-translation';
import {
  Ban,
  Crown,
  Ellipsis,
  Eye,
  ListChecks,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
  UserRoundSearch,
} from 'lucide-react';
import type { UserActionSet } from '../lib/user-permissions';

export type UserActionKind =
  | 'edit'
  | 'goals'
  | 'impersonate'
  | 'suspend'
  | 'unsuspend'
  | 'grantPro'
  | 'revokePro'
  | 'makeAdmin'
  | 'removeAdmin'
  | 'delete';

type UserActionsMenuProps = {
  user: AdminUser;
  allowed: UserActionSet;
  onAction: (kind: UserActionKind, user: AdminUser) => void;
};

/** The per-account menu: only what the signed-in administrator may do to this account. */
export function UserActionsMenu({ user, allowed, onAction }: UserActionsMenuProps) {
  const { t } = useTranslation('people');
  const item = (kind: UserActionKind) => ({ onSelect: () => onAction(kind, user) });
  const isPro = user.plan === 'pro';
  return (
    // Not modal: the dialogs these items open manage focus and the page themselves.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('users.actionsFor', { name: user.name || user.email })}
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem {...item('edit')}>
          <Eye aria-hidden="true" />
          {allowed.edit ? t('actions.viewEdit') : t('actions.view')}
        </DropdownMenuItem>
        <DropdownMenuItem {...item('goals')}>
          <ListChecks aria-hidden="true" />
          {t('actions.viewGoals')}
        </DropdownMenuItem>
        {allowed.impersonate ? (
          <DropdownMenuItem {...item('impersonate')}>
            <UserRoundSearch aria-hidden="true" />
            {t('actions.impersonate')}
          </DropdownMenuItem>
        ) : null}
        {allowed.premium || allowed.role || allowed.suspend ? <DropdownMenuSeparator /> : null}
        {allowed.premium ? (
          <DropdownMenuItem {...item(isPro ? 'revokePro' : 'grantPro')}>
            <Crown aria-hidden="true" />
            {isPro ? t('actions.revokePro') : t('actions.grantPro')}
          </DropdownMenuItem>
        ) : null}
        {allowed.role ? (
          user.role === 'user' ? (
            <DropdownMenuItem {...item('makeAdmin')}>
              <ShieldCheck aria-hidden="true" />
              {t('actions.makeAdmin')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem {...item('removeAdmin')}>
              <ShieldOff aria-hidden="true" />
              {t('actions.removeAdmin')}
            </DropdownMenuItem>
          )
        ) : null}
        {allowed.suspend ? (
          user.suspended ? (
            <DropdownMenuItem {...item('unsuspend')}>
              <UserCheck aria-hidden="true" />
              {t('actions.unsuspend')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem {...item('suspend')} className="text-destructive">
              <Ban aria-hidden="true" />
              {t('actions.suspend')}
            </DropdownMenuItem>
          )
        ) : null}
        {allowed.delete ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem {...item('delete')} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t('actions.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
