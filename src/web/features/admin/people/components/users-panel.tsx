import { ADMIN_USER_FILTERS, type AdminUser, type AdminUserFilter } from '@common/admin';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { addAdminResources } from '@web/locales/admin-resources';
import { useId, useState } from 'react';
import { useAdminActor } from '../../shell';
import { useAdminUsers } from '../api/list-users';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { oneOf } from '../hooks/use-list-params';
import { useWideScreen } from '../hooks/use-wide-screen';
import { allowedActions } from '../lib/user-permissions';
import { FilterSelect } from './filter-select';
import { ListSection, usePageInRange } from './list-section';
import { SearchField } from './search-field';
import type { UserActionKind } from './user-actions-menu';
import { UserActionDialog, type UserDialogProps } from './user-dialogs';
import { UsersList } from './users-list';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

type OpenDialog = { kind: UserDialogProps['kind']; user: AdminUser };

/** Every account, searched, filtered and paged on the server, with what an administrator can do to each. */
export function UsersPanel() {
  const { t } = useTranslation('people');
  const filterId = useId();
  const list = useAdminListParams();
  const { params, page, pageSize, update, q, onSearch, headingRef, remember, onCloseAutoFocus } = list;
  const filter: AdminUserFilter = oneOf(params.get('filter'), ADMIN_USER_FILTERS) ?? 'all';
  const query = useAdminUsers({ q, filter, page, pageSize });
  const actor = useAdminActor();
  const wide = useWideScreen();
  const [open, setOpen] = useState<OpenDialog | null>(null);

  usePageInRange(query, list);

  const onAction = (kind: UserActionKind, user: AdminUser) => {
    if (kind === 'goals') {
      update({
        tab: 'goals',
        userId: user.id,
        q: null,
        filter: null,
        page: null,
        status: null,
        category: null,
      });
      return;
    }
    remember();
    setOpen({ kind, user });
  };

  return (
    <section aria-labelledby={`${filterId}-heading`} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={`${filterId}-heading`} ref={headingRef} tabIndex={-1} className="font-semibold text-xl">
        {t('users.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={q}
          onSearch={onSearch}
        />
        <FilterSelect
          className="sm:w-56"
          label={t('users.filter')}
          param="filter"
          options={ADMIN_USER_FILTERS}
          value={filter}
          unfiltered="all"
          optionLabel={(option) => t(`filters.${option}`)}
          update={update}
        />
      </div>
      <ListSection
        query={query}
        loadingLabel={t('users.loading')}
        errorTitle={t('users.loadFailed')}
        emptyTitle={t('users.emptyTitle')}
        emptyText={q || filter !== 'all' ? t('users.emptyFiltered') : t('users.emptyAll')}
        pager={{
          label: t('users.pages'),
          summary: (count) => t('users.count', { count }),
          paging: list,
        }}
      >
        {(users, busy) => (
          <UsersList users={users} actor={actor} wide={wide} busy={busy} onAction={onAction} />
        )}
      </ListSection>
      {open ? (
        <UserActionDialog
          kind={open.kind}
          user={open.user}
          allowed={allowedActions(actor, open.user)}
          onClose={() => setOpen(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </section>
  );
}
