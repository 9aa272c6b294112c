export { findAccessibleGoalId, type GoalAction, goalAccessibleBy } from './goals.repository';
export { goalsRoutes } from './goals.routes';
export { type GoalsService, goalsService } from './goals.service';
