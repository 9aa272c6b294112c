import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReturnFocus } from '@web/lib/use-return-focus';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Crown, Info, Loader2, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { formatPlanDate } from '../lib/checkout';
import { DemoCheckoutDialog } from './demo-checkout-dialog';

const noFallback = () => null;

/**
 * The upgrade call to action: visitors go to sign-up, free users into the checkout of this
 * deployment (demo dialog or Stripe), Pro users see until when they have Pro.
 */
export function CheckoutButton({ className, label }: { className?: string; label?: string }) {
  const { t, i18n } = useTranslation('billing');
  const checkout = useStartCheckout();
  // The demo dialog opens from state: without this, closing it would leave focus on the page body.
  const focus = useReturnFocus(noFallback);
  const { state } = checkout;
  const text = label ?? t('checkout.upgrade');

  if (state.kind === 'sign-up') {
    return (
      <Button asChild size="lg" className={className}>
        <Link to="/account?mode=register">
          <Crown aria-hidden="true" />
          {text}
        </Link>
      </Button>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div role="status" className={cn('grid', className)}>
        <span className="sr-only">{t('checkout.loading')}</span>
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <Alert variant="error" role="alert" className={cn('items-center', className)}>
        <Info aria-hidden="true" />
        <p className="flex-1">{t('checkout.loadError')}</p>
        <Button size="sm" variant="outline" onClick={checkout.retryLoad}>
          <RotateCcw aria-hidden="true" />
          {t('errors.retry')}
        </Button>
      </Alert>
    );
  }
  if (state.kind === 'already-pro') {
    const until = formatPlanDate(state.proUntil, i18n.resolvedLanguage);
    return (
      <Alert variant="success" role="status" className={className}>
        <Crown aria-hidden="true" />
        <p className="font-semibold">
          {until ? t('checkout.alreadyPro', { date: until }) : t('checkout.alreadyProNoEnd')}
        </p>
      </Alert>
    );
  }
  if (state.kind === 'admin-only') {
    return (
      <Alert role="status" className={className}>
        <Info aria-hidden="true" />
        <div className="grid gap-1">
          <AlertTitle>{t('checkout.adminOnlyTitle')}</AlertTitle>
          <p>{t('checkout.adminOnly')}</p>
        </div>
      </Alert>
    );
  }
  return (
    <div className={cn('grid gap-3', className)}>
      <Button
        size="lg"
        onClick={() => {
          focus.remember();
          checkout.start();
        }}
        disabled={checkout.isStarting}
      >
        {checkout.isStarting ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Crown aria-hidden="true" />
        )}
        {checkout.isStarting ? t('checkout.starting') : text}
      </Button>
      {checkout.errorKey ? (
        <ErrorAlert title={t('errors.checkoutTitle')} text={t(checkout.errorKey)} />
      ) : null}
      {checkout.demoDialog.open ? (
        <DemoCheckoutDialog
          priceUsd={checkout.priceUsd}
          isPending={checkout.demoDialog.isPending}
          errorKey={checkout.demoDialog.errorKey}
          onComplete={checkout.demoDialog.complete}
          onClose={checkout.demoDialog.close}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      ) : null}
    </div>
  );
}
