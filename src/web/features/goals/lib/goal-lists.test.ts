import { ERRORS } from '@common/errors';
import type { Goal } from '@common/goals';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-error';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { describe, expect, it, vi } from 'vitest';
import { applyGoalPatch } from '../api/update-goal';
import { optimisticGoalWrite } from '../hooks/use-optimistic-goal-mutation';
import { describeGoalError, retryUnlessRefused } from './goal-errors';
import {
  asActive,
  asCompleted,
  editGoalLists,
  type GoalPages,
  goalsOf,
  moveGoal,
  withGoalChanged,
  withGoalFirst,
  withoutGoal,
} from './goal-lists';

const goal = (id: string, fields: Partial<Goal> = {}): Goal =>
  goalFixture({ id, title: `Goal ${id}`, category: 'Travel', targetDate: null, ...fields });

const pages = (...lists: Goal[][]): GoalPages => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i + 1}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `c${i}`)),
});

const ids = (data: GoalPages | undefined) => goalsOf(data).map((g) => g.id);
const ACTIVE = ['api', 'bucket-list', { status: 'active' }] as const;
const COMPLETED = ['api', 'bucket-list', { status: 'completed' }] as const;
const USAGE = ['api', 'me', 'usage'] as const;

describe('goal list edits', () => {
  it('removes, prepends once and changes goals across pages', () => {
    const data = pages([goal('a'), goal('b')], [goal('c')]);
    expect(ids(withoutGoal(data, 'c'))).toEqual(['a', 'b']);
    expect(ids(withGoalFirst(data, goal('c')))).toEqual(['c', 'a', 'b']);
    expect(goalsOf(withGoalChanged(data, 'b', (g) => ({ ...g, title: 'New' })))[1]?.title).toBe('New');
    expect(withoutGoal(data, 'a').pages[1]?.nextCursor).toBeNull();
    expect(data.pages[0]?.items).toHaveLength(2);
  });

  it('moves a completed goal between the cached lists and leaves other entries alone', () => {
    const client = new QueryClient();
    client.setQueryData(ACTIVE, pages([goal('a'), goal('b')]));
    client.setQueryData(COMPLETED, pages([goal('z', { status: 'completed' })]));
    client.setQueryData(['api', 'bucket-list', 'a'], goal('a'));
    const done = asCompleted(goal('b'), new Date('2026-05-05T10:00:00Z'));
    moveGoal(client, ['api', 'bucket-list'], done);
    expect(ids(client.getQueryData(ACTIVE))).toEqual(['a']);
    expect(ids(client.getQueryData(COMPLETED))).toEqual(['b', 'z']);
    expect(goalsOf(client.getQueryData<GoalPages>(COMPLETED))[0]).toMatchObject({
      status: 'completed',
      completedAt: '2026-05-05T10:00:00.000Z',
    });
    moveGoal(client, ['api', 'bucket-list'], asActive(done));
    expect(ids(client.getQueryData(ACTIVE))).toEqual(['b', 'a']);
    expect(client.getQueryData(['api', 'bucket-list', 'a'])).toEqual(goal('a'));
  });

  it('keeps a list filtered by category to the goals of that category, whatever the edit', () => {
    const client = new QueryClient();
    const hikes = { id: 'c1', name: 'Hikes', icon: 'mountain', color: 'green' } as const;
    const BY_OWN = ['api', 'bucket-list', { status: 'active', customCategory: 'c1' }] as const;
    const BY_BUILT_IN = ['api', 'bucket-list', { status: 'active', category: 'Sports' }] as const;
    client.setQueryData(BY_OWN, pages([goal('a', { customCategory: hikes })]));
    client.setQueryData(BY_BUILT_IN, pages([goal('s', { category: 'Sports' })]));
    // A new goal of another category does not join the filtered lists.
    moveGoal(client, ['api', 'bucket-list'], goal('n'));
    expect(ids(client.getQueryData(BY_OWN))).toEqual(['a']);
    expect(ids(client.getQueryData(BY_BUILT_IN))).toEqual(['s']);
    // One given the category does; one that loses it leaves.
    moveGoal(client, ['api', 'bucket-list'], goal('b', { customCategory: hikes }));
    expect(ids(client.getQueryData(BY_OWN))).toEqual(['b', 'a']);
    editGoalLists(client, ['api', 'bucket-list'], (data) =>
      withGoalChanged(data, 'a', (g) => applyGoalPatch(g, { customCategoryId: null })),
    );
    expect(ids(client.getQueryData(BY_OWN))).toEqual(['b']);
    // The patch shows the category it names, when the client knows it.
    expect(applyGoalPatch(goal('x'), { customCategoryId: 'c1' }, hikes).customCategory).toEqual(hikes);
  });

  it('patches what the client can know, image addresses included', () => {
    const before = goal('a', { imageId: 'm1', imageUrl: '/media/m1', thumbUrl: '/media/m1/thumb' });
    expect(applyGoalPatch(before, { title: 'T', description: null, imageId: 'm2' })).toMatchObject({
      title: 'T',
      description: null,
      imageUrl: '/media/m2',
      thumbUrl: '/media/m2/thumb',
    });
    expect(applyGoalPatch(before, { imageId: null })).toMatchObject({ imageId: null, thumbUrl: null });
  });

  it('edits only lists', () => {
    const client = new QueryClient();
    client.setQueryData(ACTIVE, pages([goal('a')]));
    const edit = vi.fn((data: GoalPages) => data);
    editGoalLists(client, ['api', 'bucket-list'], edit);
    expect(edit).toHaveBeenCalledWith(expect.anything(), 'active');
    expect(edit).toHaveBeenCalledTimes(1);
  });
});

