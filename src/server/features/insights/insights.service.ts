import {
  INSIGHTS_LIST_SIZE,
  INSIGHTS_MONTHS,
  type Insights,
  type MonthCount,
  monthKeyOf,
  STALE_AFTER_MONTHS,
  shiftMonth,
} from '../../../common/insights';
import type { AppDeps } from '../../app-env';
import { toIso } from '../../db/dates';
import { requirePro } from '../plans';
import {
  countByCategory,
  countCompletionsPerMonth,
  nearestTargetDates,
  quietGoals,
} from './insights.repository';

type InsightsDeps = Pick<AppDeps, 'database'>;

/** The same instant `months` calendar months earlier (UTC; the day is kept where the month has it). */
function monthsBefore(now: Date, months: number): Date {
  const shifted = new Date(now);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
}

/** This month and the ones before it, oldest first, with the months without a completion at 0. */
export function lastMonths(perMonth: readonly MonthCount[], thisMonth: string, months: number): MonthCount[] {
  const counts = new Map(perMonth.map((m) => [m.month, m.count]));
  return Array.from({ length: months }, (_, i) => {
    const month = shiftMonth(thisMonth, i - (months - 1));
    return { month, count: counts.get(month) ?? 0 };
  });
}

/**
 * Consecutive months with a completion, counted back from this month; a month without one yet
 * does not break the streak until it is over, so the count starts from last month then.
 */
export function streakOf(monthsWithCompletions: ReadonlySet<string>, thisMonth: string): number {
  let month = monthsWithCompletions.has(thisMonth) ? thisMonth : shiftMonth(thisMonth, -1);
  let streak = 0;
  while (monthsWithCompletions.has(month)) {
    streak += 1;
    month = shiftMonth(month, -1);
  }
  return streak;
}

/** A member's progress insights, Pro only. */
export function insightsService({ database }: InsightsDeps) {
  const { db } = database;

  return {
    async insights(userId: string, now: Date = new Date()): Promise<Insights> {
      await requirePro(db, userId, 'analytics');
      const thisMonth = monthKeyOf(now);
      const today = now.toISOString().slice(0, 10);
      const staleBefore = monthsBefore(now, STALE_AFTER_MONTHS).toISOString();
      const [categories, perMonth, upcoming, stale] = await Promise.all([
        countByCategory(db, userId),
        countCompletionsPerMonth(db, userId),
        nearestTargetDates(db, userId, today, INSIGHTS_LIST_SIZE),
        quietGoals(db, userId, staleBefore, INSIGHTS_LIST_SIZE),
      ]);

      const goals = categories.reduce((sum, c) => sum + c.total, 0);
      const completed = categories.reduce((sum, c) => sum + c.completed, 0);
      const days = categories.reduce((sum, c) => sum + c.days, 0);
      const completedWithDate = perMonth.reduce((sum, m) => sum + m.count, 0);
      return {
        completedPerMonth: lastMonths(perMonth, thisMonth, INSIGHTS_MONTHS),
        byCategory: categories
          .map(({ category, total, completed }) => ({
            category,
            total,
            completed,
            rate: total === 0 ? 0 : completed / total,
          }))
          .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
        averageDaysToComplete:
          completedWithDate === 0 ? null : Math.round((days / completedWithDate) * 10) / 10,
        streakMonths: streakOf(new Set(perMonth.map((m) => m.month)), thisMonth),
        upcoming: upcoming.map((g) => ({ goalId: g.id, title: g.title, targetDate: g.targetDate })),
        stale: stale.map((g) => ({ goalId: g.id, title: g.title, lastActivityAt: toIso(g.lastActivityAt) })),
        totals: { goals, active: goals - completed, completed },
      };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
