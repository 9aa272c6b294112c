import { z } from 'zod';
import { goalCreateSchema } from './goal-schemas';
import { CATEGORIES, type Category, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from './goals';
import { MILESTONE_LIMIT } from './limits';
import { MILESTONE_TITLE_MAX } from './milestones';

/** A template carries the titles of at most as many milestones as a goal may have. */
export const TEMPLATE_MILESTONE_MAX = MILESTONE_LIMIT;

const milestoneTitle = z.string().trim().min(1, 'Title is required.').max(MILESTONE_TITLE_MAX);

/** Body of PATCH /api/templates/:id: the fields sent change; null or '' clears the description. */
export const templateUpdateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(GOAL_TITLE_MAX).optional(),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX).nullish(),
  category: z.enum(CATEGORIES, { message: 'Choose one of the categories.' }).optional(),
  milestoneTitles: z.array(milestoneTitle).max(TEMPLATE_MILESTONE_MAX).optional(),
});
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** Body of POST /api/templates/:id/goals: the new goal's own target date, if any (may be empty). */
export const templateUseSchema = z.object({ targetDate: goalCreateSchema.shape.targetDate });
export type TemplateUse = z.infer<typeof templateUseSchema>;

/** A member's template as the API answers it (dates ISO-8601). */
export type Template = {
  id: string;
  title: string;
  description: string | null;
  category: Category;
  imageId: string | null;
  imageUrl: string | null;
  thumbUrl: string | null;
  /** The milestones a goal started from it gets, in order. */
  milestoneTitles: string[];
  createdAt: string;
  updatedAt: string;
};

/** GET /api/templates: the member's templates, newest first (never more than the limit). */
export type TemplateList = { templates: Template[] };
