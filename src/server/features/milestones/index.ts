export { insertMilestonesOfNewGoal } from './milestones.repository';
export { goalMilestonesRoutes, milestonesRoutes } from './milestones.routes';
export { type MilestonesService, milestonesService } from './milestones.service';
