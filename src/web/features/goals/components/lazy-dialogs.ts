import { lazy } from 'react';

/*
 * The goals dialogs, each loaded when first opened (render them inside a Suspense boundary): the
 * goal form alone brings zod and react-hook-form, which the dashboard's first paint does not need.
 */

export const GoalFormDialog = lazy(() =>
  import('./goal-form-dialog').then((module) => ({ default: module.GoalFormDialog })),
);
export const GoalPickerDialog = lazy(() =>
  import('./goal-picker-dialog').then((module) => ({ default: module.GoalPickerDialog })),
);
export const SlideshowPickerDialog = lazy(() =>
  import('./slideshow-picker-dialog').then((module) => ({ default: module.SlideshowPickerDialog })),
);
export const Slideshow = lazy(() => import('./slideshow').then((module) => ({ default: module.Slideshow })));
export const DeleteGoalDialog = lazy(() =>
  import('./delete-goal-dialog').then((module) => ({ default: module.DeleteGoalDialog })),
);
