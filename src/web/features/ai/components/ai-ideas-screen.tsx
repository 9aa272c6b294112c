import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, Crown, Info, Puzzle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { IdeasExplorer } from './ideas-explorer';

/**
 * The AI inspiration screen. The tools are for Pro members while the super administrator's AI
 * switch is on; otherwise the screen says why they are not there (switched off: no upgrade offer,
 * since upgrading would not help).
 */
export function AiIdeasScreen() {
  const { t } = useTranslation('ai');
  const usage = useUsage();
  const { aiEnabled } = useFeatureSwitches();
  // A failed usage read leaves the decision to the server, whose refusal shows the same notice.
  const isFree = usage.data ? !usage.data.entitlements.ai : false;
  const planPending = usage.isPending;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {t('backToDashboard')}
        </Link>
      </Button>
      <header className="mt-4 max-w-3xl">
        <Badge>
          <Crown aria-hidden="true" />
          {t('badge')}
        </Badge>
        <h1 className="mt-3 flex items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
          <Sparkles aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {t('title')}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
        <Button asChild variant="link" className="mt-2">
          <Link to="/ai-addons">
            <Puzzle aria-hidden="true" />
            {t('addonsLink')}
          </Link>
        </Button>
      </header>
      <div className="mt-6">
        {!aiEnabled ? (
          <Alert role="status" className="max-w-3xl">
            <Info aria-hidden="true" />
            <p>{t('turnedOff')}</p>
          </Alert>
        ) : isFree ? (
          <ProRequiredNotice feature="ai" className="max-w-md" />
        ) : planPending ? (
          <Skeleton className="h-40 w-full rounded-2xl" />
        ) : (
          <IdeasExplorer />
        )}
      </div>
    </div>
  );
}
