import type { SupportState } from '@common/support';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';

const TONE: Record<SupportState, string> = {
  open: 'bg-warning-soft text-warning-foreground',
  answered: 'bg-success-soft text-green-900',
  closed: '',
};

/** A request's state in words: Open, Answered or Closed. */
export function SupportStateBadge({ state }: { state: SupportState }) {
  const { t } = useTranslation('support');
  return <Badge className={cn(TONE[state])}>{t(`state.${state}`)}</Badge>;
}
