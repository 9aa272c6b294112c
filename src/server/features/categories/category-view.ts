import type { CategoryColor, CategoryIconName, CustomCategory } from '../../../common/custom-categories';
import type { CategoryRow } from './categories.repository';

/** A category row as the API answers it; icon and colour were checked against their lists on the way in. */
export function toCustomCategory(row: CategoryRow): CustomCategory {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon as CategoryIconName,
    color: row.color as CategoryColor,
  };
}
