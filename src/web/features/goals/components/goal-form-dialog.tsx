import { CATEGORIES, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, type Goal } from '@common/goals';
import { mediaThumbUrl } from '@common/urls';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { RequiredMark, TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { CategoriesDialog, GoalCategoryField, useCategories } from '@web/features/categories';
import { useTranslation } from '@web/lib/use-translation';
import { AlertCircle } from 'lucide-react';
import { Suspense, useCallback, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useCreateGoal } from '../api/create-goal';
import { useUsage } from '../api/get-usage';
import { useUpdateGoal } from '../api/update-goal';
import { useGoalErrorText } from '../hooks/use-goal-error-text';
import { isGoalLimitError } from '../lib/goal-errors';
import {
  EMPTY_GOAL_FORM,
  formValuesOf,
  type GoalFormValues,
  type GoalValidationKey,
  goalFormSchema,
  toCreateInput,
  toPatch,
} from '../lib/goal-form';
import type { GoalTemplate } from '../lib/templates';
import { GoalImageField, type ImageValue } from './goal-image-field';

export type GoalFormTarget = { mode: 'add'; template?: GoalTemplate } | { mode: 'edit'; goal: Goal };

function imageOf(goal: Goal): ImageValue | null {
  if (!goal.imageId) return null;
  return { id: goal.imageId, previewUrl: goal.thumbUrl ?? goal.imageUrl ?? mediaThumbUrl(goal.imageId) };
}

/** Add or edit a goal: title and category required, the rest optional. */
export function GoalFormDialog({
  target,
  onClose,
  onCloseAutoFocus,
}: {
  target: GoalFormTarget;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('goals');
  const { t: tCommon } = useTranslation();
  const { t: tCategories } = useTranslation('categories');
  const errorText = useGoalErrorText();
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const ids = { description: useId(), category: useId(), busy: useId() };
  const editing = target.mode === 'edit' ? target.goal : null;
  const ownsGoal = editing === null || editing.role === 'owner';

  const defaults = (): GoalFormValues => {
    if (editing) return formValuesOf(editing);
    const template = target.mode === 'add' ? target.template : undefined;
    if (!template) return EMPTY_GOAL_FORM;
    return {
      ...EMPTY_GOAL_FORM,
      title: t(`templates.items.${template.id}.title`),
      description: t(`templates.items.${template.id}.description`),
      category: template.category,
    };
  };
  const form = useForm<GoalFormValues>({ resolver: zodResolver(goalFormSchema), defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<ImageValue | null>(editing ? imageOf(editing) : null);
  const [imageBusy, setImageBusy] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setImageBusy(busy), []);
  const proCategories = useUsage().data?.entitlements.advancedCategories;
  const ownCategories = useCategories().data?.categories;
  const [managingCategories, setManagingCategories] = useState(false);

  const message = (key: string | undefined) =>
    key
      ? t(`validation.${key as GoalValidationKey}`, {
          max: key === 'titleTooLong' ? GOAL_TITLE_MAX : GOAL_DESCRIPTION_MAX,
        })
      : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageBusy) return;
    const imageId = image?.id ?? null;
    if (!editing) {
      try {
        const goal = await create.mutateAsync(toCreateInput(values, imageId));
        toast({
          title: t('toasts.added'),
          description: t('toasts.addedText', { title: goal.title }),
          variant: 'success',
        });
        onClose();
      } catch {
        // create.error is shown above the buttons.
      }
      return;
    }
    const patch = toPatch(editing, values, imageId);
    onClose();
    if (Object.keys(patch).length === 0) return;
    const customCategory = ownCategories?.find((category) => category.id === patch.customCategoryId);
    // Shown at once (optimistic); a failure puts the goal back and says why in a toast.
    update
      .mutateAsync({ id: editing.id, patch, customCategory })
      .then(() => toast({ title: t('toasts.updated'), variant: 'success' }))
      .catch(() => undefined);
  });

  const failure = create.error;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={tCommon('actions.close')}
        className="max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="grid gap-1.5 pr-6">
          <DialogTitle>{editing ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>
            {editing ? t('form.editDescription') : t('form.addDescription')} {t('form.requiredNote')}
          </DialogDescription>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label={t('form.title')}
            requiredMark
            placeholder={t('form.titlePlaceholder')}
            autoComplete="off"
            maxLength={GOAL_TITLE_MAX}
            error={message(errors.title?.message)}
            {...form.register('title')}
          />

          <div className="grid gap-2">
            <Label htmlFor={ids.description}>{t('form.description')}</Label>
            <Textarea
              id={ids.description}
              rows={3}
              maxLength={GOAL_DESCRIPTION_MAX}
              placeholder={t('form.descriptionPlaceholder')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${ids.description}-error` : undefined}
              {...form.register('description')}
            />
            {errors.description ? (
              <p id={`${ids.description}-error`} className="font-medium text-destructive text-sm">
                {message(errors.description.message)}
              </p>
            ) : null}
          </div>

          <div className="grid content-start gap-2">
            <Label htmlFor={ids.category}>
              {t('form.category')}
              <RequiredMark />
            </Label>
            <NativeSelect
              id={ids.category}
              aria-required
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${ids.category}-error` : undefined}
              {...form.register('category')}
            >
              <option value="" disabled>
                {t('form.categoryPlaceholder')}
              </option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
            {errors.category ? (
              <p id={`${ids.category}-error`} className="font-medium text-destructive text-sm">
                {message(errors.category.message)}
              </p>
            ) : null}
          </div>

          {ownsGoal ? (
            <GoalCategoryField
              pro={proCategories}
              current={editing?.customCategory ?? null}
              onManage={() => setManagingCategories(true)}
              {...form.register('customCategoryId')}
            />
          ) : editing?.customCategory ? (
            // Own categories belong to their maker: a shared goal keeps its owner's, shown only.
            <p className="text-muted-foreground text-sm">
              {tCategories('goalField.ownersCategory', { name: editing.customCategory.name })}
            </p>
          ) : null}

          <Controller
            control={form.control}
            name="targetDate"
            render={({ field }) => (
              <DateField
                legend={t('form.targetDate')}
                hint={t('form.targetDateHint')}
                error={message(errors.targetDate?.message)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />

          <GoalImageField value={image} onChange={setImage} onBusyChange={onBusyChange} />

          {/* On a phone the form scrolls under the buttons: Save, Cancel and the reason a save
              failed stay in view at the bottom of the dialog. */}
          <div className="sticky bottom-0 z-10 -mx-6 -mb-6 grid gap-3 border-border border-t bg-card px-6 pt-3 pb-6">
            {failure ? (
              <Alert variant="error" role="alert">
                <AlertCircle aria-hidden="true" />
                <div className="grid gap-1">
                  <AlertTitle>{t('form.failedTitle')}</AlertTitle>
                  <p>{errorText(failure)}</p>
                  {isGoalLimitError(failure) ? (
                    <Link
                      to="/upgrade"
                      className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {t('form.upgrade')}
                    </Link>
                  ) : null}
                </div>
              </Alert>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
              {imageBusy ? (
                <p
                  id={ids.busy}
                  className="basis-full text-muted-foreground text-sm sm:mr-auto sm:basis-auto"
                >
                  {t('form.waitForImage')}
                </p>
              ) : null}
              <DialogClose asChild>
                <Button variant="outline">{t('form.cancel')}</Button>
              </DialogClose>
              <Button
                type="submit"
                loading={isSubmitting}
                disabled={imageBusy}
                aria-describedby={imageBusy ? ids.busy : undefined}
              >
                {t('form.save')}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
      {managingCategories ? (
        <Suspense fallback={null}>
          <CategoriesDialog pro={proCategories} onClose={() => setManagingCategories(false)} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
