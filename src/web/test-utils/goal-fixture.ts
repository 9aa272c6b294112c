import type { Goal } from '@common/goals';

/** An active goal of the viewer's own, as the API answers it, with what a test changes. */
export const goalFixture = (over: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  title: 'Dive the Similan Islands',
  description: null,
  category: 'Adventure',
  imageId: null,
  imageUrl: null,
  thumbUrl: null,
  targetDate: '2027-03-05',
  status: 'active',
  completedAt: null,
  progress: { done: 0, total: 0 },
  role: 'owner',
  sharedBy: null,
  members: [],
  customCategory: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
