import type { AuditRecord } from '@common/admin';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatDateTime } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { X } from 'lucide-react';
import { useId } from 'react';
import { ADMIN_ROW, AdminTable } from '../people/components/admin-table';
import { ListSection, usePageInRange } from '../people/components/list-section';
import { SearchField } from '../people/components/search-field';
import { useSearchParam } from '../people/hooks/use-admin-list-params';
import { oneOf, useListParams } from '../people/hooks/use-list-params';
import { ACTION_FAMILIES, actionKey, diffRows } from './audit-format';
import { useAuditLog } from './audit-log';
import { SuperAdminSection } from './super-admin-section';

function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation('superAdmin');
  const key = actionKey(action);
  return key ? (
    <span title={action}>{t(`audit.actions.${key}` as 'audit.actions.userSuspend')}</span>
  ) : (
    <code className="text-xs">{action}</code>
  );
}

/** A recorded value as people read it: words for yes/no and nothing, the text itself otherwise. */
function useValueText() {
  const { t } = useTranslation('superAdmin');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.empty');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
}

/** Before and after, one line per field that changed, folded away until asked for. */
function AuditDetails({ record }: { record: AuditRecord }) {
  const { t } = useTranslation('superAdmin');
  const text = useValueText();
  const rows = diffRows(record);
  if (rows.length === 0) return <span className="text-muted-foreground">{t('audit.noDetails')}</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer rounded font-medium text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {t('audit.details')}
      </summary>
      <dl className="mt-2 grid gap-1 text-xs">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-0.5">
            <dt className="font-mono font-semibold">{row.key}</dt>
            <dd className="break-words text-muted-foreground">
              {t('audit.change', {
                before: text(row.before),
                after: text(row.after),
                interpolation: { escapeValue: false },
              })}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function ActorCell({ actor }: { actor: AuditRecord['actor'] }) {
  const { t } = useTranslation('superAdmin');
  if (!actor.email) {
    return (
      <span className="grid">
        <span>{t('audit.deletedAccount')}</span>
        <span className="break-all text-muted-foreground text-xs">{actor.id}</span>
      </span>
    );
  }
  return (
    <span className="grid">
      <span className="font-medium">{actor.name || actor.email}</span>
      {actor.name ? <span className="break-all text-muted-foreground text-xs">{actor.email}</span> : null}
    </span>
  );
}

function AuditTable({ records }: { records: AuditRecord[] }) {
  const { t, i18n } = useTranslation('superAdmin');
  return (
    // On a phone the table scrolls sideways within its frame instead of squeezing every column.
    <AdminTable
      caption={t('audit.caption')}
      tableClassName="min-w-[48rem]"
      columns={(['time', 'actor', 'action', 'target', 'details', 'ip'] as const).map((column) => ({
        label: t(`audit.columns.${column}`),
      }))}
    >
      {records.map((record) => (
        <tr key={record.id} className={cn(ADMIN_ROW, 'align-top')}>
          <td className="whitespace-nowrap px-4 py-3">
            <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, i18n.resolvedLanguage)}</time>
          </td>
          <td className="max-w-56 px-4 py-3">
            <ActorCell actor={record.actor} />
          </td>
          <td className="px-4 py-3">
            <ActionLabel action={record.action} />
          </td>
          <td className="max-w-56 break-all px-4 py-3">
            {record.targetEmail ?? record.targetId ?? t('audit.noTarget')}
          </td>
          <td className="px-4 py-3">
            <AuditDetails record={record} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">
            {record.ipAddress ?? t('audit.noIp')}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Every administrator's change, newest first, filtered and paged on the server; all of it in the address. */
export function AuditLogPanel() {
  const { t } = useTranslation('superAdmin');
  const actionId = useId();
  const list = useListParams();
  const { params, page, pageSize, refine } = list;
  const [actor, onActor] = useSearchParam(list, 'actor');
  const [target, onTarget] = useSearchParam(list, 'target');
  const action = oneOf(params.get('action'), ACTION_FAMILIES) ?? '';
  const query = useAuditLog({ actor, target, action, page, pageSize });
  const filtered = Boolean(actor || target || action);
  usePageInRange(query, list);

  return (
    <SuperAdminSection id="audit-heading" heading={t('audit.heading')} intro={t('audit.intro')}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          label={t('audit.actor')}
          placeholder={t('audit.actorPlaceholder')}
          value={actor}
          onSearch={onActor}
        />
        <SearchField
          label={t('audit.target')}
          placeholder={t('audit.targetPlaceholder')}
          value={target}
          onSearch={onTarget}
        />
        <div className="grid gap-2 md:w-56">
          <Label htmlFor={actionId}>{t('audit.action')}</Label>
          <NativeSelect
            id={actionId}
            value={action}
            onChange={(event) => refine({ action: event.target.value })}
          >
            <option value="">{t('audit.families.all')}</option>
            {ACTION_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`audit.families.${family}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {filtered ? (
          <Button variant="ghost" onClick={() => refine({ actor: null, target: null, action: null })}>
            <X aria-hidden="true" />
            {t('audit.clearFilters')}
          </Button>
        ) : null}
      </div>
      <div aria-busy={query.isFetching} className="grid gap-4">
        <ListSection
          query={query}
          loadingLabel={t('audit.loading')}
          errorTitle={t('audit.loadFailed')}
          emptyTitle={t('audit.emptyTitle')}
          emptyText={filtered ? t('audit.emptyFiltered') : t('audit.emptyAll')}
          pager={{ label: t('audit.pages'), summary: (count) => t('audit.count', { count }), paging: list }}
        >
          {(records) => <AuditTable records={records} />}
        </ListSection>
      </div>
    </SuperAdminSection>
  );
}
