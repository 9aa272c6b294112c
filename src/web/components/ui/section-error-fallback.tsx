import { useTranslation } from '@web/lib/use-translation';
import { AlertTriangle, Home, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

export type ErrorSection = 'Dashboard' | 'Admin Dashboard' | 'Authentication' | 'Profile';

export function SectionErrorFallback({
  section,
  errorId,
  onRetry,
}: {
  section: ErrorSection;
  errorId: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-12">
      <Card role="alert" className="w-full max-w-md p-6 text-center sm:p-8">
        <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-4 font-bold text-2xl">
          {t('section.title', { section: t(`section.names.${section}`) })}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('section.text')}</p>
        <p className="mt-4 font-mono text-muted-foreground text-xs">
          {t('section.errorId', { id: errorId })}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('section.tryAgain')}
          </Button>
          {/* A full navigation: the broken section's state must not survive. */}
          <Button asChild variant="outline">
            <a href="/dashboard">
              <Home aria-hidden="true" />
              {t('section.goHome')}
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('section.refresh')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
