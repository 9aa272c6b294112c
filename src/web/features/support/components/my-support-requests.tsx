import type { SupportRequest } from '@common/support';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { ImageIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useMySupportRequests } from '../api/my-support-requests';
import { SupportStateBadge } from './state-badge';

/** My requests, newest first: subject, state, what I wrote and, once answered, the answer. */
export function MySupportRequests() {
  const { t } = useTranslation('support');
  const headingId = useId();
  const requests = useMySupportRequests();

  let body: ReactNode;
  if (requests.isPending) {
    body = (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">{t('section.mine.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (requests.isError) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorAlert text={t('section.mine.loadFailed')} />
        <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
          {t('section.mine.retry')}
        </Button>
      </div>
    );
  } else if (requests.data.data.length === 0) {
    body = <p className="text-muted-foreground text-sm">{t('section.mine.empty')}</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {requests.data.data.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-border border-t pt-5">
      <h3 id={headingId} className="font-semibold text-lg">
        {t('section.mine.heading')}
      </h3>
      {body}
    </section>
  );
}

function RequestItem({ request }: { request: SupportRequest }) {
  const { t, i18n } = useTranslation('support');
  return (
    <li className="grid min-w-0 gap-2 rounded-xl border border-border p-4" data-testid="support-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 break-words font-medium">{request.subject}</h4>
        <SupportStateBadge state={request.state} />
      </div>
      <p className="text-muted-foreground text-xs">
        {t('section.mine.sentOn', { date: formatDateTime(request.createdAt, i18n.language) })}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{request.message}</p>
      {request.screenshotUrl ? (
        <a
          href={request.screenshotUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 justify-self-start text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ImageIcon aria-hidden="true" className="size-4" />
          {t('section.mine.screenshot')}
        </a>
      ) : null}
      {request.answer ? (
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3">
          <p className="font-medium text-sm">{t('section.mine.answer')}</p>
          <p className="whitespace-pre-wrap break-words text-sm">{request.answer}</p>
          {request.answeredAt ? (
            <p className="text-muted-foreground text-xs">
              {t('section.mine.answeredOn', { date: formatDateTime(request.answeredAt, i18n.language) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
