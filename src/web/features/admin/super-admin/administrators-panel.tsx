import type { AdminUser } from '@common/admin';
import type { Role } from '@common/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTranslation } from '@web/lib/use-translation';
import { ShieldCheck, ShieldOff, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useAdminUsers } from '../people/api/list-users';
import { setRole } from '../people/api/set-role';
import { ListSection } from '../people/components/list-section';
import { RoleBadge } from '../people/components/user-labels';
import { useHeadingReturnFocus } from '../people/hooks/use-admin-list-params';
import { useAdminMutation } from '../people/hooks/use-admin-mutation';
import { AUDIT_LOG_KEY } from './super-admin-keys';
import { SuperAdminSection } from './super-admin-section';

type RoleChange = 'makeSuperAdmin' | 'makeAdmin' | 'removeAdmin';

const ROLE_OF: Record<RoleChange, Role> = {
  makeSuperAdmin: 'super_admin',
  makeAdmin: 'admin',
  removeAdmin: 'user',
};
const ICON_OF = { makeSuperAdmin: ShieldPlus, makeAdmin: ShieldCheck, removeAdmin: ShieldOff } as const;

/** An administrator can become a super administrator and the other way round; either can lose the role. */
function changesFor(role: Role): RoleChange[] {
  if (role === 'super_admin') return ['makeAdmin', 'removeAdmin'];
  if (role === 'admin') return ['makeSuperAdmin', 'removeAdmin'];
  return [];
}

/** More administrators than this is not a team any more; the users tab lists them all. */
const ADMINS_SHOWN = 100;

function useRoleChange() {
  const { t } = useTranslation('superAdmin');
  const queryClient = useQueryClient();
  const mutation = useAdminMutation({
    mutationFn: setRole,
    failureTitle: t('admins.toasts.failed'),
    successTitle: ({ user, role }) =>
      t(
        role === 'super_admin'
          ? 'admins.toasts.superAdminGranted'
          : role === 'admin'
            ? 'admins.toasts.adminGranted'
            : 'admins.toasts.adminRemoved',
        { name: user.name },
      ),
  });
  return {
    ...mutation,
    change: (user: AdminUser, role: Role) =>
      mutation.mutate(
        { user, role },
        // The change is in the audit log now.
        { onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }) },
      ),
  };
}

/** Administrators and super administrators, with the role changes a super administrator may make. */
export function AdministratorsPanel({ me }: { me: { id: string } }) {
  const { t } = useTranslation('superAdmin');
  const query = useAdminUsers({ q: '', filter: 'admin', page: 1, pageSize: ADMINS_SHOWN });
  const roleChange = useRoleChange();
  const [asking, setAsking] = useState<{ kind: RoleChange; user: AdminUser } | null>(null);
  const { headingRef, remember, onCloseAutoFocus } = useHeadingReturnFocus();

  return (
    <SuperAdminSection
      id="admins-heading"
      heading={t('admins.heading')}
      intro={t('admins.intro')}
      headingRef={headingRef}
    >
      <ListSection
        query={query}
        loadingLabel={t('admins.loading')}
        errorTitle={t('admins.loadFailed')}
        emptyTitle={t('admins.emptyTitle')}
        emptyText={t('admins.emptyText')}
      >
        {(admins) => (
          <ul aria-label={t('admins.caption')} className="grid gap-3">
            {admins.map((user) => {
              const self = user.id === me.id;
              const name = user.name || user.email;
              return (
                <li
                  key={user.id}
                  aria-label={name}
                  className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center"
                >
                  <div className="grid min-w-0 flex-1 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="break-words font-semibold">{name}</span>
                      <RoleBadge role={user.role} />
                      {self ? (
                        <Badge className="bg-muted text-muted-foreground">{t('admins.you')}</Badge>
                      ) : null}
                    </div>
                    <span className="break-all text-muted-foreground text-sm">{user.email}</span>
                  </div>
                  {self ? (
                    <p className="text-muted-foreground text-sm">{t('admins.ownRole')}</p>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      {changesFor(user.role).map((kind) => {
                        const Icon = ICON_OF[kind];
                        return (
                          <Button
                            key={kind}
                            size="sm"
                            variant="outline"
                            className={kind === 'removeAdmin' ? 'text-destructive' : undefined}
                            disabled={roleChange.isPending}
                            onClick={() => {
                              remember();
                              setAsking({ kind, user });
                            }}
                          >
                            <Icon aria-hidden="true" />
                            {t(`admins.${kind}`)}
                          </Button>
                        );
                      })}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListSection>
      {asking ? (
        <ConfirmDialog
          title={t(`admins.confirm.${asking.kind}.title`, { name: asking.user.name || asking.user.email })}
          description={t(`admins.confirm.${asking.kind}.description`, { email: asking.user.email })}
          confirmLabel={t(`admins.confirm.${asking.kind}.confirm`)}
          cancelLabel={t('common.cancel')}
          onConfirm={() => roleChange.change(asking.user, ROLE_OF[asking.kind])}
          onClose={() => setAsking(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </SuperAdminSection>
  );
}
