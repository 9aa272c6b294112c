import { lazy } from 'react';

/** The milestones dialog, loaded when first opened (render it inside a Suspense boundary). */
export const MilestonesDialog = lazy(() =>
  import('./milestones-dialog').then((module) => ({ default: module.MilestonesDialog })),
);
