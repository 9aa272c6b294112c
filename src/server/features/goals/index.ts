export { type AnswerCache, answerByTag, answerCache, keptAnswerByTag } from './answer-cache';
export { mediaOpenedByGoals, sharingOfGoals } from './goal-sharing';
export {
  countGoalsOf,
  findAccessibleGoalId,
  goalAccessibleBy,
  type Progress,
  progressIn,
  progressOfGoals,
} from './goals.repository';
export { earlyFirstPage, goalsRoutes } from './goals.routes';
export { type GoalsService, goalsService } from './goals.service';
export { listVersionOf, weakEtag } from './list-version';
