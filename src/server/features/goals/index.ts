export { answerCache } from './answer-cache';
export { findAccessibleGoalId, goalAccessibleBy } from './goals.repository';
export { goalsRoutes } from './goals.routes';
export { type GoalsService, goalsService } from './goals.service';
export { listVersionOf, notModified, weakEtag } from './list-version';
