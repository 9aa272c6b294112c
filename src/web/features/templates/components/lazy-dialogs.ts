import { lazy } from 'react';

/** The dialogs load when first opened (render them inside a Suspense boundary). */
export const SaveTemplateDialog = lazy(() =>
  import('./save-template-dialog').then((module) => ({ default: module.SaveTemplateDialog })),
);
export const EditTemplateDialog = lazy(() =>
  import('./edit-template-dialog').then((module) => ({ default: module.EditTemplateDialog })),
);
