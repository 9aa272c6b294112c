import { UPGRADED_PARAM } from '@common/urls';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { invalidatePlanQueries } from '../api/invalidate-plan';

/**
 * Back from Stripe Checkout with the payment-return mark (`isUpgradedReturn`): welcome the new Pro
 * member once, read the plan again, and drop the mark so a reload does not repeat it. The dashboard
 * renders it, and loads the billing feature for it, only when its address carries the mark.
 */
export function UpgradedWelcome() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: t('toasts.welcome'), description: t('toasts.welcomeText'), variant: 'success' });
    void invalidatePlanQueries(queryClient);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(UPGRADED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [t, queryClient, setParams]);
  return null;
}
