import { lazy } from 'react';

/** The goal's reminders dialog, loaded when first opened (render it inside a Suspense boundary). */
export const GoalRemindersDialog = lazy(() =>
  import('./goal-reminders-dialog').then((module) => ({ default: module.GoalRemindersDialog })),
);
