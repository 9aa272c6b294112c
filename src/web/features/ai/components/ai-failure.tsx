import { Alert } from '@web/components/ui/alert';
import { ProRequiredNotice } from '@web/features/billing';
import { useTranslation } from '@web/lib/use-translation';
import { Info } from 'lucide-react';
import { describeIdeasFailure } from '../lib/ideas-errors';
import { IdeasError, useCodeText } from './idea-results';

/**
 * A failed AI call as the ideas screen words it: the Pro notice when the plan ended, the
 * switched-off notice, the signed-out message, or the error's own text with a retry.
 */
export function AiFailure({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation('ai');
  const codeText = useCodeText();
  const failure = describeIdeasFailure(error);
  if (failure.kind === 'proRequired') return <ProRequiredNotice feature="ai" />;
  if (failure.kind === 'turnedOff') {
    return (
      <Alert role="status">
        <Info aria-hidden="true" />
        <p>{t('turnedOff')}</p>
      </Alert>
    );
  }
  if (failure.kind === 'signedOut') {
    return <IdeasError title={t('error.signedOutTitle')} text={t('error.signedOutText')} />;
  }
  return <IdeasError title={title} text={codeText(failure.code)} onRetry={onRetry} />;
}
