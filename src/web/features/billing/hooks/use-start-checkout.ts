import { toast } from '@web/components/ui/use-toast';
import { useSession } from '@web/features/auth';
import { useTranslation } from '@web/lib/use-translation';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDemoCheckout } from '../api/demo-checkout';
import { useBilling } from '../api/get-billing';
import { useStripeCheckout } from '../api/stripe-checkout';
import { billingErrorKey } from '../lib/billing-errors';
import { checkoutStateFor, startCheckout } from '../lib/checkout';

/** Sends the browser to another site (Stripe Checkout, the customer portal). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The one way to upgrade from free to Pro: in demo mode a simulated checkout dialog, with
 * Stripe a redirect to Stripe Checkout, otherwise an explanation that an administrator grants Pro.
 */
export function useStartCheckout() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const session = useSession();
  const isAuthenticated = session.isAuthenticated;
  const billing = useBilling({ enabled: isAuthenticated });
  const demo = useDemoCheckout();
  const stripe = useStripeCheckout();
  const [demoOpen, setDemoOpen] = useState(false);
  // From the Stripe answer until the browser has left the page, the button stays busy.
  const [redirecting, setRedirecting] = useState(false);

  const state = checkoutStateFor({
    sessionPending: session.isPending,
    signedIn: isAuthenticated,
    billing: billing.data,
    isPending: billing.isPending,
  });

  const start = useCallback(() => {
    if (state.kind !== 'ready') return;
    void startCheckout(state.provider, {
      openDemoDialog: () => {
        demo.reset();
        setDemoOpen(true);
      },
      requestStripeCheckout: () => stripe.mutateAsync(),
      redirect: (url) => {
        setRedirecting(true);
        goTo(url);
      },
    }).catch(() => undefined);
  }, [state, demo, stripe]);

  const completeDemo = useCallback(() => {
    demo.mutate(undefined, {
      onSuccess: () => {
        setDemoOpen(false);
        toast({ title: t('toasts.welcome'), description: t('toasts.welcomeText'), variant: 'success' });
        navigate('/dashboard');
      },
    });
  }, [demo, navigate, t]);

  const error = stripe.error ?? null;
  return {
    state,
    priceUsd: billing.data?.priceUsd ?? 9,
    start,
    isStarting: stripe.isPending || redirecting,
    errorKey: error ? billingErrorKey(error) : null,
    retryLoad: () => void billing.refetch(),
    demoDialog: {
      open: demoOpen,
      close: () => setDemoOpen(false),
      complete: completeDemo,
      isPending: demo.isPending,
      errorKey: demo.error ? billingErrorKey(demo.error) : null,
    },
  };
}
