import type { AdminUser } from '@common/admin';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { type Actor, allowedActions } from '../lib/user-permissions';
import { ADMIN_ROW, AdminTable } from './admin-table';
import { type UserActionKind, UserActionsMenu } from './user-actions-menu';
import { AccountState, PlanText, RoleBadge } from './user-labels';

type UsersListProps = {
  users: AdminUser[];
  actor: Actor | null;
  wide: boolean;
  busy: boolean;
  onAction: (kind: UserActionKind, user: AdminUser) => void;
};

/** A page of accounts: a table on wide screens, one card per account on phones. */
export function UsersList({ users, actor, wide, busy, onAction }: UsersListProps) {
  const { t, i18n } = useTranslation('people');
  const joined = (user: AdminUser) => formatDate(user.createdAt, i18n.resolvedLanguage);
  const menu = (user: AdminUser) => (
    <UserActionsMenu user={user} allowed={allowedActions(actor, user)} onAction={onAction} />
  );

  if (wide) {
    return (
      <AdminTable
        caption={t('users.caption')}
        className="bg-card"
        busy={busy}
        columns={[
          { label: t('columns.user') },
          { label: t('columns.role') },
          { label: t('columns.plan') },
          { label: t('columns.state') },
          { label: t('columns.goals'), numeric: true },
          { label: t('columns.joined') },
          { label: t('columns.actions'), hidden: true },
        ]}
      >
        {users.map((user) => (
          <tr key={user.id} className={ADMIN_ROW}>
            <th scope="row" className="max-w-72 px-4 py-3 font-normal">
              <span className="block truncate font-semibold">{user.name}</span>
              <span className="block truncate text-muted-foreground">{user.email}</span>
            </th>
            <td className="px-4 py-3">
              <RoleBadge role={user.role} />
            </td>
            <td className="px-4 py-3">
              <PlanText user={user} />
            </td>
            <td className="max-w-56 px-4 py-3">
              <AccountState user={user} />
            </td>
            <td className="px-4 py-3 text-right tabular-nums">{user.goalCount}</td>
            <td className="whitespace-nowrap px-4 py-3">{joined(user)}</td>
            <td className="px-2 py-2 text-right">{menu(user)}</td>
          </tr>
        ))}
      </AdminTable>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-3" aria-label={t('users.caption')} aria-busy={busy || undefined}>
      {users.map((user) => (
        <li key={user.id}>
          <article
            aria-label={user.name || user.email}
            className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.name}</p>
                <p className="truncate text-muted-foreground text-sm">{user.email}</p>
              </div>
              {menu(user)}
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">{t('columns.role')}</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.plan')}</dt>
              <dd>
                <PlanText user={user} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.state')}</dt>
              <dd className="min-w-0">
                <AccountState user={user} />
              </dd>
              <dt className="text-muted-foreground">{t('columns.goals')}</dt>
              <dd className="tabular-nums">{user.goalCount}</dd>
              <dt className="text-muted-foreground">{t('columns.joined')}</dt>
              <dd>{joined(user)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
