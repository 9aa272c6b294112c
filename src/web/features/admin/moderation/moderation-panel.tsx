import { MODERATION_FILTERS, type ModeratedShare } from '@common/moderation';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { addAdminResources } from '@web/locales/admin-resources';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { FilterSelect } from '../people/components/filter-select';
import { ListSection } from '../people/components/list-section';
import { oneOf, useListParams } from '../people/hooks/use-list-params';
import { useWideScreen } from '../people/hooks/use-wide-screen';
import { MemoryModeration } from './memory-moderation';
import { type ModerationAction, useModeratedShares, useModerationAction } from './moderation-api';
import { TakeDownDialog } from './take-down-dialog';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

function useDate() {
  const { i18n: instance } = useTranslation();
  const format = new Intl.DateTimeFormat(instance.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

function StateBadges({ share }: { share: ModeratedShare }) {
  const { t } = useTranslation('moderation');
  const expired = share.expiresAt !== null && new Date(share.expiresAt).getTime() <= Date.now();
  const live = !share.revoked && !share.takenDown && !expired;
  return (
    <div className="grid justify-items-start gap-1">
      <div className="flex flex-wrap gap-1">
        {live ? <Badge className="bg-success/15 text-success">{t('state.live')}</Badge> : null}
        {expired ? <Badge>{t('state.expired')}</Badge> : null}
        {share.revoked ? <Badge>{t('state.revoked')}</Badge> : null}
        {share.takenDown ? (
          <Badge className="bg-destructive/15 text-destructive">{t('state.takenDown')}</Badge>
        ) : null}
      </div>
      {share.takenDown?.reason ? (
        <p className="break-words text-muted-foreground text-xs">
          {t('state.takenDownReason', { reason: share.takenDown.reason })}
        </p>
      ) : null}
    </div>
  );
}

function Reports({ share }: { share: ModeratedShare }) {
  const { t } = useTranslation('moderation');
  const date = useDate();
  if (share.openReports === 0)
    return <span className="text-muted-foreground text-sm">{t('reports.none')}</span>;
  return (
    <div className="grid gap-1 text-sm">
      <span className="font-medium">{t('reports.count', { count: share.openReports })}</span>
      <ul className="grid gap-1">
        {share.reports.map((report) => (
          <li key={`${report.createdAt}-${report.reason}`} className="break-words">
            <span className="font-medium">{t(`reasons.${report.reason}`)}</span>
            <span className="text-muted-foreground"> · {date(report.createdAt)}</span>
            {report.details ? <span className="block text-muted-foreground">“{report.details}”</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Actions({
  share,
  onAction,
}: {
  share: ModeratedShare;
  onAction: (action: ModerationAction) => void;
}) {
  const { t } = useTranslation('moderation');
  const label = { title: share.title };
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`/shared/${share.token}`} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {t('actions.open')}
          <span className="sr-only">{t('actions.openLabel', label)}</span>
        </a>
      </Button>
      {share.takenDown ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction('restore')}
          aria-label={t('actions.restoreLabel', label)}
        >
          {t('actions.restore')}
        </Button>
      ) : (
        <Button
          variant="destructive"
          size="sm"
          onClick={() => onAction('takeDown')}
          aria-label={t('actions.takeDownLabel', label)}
        >
          {t('actions.takeDown')}
        </Button>
      )}
      {share.openReports > 0 ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction('dismiss')}
          aria-label={t('actions.dismissLabel', label)}
        >
          {t('actions.dismiss')}
        </Button>
      ) : null}
    </div>
  );
}

function Owner({ share }: { share: ModeratedShare }) {
  return (
    <div className="grid min-w-0 text-sm">
      <span className="break-words">{share.owner.name}</span>
      <span className="break-all text-muted-foreground">{share.owner.email}</span>
    </div>
  );
}

function SharesTable({ shares, busy, onAction }: ListProps) {
  const { t } = useTranslation('moderation');
  const date = useDate();
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border', busy && 'opacity-60')}
      aria-busy={busy}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('heading')}</caption>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            {(['share', 'owner', 'created', 'state', 'reports', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => (
            <tr key={share.id} className="border-border border-t align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                <span className="block break-words font-medium">{share.title}</span>
                <span className="block break-words text-muted-foreground">
                  {t('goal', { title: share.goalTitle })}
                </span>
              </th>
              <td className="px-3 py-3">
                <Owner share={share} />
              </td>
              <td className="whitespace-nowrap px-3 py-3">{date(share.createdAt)}</td>
              <td className="px-3 py-3">
                <StateBadges share={share} />
              </td>
              <td className="px-3 py-3">
                <Reports share={share} />
              </td>
              <td className="px-3 py-3">
                <Actions share={share} onAction={(action) => onAction(action, share)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SharesCards({ shares, busy, onAction }: ListProps) {
  const { t } = useTranslation('moderation');
  const date = useDate();
  return (
    <ul className={cn('grid gap-3', busy && 'opacity-60')} aria-busy={busy}>
      {shares.map((share) => (
        <li key={share.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
          <div>
            <h3 className="break-words font-semibold">{share.title}</h3>
            <p className="break-words text-muted-foreground text-sm">
              {t('goal', { title: share.goalTitle })}
            </p>
            <p className="text-muted-foreground text-sm">{t('created', { date: date(share.createdAt) })}</p>
          </div>
          <Owner share={share} />
          <StateBadges share={share} />
          <Reports share={share} />
          <Actions share={share} onAction={(action) => onAction(action, share)} />
        </li>
      ))}
    </ul>
  );
}

type ListProps = {
  shares: ModeratedShare[];
  busy: boolean;
  onAction: (action: ModerationAction, share: ModeratedShare) => void;
};

/** Public share links with their open reports: take one down, restore it, or dismiss its reports. */
function ShareModeration() {
  const { t } = useTranslation('moderation');
  const list = useListParams();
  const { params, page, pageSize, update } = list;
  const filter = oneOf(params.get('filter'), MODERATION_FILTERS) ?? 'all';
  const query = useModeratedShares({ filter, page, pageSize });
  const wide = useWideScreen();
  const mutation = useModerationAction();
  const [pending, setPending] = useState<{ action: ModerationAction; share: ModeratedShare } | null>(null);

  return (
    <>
      <p className="text-muted-foreground text-sm">{t('intro')}</p>
      <FilterSelect
        className="sm:w-64"
        label={t('filter.label')}
        param="filter"
        options={MODERATION_FILTERS}
        value={filter}
        unfiltered="all"
        optionLabel={(option) => t(`filter.${option}`)}
        update={update}
      />
      <ListSection
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadFailed')}
        emptyTitle={t('emptyTitle')}
        emptyText={t(`empty.${filter}`)}
        pager={{ label: t('pages'), summary: (count) => t('count', { count }), paging: list }}
      >
        {(shares, busy) => {
          const List = wide ? SharesTable : SharesCards;
          return (
            <List shares={shares} busy={busy} onAction={(action, share) => setPending({ action, share })} />
          );
        }}
      </ListSection>
      {pending?.action === 'takeDown' ? (
        <TakeDownDialog
          title={t('takeDown.title', { title: pending.share.title })}
          description={t('takeDown.description')}
          reasonRequired={t('takeDown.reasonRequired')}
          onTakeDown={(reason) => mutation.mutateAsync({ share: pending.share, action: 'takeDown', reason })}
          pending={mutation.isPending}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending && pending.action !== 'takeDown' ? (
        <ConfirmDialog
          title={t(`confirm.${pending.action}.title`, { title: pending.share.title })}
          description={t(`confirm.${pending.action}.description`)}
          confirmLabel={t(`confirm.${pending.action}.confirm`)}
          cancelLabel={t('dialogs.cancel')}
          onConfirm={() => mutation.mutate({ share: pending.share, action: pending.action })}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

const VIEWS = ['shares', 'memories'] as const;

/** Content moderation: whole shared links, or single public memories on them. */
export function ModerationPanel() {
  const { t } = useTranslation('moderation');
  const id = useId();
  const { params, refine } = useListParams();
  const view = oneOf(params.get('view'), VIEWS) ?? 'shares';

  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={`${id}-heading`} className="font-semibold text-xl">
        {t('heading')}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('view.label')}</legend>
        {VIEWS.map((option) => (
          <Button
            key={option}
            variant={view === option ? 'default' : 'outline'}
            size="sm"
            aria-pressed={view === option}
            onClick={() => refine({ view: option === 'shares' ? null : option, filter: null, state: null })}
          >
            {t(`view.${option}`)}
          </Button>
        ))}
      </fieldset>
      {view === 'memories' ? <MemoryModeration /> : <ShareModeration />}
    </section>
  );
}
