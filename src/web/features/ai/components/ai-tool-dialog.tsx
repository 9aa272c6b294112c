import { Alert } from '@web/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AiDialogProps = { onClose: () => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * The frame of an AI tool's dialog. The tool itself is for Pro members while the AI switch is on;
 * a free user reads the Pro notice with its upgrade link instead, as on the AI ideas screen.
 */
export function AiToolDialog({
  icon: Icon,
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: AiDialogProps & { icon: LucideIcon; title: string; description: string; children: ReactNode }) {
  const { t } = useTranslation('ai');
  const { t: tCommon } = useTranslation();
  const usage = useUsage();
  const { aiEnabled } = useFeatureSwitches();
  // A failed usage read leaves the decision to the server, whose refusal shows the same notice.
  const isFree = usage.data ? !usage.data.entitlements.ai : false;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={tCommon('actions.close')}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-2xl p-4 sm:p-6"
      >
        <div className="grid gap-1.5 pr-8">
          <DialogTitle className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        {!aiEnabled ? (
          <Alert role="status">
            <Info aria-hidden="true" />
            <p>{t('turnedOff')}</p>
          </Alert>
        ) : isFree ? (
          <ProRequiredNotice feature="ai" />
        ) : usage.isPending ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
