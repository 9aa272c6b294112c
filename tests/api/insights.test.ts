import type { Category } from '@common/goals';
import type { Insights } from '@common/insights';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insightsSchema } from '../../src/common/api-responses';
import { dbBool } from '../../src/server/db/engine';
import { directUser } from '../support/direct-user';
import { createTestApp, type TestApp } from '../support/test-app';

/** "Today" for these tests: February, so the streak runs back across the new year. */
const NOW = new Date('2026-02-10T12:00:00.000Z');

type SeedGoal = {
  id: string;
  category: Category;
  created: string;
  updated?: string;
  completed?: string;
  target?: string;
};

const day = (date: string) => (date.length === 10 ? `${date}T00:00:00.000Z` : date);

describe(`progress insights on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Date is faked, so "this month" is fixed and sessions made now stay valid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  async function seedGoals(userId: string, goals: SeedGoal[]) {
    await t.db
      .insertInto('goal')
      .values(
        goals.map((g) => ({
          id: `${userId}-${g.id}`,
          userId,
          title: `Goal ${g.id}`,
          description: null,
          category: g.category,
          imageId: null,
          targetDate: g.target ?? null,
          status: g.completed ? ('completed' as const) : ('active' as const),
          completedAt: g.completed ? day(g.completed) : null,
          createdAt: day(g.created),
          updatedAt: day(g.updated ?? g.completed ?? g.created),
        })),
      )
      .execute();
  }

  async function seedMemory(userId: string, goalId: string, created: string, updated: string) {
    await t.db
      .insertInto('memory')
      .values({
        id: `mem-${userId}-${goalId}-${created}`,
        goalId: `${userId}-${goalId}`,
        userId,
        type: 'note',
        mediaId: null,
        content: '<p>A note</p>',
        caption: null,
        tags: '[]',
        isPublic: dbBool(t.db, false),
        createdAt: day(created),
        updatedAt: day(updated),
        takenDownAt: null,
        takenDownBy: null,
        takedownReason: null,
      })
      .execute();
  }

  async function seedMilestone(userId: string, goalId: string, created: string, updated: string) {
    await t.db
      .insertInto('milestone')
      .values({
        id: `ms-${userId}-${goalId}`,
        goalId: `${userId}-${goalId}`,
        userId,
        title: 'A step',
        done: dbBool(t.db, false),
        doneAt: null,
        dueDate: null,
        position: 1000,
        createdAt: day(created),
        updatedAt: day(updated),
      })
      .execute();
  }

  async function insightsOf(user: {
    client: { json: <T>(path: string) => Promise<{ status: number; body: T }> };
  }) {
    const res = await user.client.json<Insights>('/api/me/insights');
    expect(res.status).toBe(200);
    expect(insightsSchema.safeParse(res.body).success).toBe(true);
    return res.body;
  }

  it('answers the figures worked out by hand, counting only the caller’s own goals', async () => {
    const me = await directUser(t, { pro: true });
    await seedGoals(me.id, [
      // Completed: 41, 20, 30, 35, 30 and 10 days from creation, 166 in all, 27.7 on average.
      { id: 'g1', category: 'Travel', created: '2025-10-01', completed: '2025-11-11' },
      { id: 'g2', category: 'Travel', created: '2025-12-01', completed: '2025-12-21' },
      {
        id: 'g3',
        category: 'Sports',
        created: '2025-12-15T12:00:00.000Z',
        completed: '2026-01-14T12:00:00.000Z',
      },
      {
        id: 'g4',
        category: 'Learning',
        created: '2026-01-06',
        completed: '2026-02-10',
        target: '2026-03-15',
      },
      { id: 'g5', category: 'Travel', created: '2025-05-03', completed: '2025-06-02' },
      { id: 'g6', category: 'Learning', created: '2024-12-10', completed: '2024-12-20' },
      // Active.
      { id: 'a1', category: 'Travel', created: '2025-09-01', updated: '2026-01-20', target: '2026-03-01' },
      { id: 'a2', category: 'Sports', created: '2025-09-01', updated: '2026-02-01', target: '2026-02-10' },
      { id: 'a3', category: 'Travel', created: '2024-12-01', updated: '2025-01-01', target: '2026-01-31' },
      { id: 'a4', category: 'Sports', created: '2025-01-01', updated: '2025-02-01' },
      { id: 'a5', category: 'Health', created: '2025-02-01', updated: '2025-03-01' },
      { id: 'a6', category: 'Travel', created: '2025-06-01', updated: '2025-07-01', target: '2026-06-01' },
      { id: 'a7', category: 'Fitness', created: '2025-09-01', updated: '2026-01-10', target: '2026-04-01' },
      { id: 'a8', category: 'Fitness', created: '2025-09-01', updated: '2026-01-10', target: '2026-05-01' },
      { id: 'a9', category: 'Travel', created: '2025-09-01', updated: '2026-01-10', target: '2026-07-01' },
      // Updated just after the six-month line (2025-08-10T12:00Z): not quiet yet.
      { id: 'a10', category: 'Other', created: '2025-08-01', updated: '2025-08-11' },
    ]);
    // a3's last sign of life is an old memory's edit; a4 is old itself but a milestone moved lately.
    await seedMemory(me.id, 'a3', '2025-05-01', '2025-06-01');
    await seedMemory(me.id, 'a4', '2025-03-01', '2025-03-01');
    await seedMilestone(me.id, 'a4', '2025-02-01', '2026-01-05');
    await seedMemory(me.id, 'a5', '2025-04-01', '2025-04-01');

    // Someone else's goals, dated to land in every list if they were counted.
    const other = await directUser(t, { pro: true });
    await seedGoals(other.id, [
      { id: 'o1', category: 'Career', created: '2025-10-01', completed: '2025-10-02' },
      { id: 'o2', category: 'Travel', created: '2024-01-01', target: '2026-02-11' },
    ]);

    const insights = await insightsOf(me);
    expect(insights.totals).toEqual({ goals: 16, active: 10, completed: 6 });
    expect(insights.averageDaysToComplete).toBe(27.7);
    // February, January, December and November; none in October.
    expect(insights.streakMonths).toBe(4);
    expect(insights.completedPerMonth).toEqual([
      { month: '2025-03', count: 0 },
      { month: '2025-04', count: 0 },
      { month: '2025-05', count: 0 },
      { month: '2025-06', count: 1 },
      { month: '2025-07', count: 0 },
      { month: '2025-08', count: 0 },
      { month: '2025-09', count: 0 },
      { month: '2025-10', count: 0 },
      { month: '2025-11', count: 1 },
      { month: '2025-12', count: 1 },
      { month: '2026-01', count: 1 },
      { month: '2026-02', count: 1 },
    ]);
    expect(insights.byCategory).toEqual([
      { category: 'Travel', total: 7, completed: 3, rate: 3 / 7 },
      { category: 'Sports', total: 3, completed: 1, rate: 1 / 3 },
      { category: 'Fitness', total: 2, completed: 0, rate: 0 },
      { category: 'Learning', total: 2, completed: 2, rate: 1 },
      { category: 'Health', total: 1, completed: 0, rate: 0 },
      { category: 'Other', total: 1, completed: 0, rate: 0 },
    ]);
    // From today on, nearest first, five at most; past and completed ones are left out.
    expect(insights.upcoming).toEqual(
      [
        ['a2', '2026-02-10'],
        ['a1', '2026-03-01'],
        ['a7', '2026-04-01'],
        ['a8', '2026-05-01'],
        ['a6', '2026-06-01'],
      ].map(([id, targetDate]) => ({ goalId: `${me.id}-${id}`, title: `Goal ${id}`, targetDate })),
    );
    expect(insights.stale).toEqual(
      [
        ['a5', '2025-04-01'],
        ['a3', '2025-06-01'],
        ['a6', '2025-07-01'],
      ].map(([id, at]) => ({
        goalId: `${me.id}-${id}`,
        title: `Goal ${id}`,
        lastActivityAt: day(at as string),
      })),
    );
  });

  it('counts the streak up to last month while this month has no completion yet', async () => {
    const me = await directUser(t, { pro: true });
    await seedGoals(me.id, [
      { id: 'c1', category: 'Travel', created: '2025-01-01', completed: '2026-01-20' },
      { id: 'c2', category: 'Travel', created: '2025-01-01', completed: '2025-12-05' },
      { id: 'c3', category: 'Travel', created: '2025-01-01', completed: '2025-10-01' },
    ]);
    const insights = await insightsOf(me);
    expect(insights.streakMonths).toBe(2);
    expect(insights.completedPerMonth.at(-1)).toEqual({ month: '2026-02', count: 0 });
  });

  it('answers zeros and nulls before the first goal', async () => {
    const me = await directUser(t, { pro: true });
    const insights = await insightsOf(me);
    expect(insights).toEqual({
      completedPerMonth: insights.completedPerMonth.map((m) => ({ month: m.month, count: 0 })),
      byCategory: [],
      averageDaysToComplete: null,
      streakMonths: 0,
      upcoming: [],
      stale: [],
      totals: { goals: 0, active: 0, completed: 0 },
    });
    expect(insights.completedPerMonth.map((m) => m.month)).toHaveLength(12);
    expect(insights.completedPerMonth[0]?.month).toBe('2025-03');
  });

  it('refuses a free member with PRO_REQUIRED', async () => {
    const me = await directUser(t);
    const res = await me.client.json<{ error: { code: string } }>('/api/me/insights');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PRO_REQUIRED');
  });
});
