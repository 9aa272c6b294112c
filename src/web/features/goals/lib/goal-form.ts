import {
  CATEGORIES,
  type Category,
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  type Goal,
  type GoalCreate,
  type GoalUpdate,
} from '@common/goals';
import type enGoals from '@web/locales/en/goals.json';
import { z } from 'zod';

/** Messages are keys of the goals catalog's `validation` group, translated where they are shown. */
export type GoalValidationKey = keyof (typeof enGoals)['validation'];
const message = (key: GoalValidationKey) => ({ error: key });

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The add/edit form: the server's rules (src/common/goals.ts) with translatable messages. */
export const goalFormSchema = z.object({
  title: z.string().trim().min(1, message('titleRequired')).max(GOAL_TITLE_MAX, message('titleTooLong')),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX, message('descriptionTooLong')),
  category: z.string().refine((value): boolean => isCategory(value), message('categoryRequired')),
  targetDate: z.string().refine((value) => value === '' || isCalendarDate(value), message('dateInvalid')),
});
export type GoalFormValues = z.infer<typeof goalFormSchema>;

export const EMPTY_GOAL_FORM: GoalFormValues = { title: '', description: '', category: '', targetDate: '' };

export function formValuesOf(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    category: goal.category,
    targetDate: goal.targetDate ?? '',
  };
}

/** Body of POST /api/bucket-list: empty optional fields are left out. */
export function toCreateInput(values: GoalFormValues, imageId: string | null): GoalCreate {
  if (!isCategory(values.category)) throw new Error('The form let an unknown category through');
  return {
    title: values.title,
    category: values.category,
    ...(values.description ? { description: values.description } : {}),
    ...(values.targetDate ? { targetDate: values.targetDate } : {}),
    ...(imageId ? { imageId } : {}),
  };
}

/** Body of PATCH /api/bucket-list/:id: only what changed; a cleared optional field is null. */
export function toPatch(goal: Goal, values: GoalFormValues, imageId: string | null): GoalUpdate {
  const patch: GoalUpdate = {};
  if (values.title !== goal.title) patch.title = values.title;
  if (isCategory(values.category) && values.category !== goal.category) patch.category = values.category;
  if (values.description !== (goal.description ?? '')) patch.description = values.description || null;
  if (values.targetDate !== (goal.targetDate ?? '')) patch.targetDate = values.targetDate || null;
  if (imageId !== goal.imageId) patch.imageId = imageId;
  return patch;
}
