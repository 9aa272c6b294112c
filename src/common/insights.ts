import { z } from 'zod';
import { CATEGORIES, type Category } from './goals';

/**
 * Progress insights (Pro, the plan feature 'analytics'): what a member has done with their list,
 * month by month and per category, and which dreams are near or have gone quiet.
 */

/** The months of the completion chart: this UTC month and the eleven before it. */
export const INSIGHTS_MONTHS = 12;
/** How many goals the "upcoming" and "still dreaming" lists show. */
export const INSIGHTS_LIST_SIZE = 5;
/** An active goal without any activity for this many months is asked about ("still dreaming?"). */
export const STALE_AFTER_MONTHS = 6;

/** A calendar month, `YYYY-MM` (UTC). */
export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const monthCountSchema = z.object({ month: monthKeySchema, count: z.number().int() });
export const categoryInsightSchema = z.object({
  category: z.enum(CATEGORIES),
  total: z.number().int(),
  completed: z.number().int(),
  rate: z.number().describe('completed / total, from 0 to 1.'),
});
export const upcomingGoalSchema = z.object({
  goalId: z.string(),
  title: z.string(),
  targetDate: z.iso.date(),
});
export const staleGoalSchema = z.object({
  goalId: z.string(),
  title: z.string(),
  lastActivityAt: z.iso.datetime().describe('The latest change to the goal, its memories or milestones.'),
});
export const insightTotalsSchema = z.object({
  goals: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
});

export type MonthCount = { month: string; count: number };
export type CategoryInsight = { category: Category; total: number; completed: number; rate: number };
export type UpcomingGoal = { goalId: string; title: string; targetDate: string };
export type StaleGoal = { goalId: string; title: string; lastActivityAt: string };

/** GET /api/me/insights. */
export type Insights = {
  /** Oldest first, zero months included. */
  completedPerMonth: MonthCount[];
  /** Categories with at least one goal, most goals first. */
  byCategory: CategoryInsight[];
  /** Mean days from creating to completing a goal, one decimal; null before the first completion. */
  averageDaysToComplete: number | null;
  /** Consecutive months with a completion, up to this month (or last month while this one has none). */
  streakMonths: number;
  /** Active goals with the nearest target dates from today on. */
  upcoming: UpcomingGoal[];
  /** Active goals without activity for STALE_AFTER_MONTHS months, the quietest first. */
  stale: StaleGoal[];
  totals: { goals: number; active: number; completed: number };
};

/** `YYYY-MM` of a date, in UTC. */
export function monthKeyOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month `offset` months from `month` (`YYYY-MM`), e.g. shiftMonth('2026-01', -1) = '2025-12'. */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthKeyOf(new Date(Date.UTC(year, monthNumber - 1 + offset, 1)));
}
