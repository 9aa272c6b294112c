import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useTranslation } from '@web/lib/use-translation';
import { Crown, FlaskConical } from 'lucide-react';
import type { BillingErrorKey } from '../lib/billing-errors';

/** The simulated checkout of demo mode: clearly not a payment, one button to get Pro. */
export function DemoCheckoutDialog({
  priceUsd,
  isPending,
  errorKey,
  onComplete,
  onClose,
  onCloseAutoFocus,
}: {
  priceUsd: number;
  isPending: boolean;
  errorKey: BillingErrorKey | null;
  onComplete: () => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation(['billing', 'errors']);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('demo.close')} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="grid gap-2 pr-6">
          <DialogTitle>{t('demo.title')}</DialogTitle>
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-warning-soft px-3 py-1 font-semibold text-sm text-warning-foreground">
            <FlaskConical aria-hidden="true" className="size-4" />
            {t('demo.badge')}
          </p>
          <DialogDescription>{t('demo.description')}</DialogDescription>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-border bg-muted p-4 text-sm">
          <dt className="text-muted-foreground">{t('demo.plan')}</dt>
          <dd className="font-semibold">{t('demo.planName')}</dd>
          <dt className="text-muted-foreground">{t('demo.price')}</dt>
          <dd className="font-semibold">{t('demo.priceValue', { price: priceUsd })}</dd>
          <dt className="text-muted-foreground">{t('demo.access')}</dt>
          <dd className="font-semibold">{t('demo.accessValue')}</dd>
        </dl>
        {errorKey ? <ErrorAlert title={t('errors.checkoutTitle')} text={t(errorKey)} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('demo.cancel')}</Button>
          </DialogClose>
          <Button onClick={onComplete} disabled={isPending}>
            <Crown aria-hidden="true" />
            {isPending ? t('demo.completing') : t('demo.complete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
