import type { CustomCategory } from '@common/custom-categories';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from '@web/lib/use-translation';
import { Tags } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useCategories } from '../api/list-categories';

/**
 * The goal form's choice of one of the member's own categories. With Pro every one of them is
 * offered; without, only the one the goal already has (kept or taken off), as the server allows.
 */
export function GoalCategoryField({
  pro,
  current,
  onManage,
  ...selectProps
}: ComponentProps<'select'> & {
  pro: boolean | undefined;
  /** The category the goal carries now, if any. */
  current: CustomCategory | null;
  onManage: () => void;
}) {
  const { t } = useTranslation('categories');
  const id = useId();
  const hintId = `${id}-hint`;
  const own = useCategories().data?.categories ?? [];
  const offered = pro ? own : own.filter((category) => category.id === current?.id);
  if (!pro && current === null && own.length === 0) {
    // Nothing to choose and nothing to keep: the dialog's Pro note explains the rest.
    return (
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onManage}>
          <Tags aria-hidden="true" />
          {t('goalField.manage')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid content-start gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{t('goalField.label')}</Label>
        <Button type="button" variant="ghost" size="sm" onClick={onManage}>
          <Tags aria-hidden="true" />
          {t('goalField.manage')}
        </Button>
      </div>
      <NativeSelect id={id} aria-describedby={hintId} {...selectProps}>
        <option value="">{t('goalField.none')}</option>
        {offered.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        {current && !offered.some((c) => c.id === current.id) ? (
          <option value={current.id}>{current.name}</option>
        ) : null}
      </NativeSelect>
      <p id={hintId} className="text-muted-foreground text-xs">
        {pro ? t('goalField.hint') : t('goalField.proHint')}
      </p>
    </div>
  );
}
