import { z } from 'zod';
import { goalCreateSchema } from './goal-schemas';
import type { Goal } from './goals';
import { MILESTONE_LIMIT } from './limits';
import { idSchema } from './params';

export const MILESTONE_TITLE_MAX = 200;

/** A due date checks like a goal's target date: YYYY-MM-DD in a year both engines store. */
const dueDate = goalCreateSchema.shape.targetDate;

const title = z.string().trim().min(1, 'Title is required.').max(MILESTONE_TITLE_MAX);

/** Body of POST /api/bucket-list/:id/milestones; the new milestone goes last. */
export const milestoneCreateSchema = z.object({ title, dueDate });
export type MilestoneCreate = z.infer<typeof milestoneCreateSchema>;

/** Body of PATCH /api/milestones/:id: the fields sent change; `done` sets or clears doneAt, null clears the due date. */
export const milestoneUpdateSchema = z.object({
  title: title.optional(),
  done: z.boolean().optional(),
  dueDate,
});
export type MilestoneUpdate = z.infer<typeof milestoneUpdateSchema>;

/** Body of PUT /api/bucket-list/:id/milestones/order: every milestone of the goal once, in the new order. */
export const milestoneOrderSchema = z.object({
  ids: z
    .array(idSchema)
    .max(MILESTONE_LIMIT)
    .refine((ids) => new Set(ids).size === ids.length, 'Each milestone may appear once.'),
});
export type MilestoneOrder = z.infer<typeof milestoneOrderSchema>;

/** A milestone as the API answers it (doneAt ISO-8601, dueDate YYYY-MM-DD). */
export type Milestone = {
  id: string;
  title: string;
  done: boolean;
  doneAt: string | null;
  dueDate: string | null;
};

/** GET /api/bucket-list/:id/milestones and the answer of a reorder: the goal's milestones in order. */
export type MilestoneList = { milestones: Milestone[] };

/** How far a goal is: milestones done of all its milestones (0 of 0 when it has none). */
export type MilestoneProgress = NonNullable<Goal['progress']>;
