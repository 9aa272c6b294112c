import {
  CATEGORY_COLOR_NAMES,
  CATEGORY_ICON_NAMES,
  type CategoryColor,
  type CategoryIconName,
  type CustomCategory,
  customCategoryCreateSchema,
} from '@common/custom-categories';
import { CUSTOM_CATEGORY_LIMIT, CUSTOM_CATEGORY_NAME_MAX } from '@common/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { LoadingBlock } from '@web/components/ui/loading-block';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { AlertCircle, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useUpdateCategory } from '../api/update-category';
import { useCategoryErrorText } from '../lib/category-error-text';
import { CATEGORY_COLOR_CLASSES, CATEGORY_ICON_COMPONENTS } from '../lib/category-style';
import { CustomCategoryBadge } from './custom-category-badge';

export type CategoriesDialogProps = {
  /** Whether the plan lets the member make and change categories; undefined while unknown. */
  pro: boolean | undefined;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

type Draft = { name: string; icon: CategoryIconName; color: CategoryColor };
const NEW_DRAFT: Draft = { name: '', icon: 'star', color: 'blue' };

/** "My categories": list, add, change and delete one's own categories; open while mounted. */
export function CategoriesDialog({ pro, onClose, onCloseAutoFocus }: CategoriesDialogProps) {
  const { t } = useTranslation('categories');
  const query = useCategories();
  const remove = useDeleteCategory();
  const errorText = useCategoryErrorText();
  const [editing, setEditing] = useState<CustomCategory | null>(null);
  const [deleting, setDeleting] = useState<CustomCategory | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const categories = query.data?.categories ?? [];

  const confirmDelete = (category: CustomCategory) => {
    setDeleting(null);
    if (editing?.id === category.id) setEditing(null);
    remove.mutate(category.id, {
      onSuccess: () => toast({ title: t('toasts.deleted'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('failed.delete'), description: errorText(error), variant: 'destructive' }),
    });
  };

  let list: ReactNode;
  if (query.isPending) {
    list = <LoadingBlock label={t('list.loading')} rows={['h-12 w-full', 'h-12 w-full']} />;
  } else if (query.isError && categories.length === 0) {
    list = (
      <LoadErrorAlert
        text={t('list.loadError')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (categories.length === 0) {
    list = (
      <p className="rounded-xl bg-muted px-4 py-5 text-center text-muted-foreground text-sm">
        {t('list.empty')}
      </p>
    );
  } else {
    list = (
      <ul aria-label={t('list.label')} className="grid gap-2">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex min-h-12 items-center gap-2 rounded-xl border border-border px-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <CustomCategoryBadge category={category} className="text-sm" />
            </div>
            {pro ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('list.editLabel', { name: category.name })}
                onClick={() => {
                  setEditing(category);
                  requestAnimationFrame(() => nameRef.current?.focus());
                }}
              >
                <Pencil aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t('list.edit')}</span>
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive"
              aria-label={t('list.deleteLabel', { name: category.name })}
              onClick={() => setDeleting(category)}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('list.delete')}</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  const full = categories.length >= CUSTOM_CATEGORY_LIMIT;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('dialog.close')}
        className="max-w-xl gap-4 p-4 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle className="pr-8">{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t('dialog.description', { count: categories.length })}</DialogDescription>

        {pro === false ? (
          <Alert role="note" className="items-start">
            <Sparkles aria-hidden="true" />
            <div className="grid gap-1">
              <p>{categories.length > 0 ? t('pro.needed') : t('pro.intro')}</p>
              <Link
                to="/upgrade"
                className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t('pro.upgrade')}
              </Link>
            </div>
          </Alert>
        ) : null}

        {list}

        {pro ? (
          editing ? (
            <CategoryForm
              key={editing.id}
              category={editing}
              nameRef={nameRef}
              onDone={() => setEditing(null)}
            />
          ) : full ? (
            <p className="rounded-xl bg-muted px-4 py-3 text-muted-foreground text-sm">
              {t('form.limitReached')}
            </p>
          ) : (
            <CategoryForm key="new" category={null} nameRef={nameRef} onDone={() => undefined} />
          )
        ) : null}
      </DialogContent>
      {deleting ? (
        <ConfirmDialog
          title={t('delete.title', { name: deleting.name })}
          description={t('delete.description')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Dialog>
  );
}

/** Adds a category (category null) or changes one: name, icon and colour, with a preview. */
function CategoryForm({
  category,
  nameRef,
  onDone,
}: {
  category: CustomCategory | null;
  nameRef: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('categories');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const errorText = useCategoryErrorText();
  const headingId = useId();
  const groupId = useId();
  const [draft, setDraft] = useState<Draft>(
    category ? { name: category.name, icon: category.icon, color: category.color } : NEW_DRAFT,
  );
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customCategoryCreateSchema.safeParse(draft);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some(
        (issue) => issue.path[0] === 'name' && issue.code === 'too_big',
      );
      setNameError(t(tooLong ? 'form.nameTooLong' : 'form.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    setNameError(undefined);
    setFailure(null);
    const onError = (error: unknown) => setFailure(errorText(error));
    if (category) {
      update.mutate(
        { id: category.id, changes: parsed.data },
        {
          onSuccess: () => {
            toast({ title: t('toasts.updated'), variant: 'success' });
            onDone();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('toasts.added'), variant: 'success' });
        setDraft(NEW_DRAFT);
        nameRef.current?.focus();
      },
      onError,
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-border p-3 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {category ? t('form.editHeading', { name: category.name }) : t('form.addHeading')}
      </h3>
      <TextField
        ref={nameRef}
        label={t('form.name')}
        requiredMark
        autoComplete="off"
        maxLength={CUSTOM_CATEGORY_NAME_MAX}
        placeholder={t('form.namePlaceholder')}
        value={draft.name}
        error={nameError}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <ChoiceGroup legend={t('form.icon')}>
        {CATEGORY_ICON_NAMES.map((icon) => {
          const Icon = CATEGORY_ICON_COMPONENTS[icon];
          return (
            <Choice
              key={icon}
              name={`${groupId}-icon`}
              checked={draft.icon === icon}
              label={t(`icons.${icon}`)}
              onChange={() => setDraft({ ...draft, icon })}
            >
              <Icon aria-hidden="true" className="size-5" />
            </Choice>
          );
        })}
      </ChoiceGroup>
      <ChoiceGroup legend={t('form.color')}>
        {CATEGORY_COLOR_NAMES.map((color) => (
          <Choice
            key={color}
            name={`${groupId}-color`}
            checked={draft.color === color}
            label={t(`colors.${color}`)}
            onChange={() => setDraft({ ...draft, color })}
          >
            <span aria-hidden="true" className={cn('size-6 rounded-full', CATEGORY_COLOR_CLASSES[color])} />
          </Choice>
        ))}
      </ChoiceGroup>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('form.preview')}</span>
        <CustomCategoryBadge category={{ ...draft, name: draft.name.trim() || t('form.name') }} />
      </div>
      {failure ? (
        <Alert variant="error" role="alert">
          <AlertCircle aria-hidden="true" />
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
        {category ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {category ? t('form.save') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </fieldset>
  );
}

/** A radio button drawn as a tile: arrow keys move between the group's choices, as with any radio. */
function Choice({
  name,
  checked,
  label,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      title={label}
      className={cn(
        'flex size-11 cursor-pointer items-center justify-center rounded-lg border-2 border-transparent bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked && 'border-primary bg-card',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span className="sr-only">{label}</span>
      {children}
    </label>
  );
}
