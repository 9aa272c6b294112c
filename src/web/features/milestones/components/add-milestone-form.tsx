import { MILESTONE_LIMIT } from '@common/limits';
import { MILESTONE_TITLE_MAX } from '@common/milestones';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { Plus } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useCreateMilestone } from '../api/create-milestone';
import { useMilestoneErrorText } from '../lib/milestone-error-text';

/** The field that adds a milestone at the end: Enter adds, and the field stays for the next one. */
export function AddMilestoneForm({
  goalId,
  count,
  inputRef,
}: {
  goalId: string;
  count: number;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('milestones');
  const create = useCreateMilestone(goalId);
  const errorText = useMilestoneErrorText();
  const [title, setTitle] = useState('');
  const fieldId = useId();
  const full = count >= MILESTONE_LIMIT;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || create.isPending) return;
    create.mutate(
      { title: trimmed },
      {
        onSuccess: () => setTitle(''),
        onError: (error) =>
          toast({ title: t('failed.add'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  if (full) return <p className="text-muted-foreground text-sm">{t('add.limit')}</p>;
  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={fieldId} className="font-medium text-sm">
          {t('add.label')}
        </label>
        <Input
          ref={inputRef}
          id={fieldId}
          value={title}
          maxLength={MILESTONE_TITLE_MAX}
          placeholder={t('add.placeholder')}
          autoComplete="off"
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" loading={create.isPending} disabled={!title.trim()}>
        {create.isPending ? null : <Plus aria-hidden="true" />}
        {t('add.submit')}
      </Button>
    </form>
  );
}
