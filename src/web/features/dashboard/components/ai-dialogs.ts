import { lazy } from 'react';

/*
 * The AI tools' dialogs, loaded with the AI feature when one first opens (render them inside a
 * Suspense boundary): the dashboard's first paint needs none of it.
 */

export const ClarityDialog = lazy(() =>
  import('@web/features/ai').then((module) => ({ default: module.ClarityDialog })),
);
export const TravelDialog = lazy(() =>
  import('@web/features/ai').then((module) => ({ default: module.TravelDialog })),
);
