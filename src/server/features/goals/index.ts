export { answerByTag, answerCache } from './answer-cache';
export { findAccessibleGoalId, goalAccessibleBy } from './goals.repository';
export { goalsRoutes } from './goals.routes';
export { type GoalsService, goalsService } from './goals.service';
export { listVersionOf, weakEtag } from './list-version';
