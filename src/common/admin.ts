import type { Category } from './goals';
import type { Role } from './roles';

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
