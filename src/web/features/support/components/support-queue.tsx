import { ADMIN_PAGE_SIZE_DEFAULT } from '@common/admin';
import { type AdminSupportRequest, SUPPORT_STATES, type SupportState } from '@common/support';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { addLazyResources } from '@web/locales/lazy-resources';
import { ImageIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type SupportAction, useSupportAction } from '../api/support-action';
import { useSupportQueue } from '../api/support-queue';
import { useSupportErrorText } from '../lib/use-support-error-text';
import { AnswerDialog } from './answer-dialog';
import { SupportStateBadge } from './state-badge';

// The texts travel with this chunk; registering twice is harmless.
addLazyResources(i18n);

/** The address parameter of the queue's filter. */
const STATE_PARAM = 'show';
const stateOf = (value: string | null): SupportState =>
  SUPPORT_STATES.find((state) => state === value) ?? 'open';
const pageOf = (value: string | null) =>
  value && /^\d{1,7}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;

/** The admin area's Support tab: the queue of requests, one state at a time, Pro first. */
export function SupportQueuePanel() {
  const { t } = useTranslation('support');
  const headingId = useId();
  const filterId = useId();
  const errorText = useSupportErrorText();
  const [params, setParams] = useSearchParams();
  // Not `state`: the app reads a `state` parameter as a sign-in provider's callback.
  const state = stateOf(params.get(STATE_PARAM));
  const page = pageOf(params.get('page'));
  const pageSize = ADMIN_PAGE_SIZE_DEFAULT;
  const query = useSupportQueue({ state, page, pageSize });
  const action = useSupportAction();
  const [answering, setAnswering] = useState<AdminSupportRequest | null>(null);

  // The tab and anything else in the address stay; a new state starts at its first page.
  const update = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const run = (request: AdminSupportRequest, kind: SupportAction, answer?: string) =>
    action.mutateAsync({ id: request.id, action: kind, answer }).then(
      (result) => {
        toast({ title: t(`queue.done.${kind}`), variant: 'success' });
        return result;
      },
      (error: unknown) => {
        // The answer dialog shows its own failure; close and reopen tell it in a toast.
        if (kind !== 'answer')
          toast({ title: t(`queue.failed.${kind}`), description: errorText(error), variant: 'destructive' });
        throw error;
      },
    );

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">{t('queue.loading')}</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorAlert title={t('queue.loadFailed')} text={errorText(query.error)} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('queue.retry')}
        </Button>
      </div>
    );
  } else if (!data || data.data.length === 0) {
    body = (
      <div className="grid gap-1 rounded-xl border border-border border-dashed p-6 text-center">
        <p className="font-medium">{t('queue.emptyTitle')}</p>
        <p className="text-muted-foreground text-sm">{t(`queue.empty.${state}`)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-muted-foreground text-sm">{t('queue.count', { count: data.count })}</p>
        <ul
          className={cn('grid gap-3', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData}
        >
          {data.data.map((request) => (
            <QueueItem
              key={request.id}
              request={request}
              busy={action.isPending}
              onAnswer={() => setAnswering(request)}
              onChange={(kind) => void run(request, kind).catch(() => undefined)}
            />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('queue.pages')} className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => update({ page: page - 1 === 1 ? null : String(page - 1) })}
            >
              {t('queue.previous')}
            </Button>
            <span className="text-sm">{t('queue.pageOf', { page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {t('queue.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t('queue.heading')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('queue.intro')}</p>
      <div className="grid gap-2 sm:w-64">
        <Label htmlFor={filterId}>{t('queue.filter')}</Label>
        <NativeSelect
          id={filterId}
          value={state}
          onChange={(event) =>
            update({ [STATE_PARAM]: event.target.value === 'open' ? null : event.target.value, page: null })
          }
        >
          {SUPPORT_STATES.map((option) => (
            <option key={option} value={option}>
              {t(`queue.filters.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {body}
      {answering ? (
        <AnswerDialog
          request={answering}
          onAnswer={(answer) => run(answering, 'answer', answer)}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </section>
  );
}

function QueueItem({
  request,
  busy,
  onAnswer,
  onChange,
}: {
  request: AdminSupportRequest;
  busy: boolean;
  onAnswer: () => void;
  onChange: (kind: 'close' | 'reopen') => void;
}) {
  const { t, i18n: instance } = useTranslation('support');
  const label = { subject: request.subject };
  return (
    <li
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="support-queue-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold">{request.subject}</h3>
        <div className="flex flex-wrap gap-1">
          {request.pro ? (
            <Badge className="bg-primary text-primary-foreground">{t('queue.pro')}</Badge>
          ) : null}
          <SupportStateBadge state={request.state} />
        </div>
      </div>
      <div className="grid min-w-0 text-sm">
        <span className="break-words">{request.user.name}</span>
        <span className="break-all text-muted-foreground">{request.user.email}</span>
        <span className="text-muted-foreground">
          {t(`queue.plan.${request.user.plan}`)} ·{' '}
          {t('queue.sent', { date: formatDateTime(request.createdAt, instance.language) })}
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{request.message}</p>
      {request.screenshotUrl && request.screenshotThumbUrl ? (
        <a
          href={request.screenshotUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="grid justify-items-start gap-1 justify-self-start text-primary text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <img
            src={request.screenshotThumbUrl}
            alt={t('queue.screenshotAlt', label)}
            className="max-h-32 w-auto max-w-full rounded-lg border border-border object-contain"
          />
          <span className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
            <ImageIcon aria-hidden="true" className="size-4" />
            {t('queue.screenshot')}
          </span>
        </a>
      ) : null}
      {request.answer ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3">
          <p className="font-medium text-sm">{t('queue.previousAnswer')}</p>
          <p className="whitespace-pre-wrap break-words text-sm">{request.answer}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {request.state !== 'closed' ? (
          <Button size="sm" onClick={onAnswer} disabled={busy} aria-label={t('queue.answerLabel', label)}>
            {t('queue.answer')}
          </Button>
        ) : null}
        {request.state !== 'closed' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange('close')}
            disabled={busy}
            aria-label={t('queue.closeLabel', label)}
          >
            {t('queue.close')}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange('reopen')}
            disabled={busy}
            aria-label={t('queue.reopenLabel', label)}
          >
            {t('queue.reopen')}
          </Button>
        )}
      </div>
    </li>
  );
}
