// What other features use of the milestones feature.
export { MilestonesDialog } from './components/lazy-dialog';
export { MilestoneProgress } from './components/milestone-progress';
export type { MilestonesDialogProps } from './components/milestones-dialog';