describe('optimistic goal writes', () => {
  const run = async <T>(client: QueryClient, options: ReturnType<typeof optimisticGoalWrite<Goal, T>>) =>
    client
      .getMutationCache()
      .build(client, { ...options, retry: false })
      .execute(goal('b'));

  it('shows the change at once and refetches lists and usage afterwards', async () => {
    const client = new QueryClient();
    client.setQueryData(ACTIVE, pages([goal('a'), goal('b')]));
    client.setQueryData(USAGE, { goalCount: 2 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    let seenDuringRequest: string[] = [];
    await run(
      client,
      optimisticGoalWrite(client, {
        mutationFn: async (g: Goal) => {
          seenDuringRequest = ids(client.getQueryData(ACTIVE));
          return g;
        },
        applyOptimistic: (c, g) => editGoalLists(c, ['api', 'bucket-list'], (d) => withoutGoal(d, g.id)),
        onFailure: () => {},
      }),
    );
    expect(seenDuringRequest).toEqual(['a']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['api', 'bucket-list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: USAGE });
  });

  it('puts the lists back and reports the failure', async () => {
    const client = new QueryClient();
    const before = pages([goal('a'), goal('b')]);
    client.setQueryData(ACTIVE, before);
    const onFailure = vi.fn();
    const failure = new ApiError({ status: 404, statusText: 'Not Found', detail: '', code: 'NOT_FOUND' });
    await run(
      client,
      optimisticGoalWrite(client, {
        mutationFn: () => Promise.reject(failure),
        applyOptimistic: (c, g) => editGoalLists(c, ['api', 'bucket-list'], (d) => withoutGoal(d, g.id)),
        onFailure,
      }),
    ).catch(() => undefined);
    expect(ids(client.getQueryData(ACTIVE))).toEqual(['a', 'b']);
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});

describe('goal errors', () => {
  const apiError = (status: number, code?: string, serverMessage?: string) =>
    new ApiError({ status, statusText: '', detail: '', code, serverMessage });

  it('translates known codes and statuses, else passes the server message on', () => {
    expect(describeGoalError(apiError(422, 'GOAL_LIMIT_REACHED', ERRORS.GOAL_LIMIT_REACHED.message))).toEqual(
      {
        key: 'GOAL_LIMIT_REACHED',
      },
    );
    expect(describeGoalError(apiError(413))).toEqual({ key: 'FILE_TOO_LARGE' });
    // Every catalogue code has a translated text; the server's words only for a code we do not know.
    expect(describeGoalError(apiError(409, 'CONFLICT', 'Changed elsewhere.'))).toEqual({ key: 'CONFLICT' });
    expect(describeGoalError(apiError(400, 'SOMETHING_NEW', 'New rule.'))).toEqual({ text: 'New rule.' });
    expect(describeGoalError(apiError(500, 'INTERNAL_ERROR', 'stack'))).toEqual({ key: 'INTERNAL_ERROR' });
    expect(describeGoalError(apiError(502, undefined, 'Bad gateway'))).toEqual({ key: 'generic' });
    expect(describeGoalError(new TypeError('Failed to fetch'))).toEqual({ key: 'network' });
  });

  it('does not retry a refused write', () => {
    expect(retryUnlessRefused(0, apiError(422))).toBe(false);
    expect(retryUnlessRefused(0, apiError(503))).toBe(true);
    expect(retryUnlessRefused(1, apiError(503))).toBe(false);
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
