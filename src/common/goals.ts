import type { GoalMember, GoalPerson, GoalRole } from './collaboration';
import type { CustomCategory } from './custom-categories';
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
