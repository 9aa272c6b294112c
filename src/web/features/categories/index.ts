// What other features and the routes use of the categories feature.
export { categoriesQueryOptions, useCategories } from './api/list-categories';
export { CategoryFilter, type CategoryFilterValue } from './components/category-filter';
export { CustomCategoryBadge } from './components/custom-category-badge';
export { GoalCategoryField } from './components/goal-category-field';
export { CategoriesDialog } from './components/lazy-dialog';
