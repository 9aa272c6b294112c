import { type AiDestination, TRAVEL_COST_MAX } from '@common/ai';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { CalendarDays, Check, Loader2, MapPin, Plus, Wallet } from 'lucide-react';
import { useId } from 'react';
import { monthNames } from '../lib/month-names';
import type { IdeaCardState } from './idea-card';

/** A destination's key in the add states: a built-in one's id, a model's by its name. */
export function destinationKey(destination: AiDestination): string {
  return destination.id ?? `${destination.name}:${destination.country}`;
}

/**
 * One destination with its add button; like an idea card, the button stays focusable once pressed
 * (aria-disabled), so a keyboard user keeps their place in the list.
 */
export function DestinationCard({
  destination,
  state,
  onAdd,
}: {
  destination: AiDestination;
  state: IdeaCardState;
  onAdd: (destination: AiDestination) => void;
}) {
  const { t, i18n } = useTranslation('ai');
  const titleId = useId();
  const months = monthNames(i18n.resolvedLanguage);
  const best = destination.bestMonths
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
    .map((month) => months[month - 1])
    .join(', ');
  const level = Math.min(Math.max(Math.round(destination.costLevel), 1), TRAVEL_COST_MAX);
  const inactive = state !== 'idle';
  return (
    <Card className="grid min-w-0 gap-2 p-4" role="article" aria-labelledby={titleId}>
      <h4 id={titleId} className="break-words font-semibold text-lg leading-snug">
        {destination.name}
      </h4>
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {destination.country}
      </p>
      <p className="break-words text-sm">{destination.why}</p>
      <dl className="grid gap-1 text-sm">
        {best ? (
          <div className="flex flex-wrap items-center gap-x-1.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t('travel.bestMonths')}:
            </dt>
            <dd>{best}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <Wallet aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t('travel.cost')}:
          </dt>
          <dd>
            {t('travel.costLevel', {
              label: t(`travel.budgets.${level}` as 'travel.budgets.1'),
              level,
              max: TRAVEL_COST_MAX,
            })}
          </dd>
        </div>
      </dl>
      <Button
        variant={state === 'added' ? 'outline' : 'default'}
        className="mt-1 w-full aria-disabled:cursor-default aria-disabled:opacity-70 sm:w-auto sm:justify-self-start"
        aria-describedby={titleId}
        aria-disabled={inactive || undefined}
        aria-busy={state === 'adding' || undefined}
        onClick={() => {
          if (!inactive) onAdd(destination);
        }}
      >
        {state === 'added' ? (
          <Check aria-hidden="true" />
        ) : state === 'adding' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {t(state === 'added' ? 'travel.added' : state === 'adding' ? 'travel.adding' : 'travel.add')}
      </Button>
    </Card>
  );
}
