import type { AdminGoal } from '@common/admin';
import { CATEGORIES, GOAL_STATUSES } from '@common/goals';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { addAdminResources } from '@web/locales/admin-resources';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteAdminGoal } from '../api/delete-goal';
import { useAdminGoals } from '../api/list-goals';
import { useAdminUser } from '../api/list-users';
import { useUpdateGoalStatus } from '../api/update-goal-status';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { oneOf } from '../hooks/use-list-params';
import { useWideScreen } from '../hooks/use-wide-screen';
import { type GoalActionKind, GoalsList } from './goals-list';
import { ListSection, usePageInRange } from './list-section';
import { SearchField } from './search-field';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

/** The owner the list is narrowed to, by address, with a button to show everyone's goals again. */
function OwnerChip({ userId, onClear }: { userId: string; onClear: () => void }) {
  const { t } = useTranslation('people');
  const owner = useAdminUser(userId);
  const label = owner.data?.email ?? (owner.isPending ? '…' : t('goals.unknownOwner'));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t('goals.ownerFilter')}</span>
      <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 font-medium text-secondary-foreground">
        <span className="min-w-0 break-all">{label}</span>
        <button
          type="button"
          onClick={onClear}
          aria-label={t('goals.clearOwner', { email: label })}
          className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-secondary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      </span>
    </div>
  );
}

/** Every user's goals, searched by title, narrowed by status, category and owner, paged on the server. */
export function GoalsPanel() {
  const { t } = useTranslation(['people', 'goals']);
  const id = useId();
  const list = useAdminListParams();
  const { params, page, pageSize, q, onSearch, refine, headingRef, remember, onCloseAutoFocus } = list;
  const status = oneOf(params.get('status'), GOAL_STATUSES);
  const category = oneOf(params.get('category'), CATEGORIES);
  const userId = params.get('userId') || null;
  const query = useAdminGoals({ q, status, category, userId, page, pageSize });
  const wide = useWideScreen();
  const updateStatus = useUpdateGoalStatus();
  const remove = useDeleteAdminGoal();
  const [deleting, setDeleting] = useState<AdminGoal | null>(null);

  usePageInRange(query, list);

  const onAction = (kind: GoalActionKind, goal: AdminGoal) => {
    if (kind === 'delete') {
      remember();
      setDeleting(goal);
      return;
    }
    updateStatus.mutate({ goal, status: kind === 'complete' ? 'completed' : 'active' });
  };

  const filtered = Boolean(q || status || category || userId);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-semibold text-xl">
        {t('goals.heading')}
      </h2>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchField
          label={t('goals.search')}
          placeholder={t('goals.searchPlaceholder')}
          value={q}
          onSearch={onSearch}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[28rem]">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-status`}>{t('goals.status')}</Label>
            <NativeSelect
              id={`${id}-status`}
              value={status ?? ''}
              onChange={(event) => refine({ status: event.target.value })}
            >
              <option value="">{t('goals.anyStatus')}</option>
              {GOAL_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`goalStatus.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>{t('goals.category')}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={category ?? ''}
              onChange={(event) => refine({ category: event.target.value })}
            >
              <option value="">{t('goals.anyCategory')}</option>
              {CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {t(`goals:categories.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      {userId ? <OwnerChip userId={userId} onClear={() => refine({ userId: null })} /> : null}
      {filtered ? (
        <div>
          <Button
            variant="link"
            className="px-0"
            onClick={() => refine({ q: null, status: null, category: null, userId: null })}
          >
            {t('goals.clearFilters')}
          </Button>
        </div>
      ) : null}
      <ListSection
        query={query}
        loadingLabel={t('goals.loading')}
        errorTitle={t('goals.loadFailed')}
        emptyTitle={t('goals.emptyTitle')}
        emptyText={filtered ? t('goals.emptyFiltered') : t('goals.emptyAll')}
        pager={{
          label: t('goals.pages'),
          summary: (count) => t('goals.count', { count }),
          paging: list,
        }}
      >
        {(goals, busy) => <GoalsList goals={goals} wide={wide} busy={busy} onAction={onAction} />}
      </ListSection>
      {deleting ? (
        <ConfirmDialog
          title={t('confirm.deleteGoal.title', { title: deleting.title })}
          description={t('confirm.deleteGoal.description', { email: deleting.owner.email })}
          confirmLabel={t('confirm.deleteGoal.confirm')}
          cancelLabel={t('dialogs.cancel')}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </section>
  );
}
