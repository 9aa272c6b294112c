import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useUsage } from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { Crown, MessageCircleQuestion, Plane } from 'lucide-react';

export type AiToolKind = 'clarity' | 'travel';

const TOOLS = [
  { kind: 'clarity', icon: MessageCircleQuestion, label: 'actions.clarity' },
  { kind: 'travel', icon: Plane, label: 'actions.travel' },
] as const;

/**
 * The dashboard's buttons for the AI tools, as list items of its actions; none while the AI switch
 * is off. A free user sees them marked Pro: the dialog they open shows the upgrade notice.
 */
export function AiToolActions({ onOpen }: { onOpen: (kind: AiToolKind) => void }) {
  const { t } = useTranslation('ai');
  const { aiEnabled } = useFeatureSwitches();
  const usage = useUsage();
  if (!aiEnabled) return null;
  const isFree = usage.data ? !usage.data.entitlements.ai : false;
  return TOOLS.map(({ kind, icon: Icon, label }) => (
    // A whole row each on a phone: two such labels side by side would wrap word by word.
    <li key={kind} className="col-span-2 sm:col-span-1">
      <Button variant="outline" size="lg" className="w-full" onClick={() => onOpen(kind)}>
        <Icon aria-hidden="true" />
        {t(label)}
        {isFree ? (
          <Badge className="bg-warning-soft text-warning-foreground">
            <Crown aria-hidden="true" />
            {t('actions.pro')}
          </Badge>
        ) : null}
      </Button>
    </li>
  ));
}
