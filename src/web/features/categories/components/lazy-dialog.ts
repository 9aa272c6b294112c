import { lazy } from 'react';

/** The "My categories" dialog loads when first opened. */
export const CategoriesDialog = lazy(() =>
  import('./categories-dialog').then((module) => ({ default: module.CategoriesDialog })),
);
