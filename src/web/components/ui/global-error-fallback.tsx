import { useTranslation } from '@web/lib/use-translation';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from './button';

/** The last line of defence: "We hit a snag". */
export function GlobalErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <div role="alert" className="max-w-md text-center">
        <p aria-hidden="true" className="text-5xl">
          🌧️
        </p>
        <h1 className="mt-4 font-bold text-3xl">{t('global.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('global.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('global.reload')}
          </Button>
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('global.tryAgain')}
          </Button>
        </div>
      </div>
    </main>
  );
}
