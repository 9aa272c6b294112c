import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { CreditCard, Crown, ExternalLink, ShieldCheck, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useBilling } from '../api/get-billing';
import { useOpenPortal } from '../api/open-portal';
import { useRefund } from '../api/refund';
import { goTo } from '../hooks/use-start-checkout';
import { billingErrorKey } from '../lib/billing-errors';
import { formatPlanDate } from '../lib/checkout';

/** The profile's plan card: current plan, until when, portal, 30-day refund, or the way to Pro. */
export function BillingCard({ id, className }: { id?: string; className?: string }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const billing = useBilling();
  const portal = useOpenPortal();
  const refund = useRefund();
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const language = i18n.resolvedLanguage;
  const data = billing.data;

  let body: ReactNode;
  if (billing.isPending) {
    body = <LoadingBlock label={t('checkout.loading')} rows={['h-6 w-1/2', 'h-10 w-full']} />;
  } else if (!data) {
    body = (
      <LoadErrorAlert
        text={t('card.loadError')}
        retryLabel={t('errors.retry')}
        onRetry={() => void billing.refetch()}
      />
    );
  } else {
    const pro = data.plan === 'pro';
    const until = formatPlanDate(data.proUntil, language);
    const refundUntil = formatPlanDate(data.refundableUntil, language);
    const actionError = portal.error ?? refund.error;
    body = (
      <div className="grid gap-4">
        <dl className="grid gap-1">
          <dt className="text-muted-foreground text-sm">{t('card.current')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-sm',
                pro ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
              )}
            >
              {pro ? <Crown aria-hidden="true" className="size-3.5" /> : null}
              {pro ? t('card.pro') : t('card.free')}
            </span>
            {pro ? (
              <span className="text-sm">
                {until ? t('card.proUntil', { date: until }) : t('card.proNoEnd')}
              </span>
            ) : null}
          </dd>
          {pro && data.planSource ? (
            <dd className="text-muted-foreground text-sm">{t(`card.source.${data.planSource}`)}</dd>
          ) : null}
          {pro && data.cancelAtPeriodEnd ? (
            <dd className="text-muted-foreground text-sm">{t('card.cancelsAtEnd')}</dd>
          ) : null}
        </dl>
        {pro ? null : <p className="text-muted-foreground text-sm">{t('card.freeText')}</p>}
        {refundUntil ? (
          <p className="flex items-start gap-2 text-sm">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t('card.refundUntil', { date: refundUntil })}
          </p>
        ) : null}
        {actionError ? <ErrorAlert text={t(billingErrorKey(actionError))} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {pro ? null : (
            <Button asChild>
              <Link to="/upgrade">
                <Crown aria-hidden="true" />
                {t('card.upgrade')}
              </Link>
            </Button>
          )}
          {data.hasPortal ? (
            <Button
              variant="outline"
              disabled={portal.isPending || leaving}
              onClick={() => {
                refund.reset();
                portal.mutate(undefined, {
                  onSuccess: ({ url }) => {
                    setLeaving(true);
                    goTo(url);
                  },
                });
              }}
            >
              <ExternalLink aria-hidden="true" />
              {portal.isPending || leaving ? t('card.opening') : t('card.manage')}
            </Button>
          ) : null}
          {refundUntil ? (
            <Button
              variant="ghost"
              className="text-destructive hover:bg-red-50"
              disabled={refund.isPending}
              onClick={() => setConfirmingRefund(true)}
            >
              <Undo2 aria-hidden="true" />
              {refund.isPending ? t('card.refunding') : t('card.refund')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section
      id={id}
      aria-labelledby="billing-card-title"
      className={cn(
        'grid content-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm',
        className,
      )}
    >
      <h2 id="billing-card-title" className="flex items-center gap-2 font-semibold text-lg">
        <CreditCard aria-hidden="true" className="size-5 text-primary" />
        {t('card.title')}
      </h2>
      {body}
      {confirmingRefund ? (
        <ConfirmDialog
          title={t('card.refundTitle')}
          description={t('card.refundText')}
          cancelLabel={t('card.cancel')}
          confirmLabel={
            <>
              <Undo2 aria-hidden="true" />
              {t('card.refundConfirm')}
            </>
          }
          onConfirm={() => {
            portal.reset();
            refund.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: t('toasts.refunded'),
                  description: t('toasts.refundedText'),
                  variant: 'success',
                }),
            });
          }}
          onClose={() => setConfirmingRefund(false)}
        />
      ) : null}
    </section>
  );
}
