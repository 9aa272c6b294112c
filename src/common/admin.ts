import { z } from 'zod';
import { CATEGORIES, type Category, GOAL_STATUSES, type GoalStatus } from './goals';
import { NAME_MAX_LENGTH } from './limits';
import type { Plan, PlanSource } from './plans';
import { ROLES, type Role } from './roles';

/** The overview's trend chart covers this many days, today included. */
export const ADMIN_TREND_DAYS = 30;
/** "Active this week": a session used within this many days. */
export const ACTIVE_DAYS = 7;

export type AdminCheck = {
  success: true;
  data: {
    isAdmin: boolean;
    hasAccess: boolean;
    user: { id: string; email: string; name: string; role: Role };
  };
};

export type HealthCheck = { name: string; status: 'ok' | 'failing' | 'off'; ms: number | null };

export type AdminStats = {
  totalUsers: number;
  totalGoals: number;
  completedGoals: number;
  premiumUsers: number;
  activeThisWeek: number;
  /** Share of users on Pro, in percent with one decimal. */
  conversionRate: number;
  /** One entry per day (YYYY-MM-DD, UTC), oldest first, ADMIN_TREND_DAYS of them. */
  trends: { date: string; created: number; completed: number }[];
  /** Every category, most goals first. */
  byCategory: { category: Category; count: number }[];
  health: { status: 'ok' | 'degraded'; checks: HealthCheck[] };
  /** When these figures were counted (they are kept a minute). */
  countedAt: string;
};

export const ADMIN_USER_FILTERS = ['all', 'premium', 'admin', 'free', 'suspended'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 200;
export const SUSPEND_REASON_MAX = 500;

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  filter: z.enum(ADMIN_USER_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** A suspension: why (shown to the person), and until when (none: until lifted). */
export const suspendBodySchema = z.object({
  reason: z.string().trim().min(1).max(SUSPEND_REASON_MAX),
  until: z.iso.datetime().nullable().optional(),
});

/** Pro given (until a date, or with no end) or taken away by an administrator. */
export const premiumBodySchema = z.object({
  grant: z.boolean(),
  until: z.iso.datetime().nullable().optional(),
});

/** A super administrator's change of someone's role. */
export const roleBodySchema = z.object({ role: z.enum(ROLES) });

/** An administrator's correction of an account: its name, or whether its address counts as verified. */
export const adminUserPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH).optional(),
    emailVerified: z.boolean().optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.emailVerified !== undefined, {
    message: 'Send a name or emailVerified.',
  });

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  plan: Plan;
  planSource: PlanSource | null;
  proUntil: string | null;
  suspended: boolean;
  suspendedReason: string | null;
  suspendedUntil: string | null;
  goalCount: number;
  createdAt: string;
};

export type AdminUserPage = { data: AdminUser[]; count: number; page: number; pageSize: number };

export const adminGoalListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: z.enum(GOAL_STATUSES).optional(),
  category: z.enum(CATEGORIES).optional(),
  userId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminGoalListQuery = z.infer<typeof adminGoalListQuerySchema>;

export const adminGoalPatchSchema = z.object({ status: z.enum(GOAL_STATUSES) });

export type AdminGoal = {
  id: string;
  title: string;
  category: Category;
  status: GoalStatus;
  completedAt: string | null;
  createdAt: string;
  owner: { id: string; name: string; email: string };
};

export type AdminGoalPage = { data: AdminGoal[]; count: number; page: number; pageSize: number };

export const AUDIT_FILTER_MAX = 200;

/** The audit log's filters: who acted (email, name or id), on what (id or email) and how. */
export const auditLogQuerySchema = z.object({
  actor: z.string().trim().max(AUDIT_FILTER_MAX).optional(),
  target: z.string().trim().max(AUDIT_FILTER_MAX).optional(),
  action: z.string().trim().max(AUDIT_FILTER_MAX).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export type AuditRecord = {
  id: string;
  createdAt: string;
  action: string;
  /** null once the acting account is deleted: the record outlives it. */
  actor: { id: string; email: string | null; name: string | null };
  targetType: string;
  targetId: string | null;
  /** The target account's address when the target is an account that still exists. */
  targetEmail: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ipAddress: string | null;
};

export type AuditLogPage = { data: AuditRecord[]; count: number; page: number; pageSize: number };

/** A super administrator's change of feature switches: at least one of them. */
export const featureSwitchesBodySchema = z
  .object({
    registrationOpen: z.boolean().optional(),
    sharingEnabled: z.boolean().optional(),
    aiEnabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one switch.' });
export type FeatureSwitchesBody = z.infer<typeof featureSwitchesBodySchema>;
