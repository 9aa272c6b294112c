import type { AiEngine, AiStatus } from '@common/ai';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Bot } from 'lucide-react';

/**
 * Who answers: the built-in catalogue says so plainly, a model by its name. When the model is
 * down, or an answer came from the catalogue in its place, the user reads that too.
 */
export function EngineLabel({
  status,
  pending,
  answeredBy,
  className,
  fallsBack = true,
}: {
  status: AiStatus | null | undefined;
  pending: boolean;
  answeredBy: AiEngine | undefined;
  className?: string;
  /** False where the built-in engine never stands in for a failing model (the clarity coach). */
  fallsBack?: boolean;
}) {
  const { t } = useTranslation('ai');
  if (!pending && !status) return null;
  const model = status?.engine === 'model' ? status.model : undefined;
  const standIn = fallsBack && model !== undefined && (!status?.available || answeredBy === 'builtin');
  const name = pending ? t('engine.checking') : (model ?? t('engine.builtin'));
  return (
    <div className={cn('mt-4 grid gap-1 text-sm', className)}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Bot aria-hidden="true" className="size-4 text-primary" />
        <span className="text-muted-foreground">{t('engine.label')}</span>
        <strong className="font-semibold">{name}</strong>
      </p>
      {standIn ? <p className="text-muted-foreground">{t('engine.unavailable', { model })}</p> : null}
    </div>
  );
}
