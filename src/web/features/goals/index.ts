// What other features and the routes use of the goals feature.
export { useCompleteGoal } from './api/complete-goal';
export { useDeleteGoal } from './api/delete-goal';
export { isGoalLimitReached, useUsage } from './api/get-usage';
export { useGoals } from './api/list-goals';
export { useRestoreGoal } from './api/restore-goal';
export { type Celebration, ConfettiBurst } from './components/confetti-burst';
export { DeleteGoalDialog } from './components/delete-goal-dialog';
export type { GoalActions } from './components/goal-card';
export { GoalFormDialog, type GoalFormTarget } from './components/goal-form-dialog';
export { GoalLimitWarning } from './components/goal-limit-warning';
export { GoalList } from './components/goal-list';
export { GoalPickerDialog } from './components/goal-picker-dialog';
export { GoalTemplates } from './components/goal-templates';
export { Slideshow } from './components/slideshow';
export { SlideshowPickerDialog } from './components/slideshow-picker-dialog';
export { UsageSummary } from './components/usage-summary';
export { goalsOf } from './lib/goal-lists';
export type { GoalTemplate } from './lib/templates';
