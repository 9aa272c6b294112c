import { CATEGORIES, type Category } from '@common/goals';
import { ID_PATTERN } from '@common/urls';
import { Button } from '@web/components/ui/button';
import { CategoryFilter, type CategoryFilterValue, useCategories } from '@web/features/categories';
import { useTranslation } from '@web/lib/use-translation';
import { X } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const isCategory = (value: string | null): value is Category =>
  value !== null && (CATEGORIES as readonly string[]).includes(value);

/**
 * The dashboard's category filter, kept in the page's address (`?category=Travel` or
 * `?customCategory=<id>`) so a reload or a shared bookmark shows the same goals.
 */
export function useCategoryFilter(): [CategoryFilterValue, (value: CategoryFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const customCategory = params.get('customCategory');
  const filter = useMemo<CategoryFilterValue>(() => {
    if (customCategory && ID_PATTERN.test(customCategory)) return { customCategory };
    return isCategory(category) ? { category } : {};
  }, [category, customCategory]);
  const setFilter = useCallback(
    (value: CategoryFilterValue) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('category');
          next.delete('customCategory');
          if (value.category) next.set('category', value.category);
          if (value.customCategory) next.set('customCategory', value.customCategory);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}

export const isFiltered = (filter: CategoryFilterValue) => Boolean(filter.category || filter.customCategory);

/** The filter's select, and while it narrows the lists, what it shows and a way back to all. */
export function CategoryFilterBar({
  filter,
  onChange,
}: {
  filter: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  const { t } = useTranslation(['categories', 'goals']);
  const own = useCategories().data?.categories ?? [];
  const name = filter.customCategory
    ? own.find((category) => category.id === filter.customCategory)?.name
    : filter.category
      ? t(`goals:categories.${filter.category}`)
      : undefined;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <CategoryFilter value={filter} onChange={onChange} />
      {/* Announced when the lists below change with the filter. */}
      <div role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        {isFiltered(filter) && name ? (
          <>
            <span>{t('filter.active', { name })}</span>
            <Button size="sm" variant="ghost" onClick={() => onChange({})}>
              <X aria-hidden="true" />
              {t('filter.clear')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
