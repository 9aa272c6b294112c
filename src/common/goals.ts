import { z } from 'zod';
import type { GoalMember, GoalPerson, GoalRole } from './collaboration';
import type { CustomCategory } from './custom-categories';
import { idSchema } from './params';
import type { Entitlements, Plan, PlanSource } from './plans';

/** The goal categories, in the order the picker shows them. */
export const CATEGORIES = [
  'Adventure',
  'Career',
  'Creativity',
  'Experiences',
  'Finance',
  'Fitness',
  'Health',
  'Learning',
  'Other',
  'Personal',
  'PersonalGrowth',
  'Relationships',
  'Skills',
  'Sports',
  'Travel',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const GOAL_STATUSES = ['active', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const GOALS_PAGE_SIZE_DEFAULT = 50;
export const GOALS_PAGE_SIZE_MAX = 100;

/** Years both database engines store as dates (PostgreSQL has no year 0). */
export const DATE_YEAR_MIN = 1000;
export const DATE_YEAR_MAX = 9999;

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

/** A goal as the API answers it (dates ISO-8601, targetDate YYYY-MM-DD). */
export type Goal = {
  id: string;
  title: string;
  description: string | null;
  category: Category;
  imageId: string | null;
  imageUrl: string | null;
  thumbUrl: string | null;
  targetDate: string | null;
  status: GoalStatus;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Its milestones done of all its milestones (0 of 0 without any). */
  progress: { done: number; total: number };
  /** The owner's own category the goal carries besides `category`, or null. */
  customCategory: CustomCategory | null;
  /** The viewer's part in the goal: 'owner', or the role a shared goal's owner gave them. */
  role: GoalRole;
  /** The owner, on a goal someone shared with the viewer; null on their own goals. */
  sharedBy: GoalPerson | null;
  /** Everyone on a shared goal, owner first; empty while the owner shares it with nobody. */
  members: GoalMember[];
};

export type GoalPage = { items: Goal[]; nextCursor: string | null };

/**
 * GET /api/me/usage. A limit is null when the plan has none. `entitlements` is the server's one
 * answer to "what may this user do"; the client never works it out itself.
 */
export type Usage = {
  plan: Plan;
  planSource: PlanSource | null;
  /** ISO date when Pro ends by itself, or null. */
  proUntil: string | null;
  goalCount: number;
  completedCount: number;
  goalLimit: number | null;
  storageBytes: number;
  storageLimit: number | null;
  entitlements: Entitlements;
};
