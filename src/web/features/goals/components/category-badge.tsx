import type { Category } from '@common/goals';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from '@web/lib/use-translation';
import { CATEGORY_ICONS } from '../lib/categories';

export function CategoryBadge({ category, className }: { category: Category; className?: string }) {
  const { t } = useTranslation('goals');
  const Icon = CATEGORY_ICONS[category];
  return (
    <Badge className={className}>
      <Icon aria-hidden="true" />
      {t(`categories.${category}`)}
    </Badge>
  );
}
