import { CATEGORIES, type Category, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '@common/goals';
import { MILESTONE_TITLE_MAX } from '@common/milestones';
import type { Template, TemplateUpdate } from '@common/templates';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useUpdateTemplate } from '../api/update-template';
import { useTemplateErrorText } from '../lib/template-error-text';

type Step = { key: number; title: string };

/** The fields that differ from the template, as PATCH sends them. */
function changesOf(
  template: Template,
  values: { title: string; description: string; category: Category; steps: Step[] },
): TemplateUpdate {
  const patch: TemplateUpdate = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const titles = values.steps.map((step) => step.title.trim());
  if (title !== template.title) patch.title = title;
  if (description !== (template.description ?? '')) patch.description = description || null;
  if (values.category !== template.category) patch.category = values.category;
  if (
    titles.join('\n') !== template.milestoneTitles.join('\n') ||
    titles.length !== template.milestoneTitles.length
  ) {
    patch.milestoneTitles = titles;
  }
  return patch;
}

/** Rename a template, change its description or category, rename or remove its milestones (Pro). */
export function EditTemplateDialog({
  template,
  onClose,
  onCloseAutoFocus,
}: {
  template: Template;
  onClose: () => void;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const { t } = useTranslation(['goals', 'common']);
  const errorText = useTemplateErrorText();
  const update = useUpdateTemplate();
  const ids = { description: useId(), category: useId(), milestones: useId() };
  const listRef = useRef<HTMLOListElement>(null);
  const [title, setTitle] = useState(template.title);
  const [description, setDescription] = useState(template.description ?? '');
  const [category, setCategory] = useState<Category>(template.category);
  const [steps, setSteps] = useState<Step[]>(() =>
    template.milestoneTitles.map((stepTitle, key) => ({ key, title: stepTitle })),
  );
  const [submitted, setSubmitted] = useState(false);

  const titleMissing = title.trim() === '';
  const blankSteps = new Set(steps.filter((step) => step.title.trim() === '').map((step) => step.key));

  const removeStep = (index: number) => {
    setSteps((current) => current.filter((_, i) => i !== index));
    // Focus stays in the list: on the milestone that took its place, or the one before it.
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
      const target = inputs?.[Math.min(index, (inputs?.length ?? 1) - 1)];
      target?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleMissing || blankSteps.size > 0) return;
    const patch = changesOf(template, { title, description, category, steps });
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: template.id, patch },
      {
        onSuccess: () => {
          toast({ title: t('templates.edit.saved'), variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[90dvh] max-w-xl overflow-y-auto"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="grid gap-1.5 pr-6">
          <DialogTitle>{t('templates.edit.title')}</DialogTitle>
          <DialogDescription>{t('templates.edit.description')}</DialogDescription>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label={t('templates.edit.name')}
            requiredMark
            autoComplete="off"
            maxLength={GOAL_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={submitted && titleMissing ? t('templates.edit.titleRequired') : undefined}
          />
          <div className="grid gap-2">
            <Label htmlFor={ids.description}>{t('templates.edit.details')}</Label>
            <Textarea
              id={ids.description}
              rows={3}
              maxLength={GOAL_DESCRIPTION_MAX}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.category}>{t('templates.edit.category')}</Label>
            <NativeSelect
              id={ids.category}
              value={category}
              onChange={(event) => setCategory(event.target.value as Category)}
            >
              {CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {t(`categories.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="grid gap-2">
            <legend id={ids.milestones} className="mb-2 font-medium text-sm">
              {t('templates.edit.milestones')}
            </legend>
            {steps.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('templates.edit.noMilestones')}</p>
            ) : (
              <ol ref={listRef} className="grid gap-2">
                {steps.map((step, index) => {
                  const number = index + 1;
                  const errorId = `${ids.milestones}-${step.key}-error`;
                  const invalid = submitted && blankSteps.has(step.key);
                  return (
                    <li key={step.key} className="grid gap-1">
                      <div className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="w-6 shrink-0 text-right text-muted-foreground text-sm"
                        >
                          {number}.
                        </span>
                        <Input
                          aria-label={t('templates.edit.milestoneLabel', { number })}
                          aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? errorId : undefined}
                          maxLength={MILESTONE_TITLE_MAX}
                          value={step.title}
                          onChange={(event) =>
                            setSteps((current) =>
                              current.map((item) =>
                                item.key === step.key ? { ...item, title: event.target.value } : item,
                              ),
                            )
                          }
                        />
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          aria-label={t('templates.edit.removeMilestone', { number })}
                          onClick={() => removeStep(index)}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                      {invalid ? (
                        <p id={errorId} className="pl-8 font-medium text-destructive text-sm">
                          {t('templates.edit.milestoneRequired')}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </fieldset>
          {update.error ? (
            <ErrorAlert title={t('templates.edit.failed')} text={errorText(update.error)} />
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('templates.edit.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending}>
              {t('templates.edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
