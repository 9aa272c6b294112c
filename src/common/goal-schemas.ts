import { z } from 'zod';
import {
  CATEGORIES,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  GOAL_DESCRIPTION_MAX,
  GOAL_STATUSES,
  GOAL_TITLE_MAX,
  GOALS_PAGE_SIZE_DEFAULT,
  GOALS_PAGE_SIZE_MAX,
} from './goals';
import { idSchema } from './params';

// The goal requests' schemas, apart from goals.ts: the app's first screen reads its constants
// and types without loading zod or building these.

const isoDate = z.iso
  .date({ message: 'Use the date format YYYY-MM-DD.' })
  .refine((value) => Number(value.slice(0, 4)) >= DATE_YEAR_MIN, {
    message: `Use a year from ${DATE_YEAR_MIN} to ${DATE_YEAR_MAX}.`,
  });

/** Body of POST /api/bucket-list. */
export const goalCreateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(GOAL_TITLE_MAX),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX).nullish(),
  category: z.enum(CATEGORIES, { message: 'Choose one of the categories.' }),
  targetDate: isoDate.nullish(),
  imageId: z.string().min(1).max(64).nullish(),
  /** One of the member's own categories (Pro), shown besides `category`; null takes it off. */
  customCategoryId: idSchema.nullish(),
});
export type GoalCreate = z.infer<typeof goalCreateSchema>;

/** Body of PATCH /api/bucket-list/:id, a subset of the fields; null clears an optional one. */
export const goalUpdateSchema = goalCreateSchema.partial();
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

/** What a goal-list cursor holds: the last item's creation time (a year both engines store) and id. */
export const goalCursorKeySchema = z.tuple([
  z.iso.datetime().refine((value) => Number(value.slice(0, 4)) >= DATE_YEAR_MIN),
  idSchema,
]);

function decodeCursorText(text: string): unknown {
  try {
    return JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return undefined;
  }
}

/**
 * The opaque `cursor` of GET /api/bucket-list: base64url of JSON `[createdAt, id]`, as the server
 * wrote it in `nextCursor`. Checked at the edge, so a forged or truncated one is a 400.
 */
export const goalCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, 'The cursor is not valid.')
  // Empty means the first page, as when there is no cursor at all.
  .refine(
    (text) => text === '' || goalCursorKeySchema.safeParse(decodeCursorText(text)).success,
    'The cursor is not valid.',
  );

/** Query of GET /api/bucket-list. */
export const goalListQuerySchema = z.object({
  status: z.enum(GOAL_STATUSES).optional(),
  /** Only goals of this built-in category. */
  category: z.enum(CATEGORIES).optional(),
  /** Only goals carrying this own category (its id). */
  customCategory: idSchema.optional(),
  cursor: goalCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(GOALS_PAGE_SIZE_MAX).default(GOALS_PAGE_SIZE_DEFAULT),
});
