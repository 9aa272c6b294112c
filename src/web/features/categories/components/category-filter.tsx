import { CATEGORIES, type Category } from '@common/goals';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from '@web/lib/use-translation';
import { useId } from 'react';
import { useCategories } from '../api/list-categories';

/** The dashboard's category filter: none, one built-in category, or one of the member's own. */
export type CategoryFilterValue = { category?: Category; customCategory?: string };

const OWN = 'own:';

function encode(value: CategoryFilterValue): string {
  if (value.customCategory) return `${OWN}${value.customCategory}`;
  return value.category ?? '';
}

function decode(text: string): CategoryFilterValue {
  if (text.startsWith(OWN)) return { customCategory: text.slice(OWN.length) };
  return (CATEGORIES as readonly string[]).includes(text) ? { category: text as Category } : {};
}

/** A select of every category with goals to show: the built-in ones, then the member's own. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  const { t } = useTranslation(['categories', 'goals']);
  const id = useId();
  const own = useCategories().data?.categories ?? [];
  const current = encode(value);
  // A category deleted meanwhile (in another tab) still names the filter until it is changed.
  const unknownOwn = value.customCategory && !own.some((c) => c.id === value.customCategory);
  return (
    <div className="grid gap-1.5 sm:flex sm:items-center sm:gap-3">
      <Label htmlFor={id} className="shrink-0">
        {t('filter.label')}
      </Label>
      <NativeSelect
        id={id}
        className="sm:w-64"
        value={current}
        onChange={(event) => onChange(decode(event.target.value))}
      >
        <option value="">{t('filter.all')}</option>
        <optgroup label={t('filter.builtIn')}>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`goals:categories.${category}`)}
            </option>
          ))}
        </optgroup>
        {own.length > 0 || unknownOwn ? (
          <optgroup label={t('filter.mine')}>
            {own.map((category) => (
              <option key={category.id} value={`${OWN}${category.id}`}>
                {category.name}
              </option>
            ))}
            {unknownOwn ? <option value={current}>…</option> : null}
          </optgroup>
        ) : null}
      </NativeSelect>
    </div>
  );
}
