// What other features and the routes use of the goals feature.
export { useCompleteGoal } from './api/complete-goal';
export { useDeleteGoal } from './api/delete-goal';
export { useGoal } from './api/get-goal';
export { isGoalLimitReached, usageQueryOptions, useUsage } from './api/get-usage';
export { GOALS_QUERY_KEY, prefetchGoals, useGoals } from './api/list-goals';
export { useRestoreGoal } from './api/restore-goal';
export { useUploadImage } from './api/upload-image';
export { CategoryBadge } from './components/category-badge';
export { type Celebration, ConfettiBurst } from './components/confetti-burst';
export { type GoalActions, goalCardId } from './components/goal-card';
export type { GoalFormTarget } from './components/goal-form-dialog';
export { GoalLimitWarning } from './components/goal-limit-warning';
export { GoalList } from './components/goal-list';
export { GoalTemplates } from './components/goal-templates';
export {
  DeleteGoalDialog,
  GoalFormDialog,
  GoalPickerDialog,
  Slideshow,
  SlideshowPickerDialog,
} from './components/lazy-dialogs';
export { UsageSummary } from './components/usage-summary';
export { goalsOf } from './lib/goal-lists';
export type { GoalTemplate } from './lib/templates';
