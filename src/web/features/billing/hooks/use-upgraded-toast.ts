import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { invalidatePlanQueries } from '../api/invalidate-plan';

/**
 * Back from Stripe Checkout at /dashboard?upgraded=1: welcome the new Pro user once, read the
 * plan again, and drop the parameter so a reload does not repeat it.
 */
export function useUpgradedToast() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const upgraded = params.get('upgraded') === '1';
  const shown = useRef(false);
  useEffect(() => {
    if (!upgraded || shown.current) return;
    shown.current = true;
    toast({ title: t('toasts.welcome'), description: t('toasts.welcomeText'), variant: 'success' });
    void invalidatePlanQueries(queryClient);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('upgraded');
        return next;
      },
      { replace: true },
    );
  }, [upgraded, t, queryClient, setParams]);
}

/** The welcome above, as a component the dashboard loads only when it arrives with `?upgraded=1`. */
export function UpgradedWelcome() {
  useUpgradedToast();
  return null;
}
