import type { Goal, GoalPage, GoalStatus } from '@common/goals';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** The cache of one paged goals list (`useInfiniteQuery`). */
export type GoalPages = InfiniteData<GoalPage, string | null>;

function mapItems(data: GoalPages, map: (items: Goal[], pageIndex: number) => Goal[]): GoalPages {
  return { ...data, pages: data.pages.map((page, index) => ({ ...page, items: map(page.items, index) })) };
}

export function withoutGoal(data: GoalPages, id: string): GoalPages {
  return mapItems(data, (items) => items.filter((goal) => goal.id !== id));
}

/** Puts the goal at the top of the list (lists are newest first), once. */
export function withGoalFirst(data: GoalPages, goal: Goal): GoalPages {
  const rest = withoutGoal(data, goal.id);
  return mapItems(rest, (items, index) => (index === 0 ? [goal, ...items] : items));
}

export function withGoalChanged(data: GoalPages, id: string, change: (goal: Goal) => Goal): GoalPages {
  return mapItems(data, (items) => items.map((goal) => (goal.id === id ? change(goal) : goal)));
}

/** Every goal in the loaded pages, in order. */
export function goalsOf(data: { pages: GoalPage[] } | undefined): Goal[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

function listStatusOf(key: QueryKey): GoalStatus | undefined {
  const params = key[2];
  if (typeof params !== 'object' || params === null) return undefined;
  const status = (params as { status?: unknown }).status;
  return status === 'active' || status === 'completed' ? status : undefined;
}

/** The category filter a list's key names, if any (see useGoals). */
function listFilterOf(key: QueryKey): ((goal: Goal) => boolean) | undefined {
  const { category, customCategory } = (key[2] ?? {}) as { category?: unknown; customCategory?: unknown };
  if (!category && !customCategory) return undefined;
  return (goal) =>
    (!category || goal.category === category) &&
    (!customCategory || goal.customCategory?.id === customCategory);
}

/**
 * Rewrites every cached goals list under `prefix`, telling the editor which status the list
 * holds; a list filtered by category then keeps only the goals of that category. Single-goal
 * entries under the same prefix are left alone.
 */
export function editGoalLists(
  client: QueryClient,
  prefix: QueryKey,
  edit: (data: GoalPages, status: GoalStatus) => GoalPages,
): void {
  for (const [key, data] of client.getQueriesData<GoalPages>({ queryKey: prefix })) {
    const status = listStatusOf(key);
    if (!status || !data?.pages) continue;
    const edited = edit(data, status);
    const matches = listFilterOf(key);
    client.setQueryData<GoalPages>(
      key,
      matches ? mapItems(edited, (items) => items.filter(matches)) : edited,
    );
  }
}

/** A goal as it will look once the server has marked it completed or active again. */
export function asCompleted(goal: Goal, now: Date = new Date()): Goal {
  const at = now.toISOString();
  return { ...goal, status: 'completed', completedAt: at, updatedAt: at };
}

export function asActive(goal: Goal, now: Date = new Date()): Goal {
  return { ...goal, status: 'active', completedAt: null, updatedAt: now.toISOString() };
}

/** Moves a goal between the lists: out of the other status, onto the top of its own. */
export function moveGoal(client: QueryClient, prefix: QueryKey, goal: Goal): void {
  editGoalLists(client, prefix, (data, status) =>
    status === goal.status ? withGoalFirst(data, goal) : withoutGoal(data, goal.id),
  );
}
