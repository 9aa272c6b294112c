import { type AiClarifiedGoal, CLARITY_FIRST_STEPS_MAX } from '@common/ai';
import { GOAL_DESCRIPTION_MAX } from '@common/goals';
import type { SuggestedGoal } from '../api/add-idea';

/**
 * The goal to save from the coach's proposal. A goal has no field for first steps, so they go
 * at the end of its description under their heading, where the user reads them on the goal.
 */
export function clarifiedGoalToSave(goal: AiClarifiedGoal, firstStepsHeading: string): SuggestedGoal {
  const steps = goal.firstSteps
    .map((step) => step.trim())
    .filter((step) => step !== '')
    .slice(0, CLARITY_FIRST_STEPS_MAX);
  const parts = [goal.description.trim()];
  if (steps.length > 0) parts.push([`${firstStepsHeading}:`, ...steps.map((step) => `- ${step}`)].join('\n'));
  const description = parts.filter((part) => part !== '').join('\n\n');
  return {
    title: goal.title,
    // Past the goal's limit the save would be refused; the last steps give way first.
    description:
      description.length <= GOAL_DESCRIPTION_MAX
        ? description
        : `${description.slice(0, GOAL_DESCRIPTION_MAX - 1)}…`,
    category: goal.category,
    ...(goal.targetDate ? { targetDate: goal.targetDate } : {}),
  };
}
