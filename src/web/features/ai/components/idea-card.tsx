import type { AiIdea } from '@common/ai';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CategoryBadge } from '@web/features/goals';
import { useTranslation } from '@web/lib/use-translation';
import { Check, Loader2, Plus } from 'lucide-react';
import { useId } from 'react';

export type IdeaCardState = 'idle' | 'adding' | 'added';

/**
 * One idea with its add button. The button stays focusable once pressed (aria-disabled rather
 * than disabled), so a keyboard user is not thrown back to the top of the page while it works.
 */
export function IdeaCard({
  idea,
  state,
  onAdd,
}: {
  idea: AiIdea;
  state: IdeaCardState;
  onAdd: (idea: AiIdea) => void;
}) {
  const { t } = useTranslation('ai');
  const titleId = useId();
  const inactive = state !== 'idle';
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <CategoryBadge category={idea.category} className="self-start" />
      <h3 id={titleId} className="font-semibold text-lg leading-snug">
        {idea.title}
      </h3>
      {idea.description ? <p className="flex-1 text-muted-foreground text-sm">{idea.description}</p> : null}
      <Button
        variant={state === 'added' ? 'outline' : 'default'}
        className="mt-auto w-full aria-disabled:cursor-default aria-disabled:opacity-70 sm:w-auto sm:self-start"
        aria-describedby={titleId}
        aria-disabled={inactive || undefined}
        aria-busy={state === 'adding' || undefined}
        onClick={() => {
          if (!inactive) onAdd(idea);
        }}
      >
        {state === 'added' ? (
          <Check aria-hidden="true" />
        ) : state === 'adding' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {t(state === 'added' ? 'idea.added' : state === 'adding' ? 'idea.adding' : 'idea.add')}
      </Button>
    </Card>
  );
}
