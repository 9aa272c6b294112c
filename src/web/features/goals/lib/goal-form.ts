import { type GoalCreate, type GoalUpdate, goalCreateSchema } from '@common/goal-schemas';
import { CATEGORIES, type Category, type Goal } from '@common/goals';
import type enGoals from '@web/locales/en/goals.json';
import { z } from 'zod';

/** Messages are keys of the goals catalog's `validation` group, translated where they are shown. */
export type GoalValidationKey = keyof (typeof enGoals)['validation'];

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

/** The form's fields as typed: empty text is "not set", an empty category is "not chosen yet". */
const goalFormFields = z.object({
  title: z.string().trim(),
  description: z.string().trim(),
  category: z.string(),
  targetDate: z.string(),
  /** One of the member's own categories by id; empty for none. */
  customCategoryId: z.string(),
});

/** Which catalog key tells the user about a refusal of each field. */
const goalFieldKeys: Record<keyof GoalCreate, (issue: z.core.$ZodIssue) => GoalValidationKey | null> = {
  title: (issue) => (issue.code === 'too_big' ? 'titleTooLong' : 'titleRequired'),
  description: () => 'descriptionTooLong',
  category: () => 'categoryRequired',
  targetDate: () => 'dateInvalid',
  imageId: () => null,
  // Chosen from a list, never typed: a refusal comes from the server, shown as its error.
  customCategoryId: () => null,
};

/**
 * The add/edit form: its values are judged by the server's own schema (src/common/goals.ts), so
 * limits, categories and date rules cannot drift; each refusal becomes a catalog key.
 */
export const goalFormSchema = goalFormFields.check((ctx) => {
  const { description, targetDate, customCategoryId, ...rest } = ctx.value;
  const parsed = goalCreateSchema.safeParse({
    ...rest,
    description: description || null,
    targetDate: targetDate || null,
    customCategoryId: customCategoryId || null,
  });
  const keyed = new Set<string>();
  for (const issue of parsed.error?.issues ?? []) {
    // Every refusal of an object schema names the field it is about.
    const field = issue.path[0] as keyof GoalCreate;
    const key = goalFieldKeys[field](issue);
    // One message a field: the first refusal is the one to fix first.
    if (!key || keyed.has(field)) continue;
    keyed.add(field);
    ctx.issues.push({ code: 'custom', path: [field], message: key, input: ctx.value });
  }
});
export type GoalFormValues = z.infer<typeof goalFormSchema>;

export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  category: '',
  targetDate: '',
  customCategoryId: '',
};

export function formValuesOf(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    category: goal.category,
    targetDate: goal.targetDate ?? '',
    customCategoryId: goal.customCategory?.id ?? '',
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
    ...(values.customCategoryId ? { customCategoryId: values.customCategoryId } : {}),
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
  if (values.customCategoryId !== (goal.customCategory?.id ?? '')) {
    patch.customCategoryId = values.customCategoryId || null;
  }
  return patch;
}
