import type { AiEngine, AiStatus } from '@common/ai';
import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Who answers: the built-in catalogue says so plainly, a model by its name. When the model is
 * down, or an answer came from the catalogue in its place, the user reads that too.
 */
export function EngineLabel({
  status,
  pending,
  answeredBy,
}: {
  status: AiStatus | null | undefined;
  pending: boolean;
  answeredBy: AiEngine | undefined;
}) {
  const { t } = useTranslation('ai');
  if (!pending && !status) return null;
  const model = status?.engine === 'model' ? status.model : undefined;
  const standIn = model !== undefined && (!status?.available || answeredBy === 'builtin');
  const name = pending ? t('engine.checking') : (model ?? t('engine.builtin'));
  return (
    <div className="mt-4 grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Bot aria-hidden="true" className="size-4 text-primary" />
        <span className="text-muted-foreground">{t('engine.label')}</span>
        <strong className="font-semibold">{name}</strong>
      </p>
      {standIn ? <p className="text-muted-foreground">{t('engine.unavailable', { model })}</p> : null}
    </div>
  );
}
