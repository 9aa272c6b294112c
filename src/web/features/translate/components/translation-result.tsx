import type { Translation, TranslationLanguage } from '@common/translate';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { knownLanguage } from '../lib/languages';

/** The translation (announced when it arrives), the language detected, and the copy button. */
export function TranslationResult({
  result,
  target,
  pending,
}: {
  result: Translation | undefined;
  target: TranslationLanguage;
  pending: boolean;
}) {
  const { t } = useTranslation('translate');
  const headingId = useId();
  const detected = result?.detectedSource;
  const detectedName = detected
    ? (() => {
        const known = knownLanguage(detected);
        return known ? t(`languages.${known}`) : detected;
      })()
    : undefined;

  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.translatedText);
      toast({ title: t('result.copied'), description: t('result.copiedText'), variant: 'success' });
    } catch {
      toast({ title: t('result.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-2">
      <h2 id={headingId} className="font-medium text-sm leading-none">
        {t('result.label')}
      </h2>
      <div
        aria-live="polite"
        aria-busy={pending}
        className="min-h-40 rounded-lg border border-border bg-muted/40 px-3 py-2"
      >
        {pending ? (
          <div className="grid gap-2 pt-1">
            <span className="sr-only">{t('translating')}</span>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : result ? (
          <p lang={target} className="whitespace-pre-wrap break-words text-base">
            {result.translatedText}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">{t('result.empty')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {detectedName && !pending ? t('result.detected', { language: detectedName }) : null}
        </p>
        <Button type="button" variant="outline" disabled={!result || pending} onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('result.copy')}
        </Button>
      </div>
    </section>
  );
}
