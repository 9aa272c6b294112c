import { ACTIVE_DAYS, ADMIN_TREND_DAYS, type AdminStats, type HealthCheck } from '../../../common/admin';
import { CATEGORIES, type Category } from '../../../common/goals';
import type { AppDeps } from '../../app-env';
import {
  countActiveUsers,
  countGoalsByCategoryAndStatus,
  countGoalsPerDay,
  countProUsers,
  countUsers,
  pingDatabase,
} from './admin-stats.repository';

/** How long counted figures are answered again: the overview is a glance, not a ledger. */
export const STATS_KEPT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

async function healthChecks(deps: Pick<AppDeps, 'database'>): Promise<HealthCheck[]> {
  try {
    return [{ name: 'database', status: 'ok', ms: Math.round(await pingDatabase(deps.database.db)) }];
  } catch {
    return [{ name: 'database', status: 'failing', ms: null }];
  }
}

async function countStats(deps: Pick<AppDeps, 'database'>, now: Date): Promise<AdminStats> {
  const { db } = deps.database;
  const days = lastDays(now, ADMIN_TREND_DAYS);
  const [totalUsers, premiumUsers, activeThisWeek, goals, perDay, checks] = await Promise.all([
    countUsers(db),
    countProUsers(db, now.toISOString()),
    countActiveUsers(db, new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString()),
    countGoalsByCategoryAndStatus(db),
    countGoalsPerDay(db, `${days[0]}T00:00:00.000Z`),
    healthChecks(deps),
  ]);
  const perCategory = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
  let totalGoals = 0;
  let completedGoals = 0;
  for (const row of goals) {
    totalGoals += row.count;
    if (row.status === 'completed') completedGoals += row.count;
    const category = row.category as Category;
    if (perCategory.has(category)) perCategory.set(category, (perCategory.get(category) ?? 0) + row.count);
  }
  const created = new Map(perDay.created.map((d) => [d.day, d.count]));
  const completed = new Map(perDay.completed.map((d) => [d.day, d.count]));
  return {
    totalUsers,
    totalGoals,
    completedGoals,
    premiumUsers,
    activeThisWeek,
    conversionRate: totalUsers ? Math.round((premiumUsers / totalUsers) * 1000) / 10 : 0,
    trends: days.map((date) => ({
      date,
      created: created.get(date) ?? 0,
      completed: completed.get(date) ?? 0,
    })),
    byCategory: [...perCategory]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count),
    health: { status: checks.every((c) => c.status !== 'failing') ? 'ok' : 'degraded', checks },
    countedAt: now.toISOString(),
  };
}

/** The overview's figures, counted at most once a minute per process (`fresh` counts now). */
export function adminStatsService(deps: Pick<AppDeps, 'database'>) {
  let kept: { stats: AdminStats; at: number } | undefined;
  let counting: Promise<AdminStats> | undefined;
  return {
    async stats(options: { fresh?: boolean } = {}): Promise<AdminStats> {
      const now = Date.now();
      if (!options.fresh && kept && now - kept.at < STATS_KEPT_MS) return kept.stats;
      // Admins opening the overview together share one count.
      counting ??= countStats(deps, new Date(now)).finally(() => {
        counting = undefined;
      });
      const stats = await counting;
      kept = { stats, at: now };
      return stats;
    },
  };
}

export type AdminStatsService = ReturnType<typeof adminStatsService>;
