import type { CustomCategory } from '@common/custom-categories';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { CATEGORY_COLOR_CLASSES, CATEGORY_ICON_COMPONENTS } from '../lib/category-style';

/** A member's own category: its icon and name on its colour. */
export function CustomCategoryBadge({
  category,
  className,
}: {
  category: Pick<CustomCategory, 'name' | 'icon' | 'color'>;
  className?: string;
}) {
  const Icon = CATEGORY_ICON_COMPONENTS[category.icon];
  return (
    <Badge className={cn('max-w-full text-white', CATEGORY_COLOR_CLASSES[category.color], className)}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      <span className="truncate">{category.name}</span>
    </Badge>
  );
}
